// One user's calls of a rate-limited command arriving all at once, on the official emulator where
// their transactions overlap on the one counter: exactly the limit gets through.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore } from '../testing/firestore';
import {
  calls,
  counter,
  maxCalls,
  NOW,
  take,
  windowFrom,
  windowSeconds,
} from './testing/rateLimiterFixtures';

beforeEach(async () => {
  await clearFirestore(['rateLimits']);
});

describe('rate limiter under parallel calls', () => {
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
