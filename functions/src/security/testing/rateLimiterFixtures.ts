// Test helpers (not a test file) for the rate limits of the costly callables.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../../admin';
import { enforceRateLimit } from '../rateLimiter';

/** The ids of every stored rate-limit document: empty when no call was counted. */
export async function rateLimitDocIds(): Promise<string[]> {
  const db = await getDb();
  return (await db.collection(COLLECTIONS.rateLimits).get()).docs.map((doc) => doc.id);
}

/** What a refused call tells the user, for a wait of `minutes` (rounded up) or under a minute. */
export function limitMessage(minutes: number | 'a minute'): string {
  const wait = minutes === 'a minute' ? minutes : `${minutes} minutes`;
  return `You've tried this too many times. Please wait ${wait} and try again.`;
}

/** The limiter's tests count calls of lookupPromoCode, from this moment. */
export const NOW = new Date('2025-06-01T10:00:00.000Z');
export const { maxCalls, windowSeconds } = RATE_LIMITS.lookupPromoCode;

export async function take(uid: string, now = NOW) {
  return enforceRateLimit(await getDb(), 'lookupPromoCode', uid, now);
}

/** The stored counter, with the time its TTL may remove it as a Date. */
export async function counter(uid: string) {
  const db = await getDb();
  const snapshot = await db.collection(COLLECTIONS.rateLimits).doc(`lookupPromoCode_${uid}`).get();
  const { expiresAt, ...stored } = snapshot.data() as { expiresAt: Timestamp };
  return { ...stored, expiresAt: expiresAt.toDate() };
}

export function windowFrom(start: Date, calls: number) {
  const expiresAt = new Date(start.getTime() + windowSeconds * 1000);
  return { windowStart: start.toISOString(), calls, expiresAt };
}

export async function calls(count: number, uid: string, now = NOW) {
  for (let call = 0; call < count; call += 1) await take(uid, now);
}
