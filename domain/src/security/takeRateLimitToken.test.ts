import { describe, expect, it } from 'vitest';
import { CommandError } from '../commands/commandError';
import { mapDocStore } from '../commands/mapDocStore';
import { RATE_LIMITS } from './rateLimits';
import { takeRateLimitToken } from './takeRateLimitToken';

const NOW = new Date('2025-06-01T10:00:00.000Z');
const HELP_LIMIT = RATE_LIMITS.sendOnboardHelpEmail.maxCalls;

async function failureOf(call: Promise<unknown>): Promise<CommandError> {
  const error = await call.then(
    () => expect.unreachable('the call should have been refused'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CommandError);
  return error as CommandError;
}

describe('taking a rate limit token from the store', () => {
  it("counts the user's calls in their own counter and refuses the one over the limit unchanged", async () => {
    const store = mapDocStore();
    for (let call = 0; call < HELP_LIMIT; call += 1) {
      await takeRateLimitToken(store, 'sendOnboardHelpEmail', 'uid-1', NOW);
    }
    const full = { windowStart: NOW.toISOString(), calls: HELP_LIMIT };
    expect(await store.get('rateLimits', 'sendOnboardHelpEmail_uid-1')).toEqual(full);

    const error = await failureOf(takeRateLimitToken(store, 'sendOnboardHelpEmail', 'uid-1', NOW));

    expect(error.code).toBe('resource-exhausted');
    expect(error.details).toEqual({ retryAfterSeconds: 3600 });
    expect(await store.get('rateLimits', 'sendOnboardHelpEmail_uid-1')).toEqual(full);
  });

  it('leaves other users and other commands unaffected', async () => {
    const store = mapDocStore();
    for (let call = 0; call < HELP_LIMIT; call += 1) {
      await takeRateLimitToken(store, 'sendOnboardHelpEmail', 'uid-1', NOW);
    }

    await takeRateLimitToken(store, 'sendOnboardHelpEmail', 'uid-2', NOW);
    await takeRateLimitToken(store, 'createOrder', 'uid-1', NOW);

    expect(await store.get('rateLimits', 'sendOnboardHelpEmail_uid-2')).toEqual({
      windowStart: NOW.toISOString(),
      calls: 1,
    });
    expect(await store.get('rateLimits', 'createOrder_uid-1')).toEqual({
      windowStart: NOW.toISOString(),
      calls: 1,
    });
  });
});
