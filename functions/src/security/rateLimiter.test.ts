import { beforeEach, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import { clearFirestore } from '../testing/firestore';
import { enforceRateLimit } from './rateLimiter';

const NOW = new Date('2025-06-01T10:00:00.000Z');
const { maxCalls, windowSeconds } = RATE_LIMITS.lookupPromoCode;

async function take(uid: string, now = NOW) {
  return enforceRateLimit(await getDb(), 'lookupPromoCode', uid, now);
}

/** The stored counter, with the time its TTL may remove it as a Date. */
async function counter(uid: string) {
  const db = await getDb();
  const snapshot = await db.collection(COLLECTIONS.rateLimits).doc(`lookupPromoCode_${uid}`).get();
  const { expiresAt, ...stored } = snapshot.data() as { expiresAt: Timestamp };
  return { ...stored, expiresAt: expiresAt.toDate() };
}

function windowFrom(start: Date, calls: number) {
  const expiresAt = new Date(start.getTime() + windowSeconds * 1000);
  return { windowStart: start.toISOString(), calls, expiresAt };
}

async function calls(count: number, uid: string, now = NOW) {
  for (let call = 0; call < count; call += 1) await take(uid, now);
}

beforeEach(async () => {
  await clearFirestore(['rateLimits']);
});

describe('rate limiter on Firestore', () => {
  it('allows the limit, then refuses with resource-exhausted, the message and the wait', async () => {
    await calls(maxCalls, 'uid-1');

    const refused = await take('uid-1', new Date(NOW.getTime() + 30_000)).catch(
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(CommandError);
    expect(refused).toMatchObject({
      code: 'resource-exhausted',
      message: "You've tried this too many times. Please wait 10 minutes and try again.",
      details: { retryAfterSeconds: windowSeconds - 30 },
    });
    expect(await counter('uid-1')).toEqual(windowFrom(NOW, maxCalls));
  });

  it('allows again once the window has passed', async () => {
    await calls(maxCalls, 'uid-1');
    const windowEnd = new Date(NOW.getTime() + windowSeconds * 1000);

    await take('uid-1', windowEnd);

    expect(await counter('uid-1')).toEqual(windowFrom(windowEnd, 1));
  });

  it('counts each user on their own', async () => {
    await calls(maxCalls, 'uid-1');

    await take('uid-2');

    expect(await counter('uid-2')).toEqual(windowFrom(NOW, 1));
  });

  it('lets exactly the limit through when the calls arrive all at once', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: maxCalls + 5 }, () => take('uid-1')),
    );

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(maxCalls);
    expect(refused).toHaveLength(5);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'resource-exhausted',
      });
    }
    expect(await counter('uid-1')).toEqual(windowFrom(NOW, maxCalls));
  });

  it('lets exactly the limit through when parallel calls open the next window', async () => {
    await calls(maxCalls, 'uid-1');
    const windowEnd = new Date(NOW.getTime() + windowSeconds * 1000);

    const outcomes = await Promise.allSettled(
      Array.from({ length: maxCalls + 5 }, () => take('uid-1', windowEnd)),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(maxCalls);
    expect(await counter('uid-1')).toEqual(windowFrom(windowEnd, maxCalls));
  });
});
