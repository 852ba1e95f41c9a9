import { beforeEach, describe, expect, it } from 'vitest';
import { CommandError } from '@yardwise/domain/commands/commandError';
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
});
