// Test helpers (not a test file) for the rate limits of the costly callables.
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { getDb } from '../../admin';

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
