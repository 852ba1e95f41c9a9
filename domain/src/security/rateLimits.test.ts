import { describe, expect, it } from 'vitest';
import { CommandError, userMessageFor } from '../commands/commandError';
import {
  decideRateLimit,
  RATE_LIMITS,
  rateLimitDocId,
  rateLimitError,
  rateLimitMessage,
  type RateLimit,
  type RateLimitCounter,
} from './rateLimits';

const THREE_PER_MINUTE: RateLimit = { maxCalls: 3, windowSeconds: 60 };
const START = new Date('2025-06-01T10:00:00.000Z');

const at = (ms: number) => new Date(START.getTime() + ms);

/** Runs calls through the decision as a store would, keeping only allowed counters. */
function callsAt(times: number[], limit = THREE_PER_MINUTE) {
  let counter: RateLimitCounter | undefined;
  return times.map((ms) => {
    const decision = decideRateLimit(counter, limit, at(ms));
    if (decision.allowed) counter = decision.counter;
    return decision;
  });
}

describe('rate limit decision', () => {
  it('allows the first call and opens a window at its time', () => {
    expect(decideRateLimit(undefined, THREE_PER_MINUTE, START)).toEqual({
      allowed: true,
      counter: { windowStart: START.toISOString(), calls: 1 },
    });
  });

  it('allows the Nth call of a window and refuses the (N+1)th with the wait to the window end', () => {
    const decisions = callsAt([0, 1_000, 20_000, 20_500]);

    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[2]).toEqual({
      allowed: true,
      counter: { windowStart: START.toISOString(), calls: 3 },
    });
    // 60 s window opened at 0; refused at 20.5 s: 39.5 s left, rounded up.
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('refuses up to the last millisecond of the window and allows again exactly at its end', () => {
    const full: RateLimitCounter = { windowStart: START.toISOString(), calls: 3 };

    expect(decideRateLimit(full, THREE_PER_MINUTE, at(59_999))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(decideRateLimit(full, THREE_PER_MINUTE, at(60_000))).toEqual({
      allowed: true,
      counter: { windowStart: at(60_000).toISOString(), calls: 1 },
    });
  });

  it('does not extend the window for refused calls', () => {
    const decisions = callsAt([0, 0, 0, 10_000, 30_000, 59_000, 60_000]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false, false, true]);
  });

  it('starts over in a new window: N calls again', () => {
    const decisions = callsAt([0, 0, 0, 60_000, 60_001, 60_002, 60_003]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, true, false]);
  });

  it('keeps a window whose start is ahead of this clock open (skew cannot reset a limit)', () => {
    const ahead: RateLimitCounter = { windowStart: at(5_000).toISOString(), calls: 3 };
    expect(decideRateLimit(ahead, THREE_PER_MINUTE, START)).toEqual({
      allowed: false,
      retryAfterSeconds: 65,
    });
  });

  it('treats an unreadable window start as no counter', () => {
    const broken: RateLimitCounter = { windowStart: 'not a time', calls: 99 };
    expect(decideRateLimit(broken, THREE_PER_MINUTE, START)).toEqual({
      allowed: true,
      counter: { windowStart: START.toISOString(), calls: 1 },
    });
  });
});

describe('rate limits per command', () => {
  it('limits the costly commands with room for a real homeowner', () => {
    expect(RATE_LIMITS).toEqual({
      sendOnboardHelpEmail: { maxCalls: 5, windowSeconds: 3600 },
      createOrder: { maxCalls: 10, windowSeconds: 3600 },
      updateOrder: { maxCalls: 60, windowSeconds: 3600 },
      lookupPromoCode: { maxCalls: 20, windowSeconds: 600 },
      searchAddresses: { maxCalls: 60, windowSeconds: 60 },
      addressDetails: { maxCalls: 30, windowSeconds: 60 },
      requestSingleUsePromo: { maxCalls: 5, windowSeconds: 3600 },
      requestSingleUsePromoPerEmail: { maxCalls: 5, windowSeconds: 3600 },
      sendDesignFeedback: { maxCalls: 5, windowSeconds: 3600 },
      requestConsultation: { maxCalls: 5, windowSeconds: 3600 },
      alertCannotOnboard: { maxCalls: 3, windowSeconds: 3600 },
      sendPasswordResetEmail: { maxCalls: 10, windowSeconds: 3600 },
      sendPasswordResetEmailPerAddress: { maxCalls: 3, windowSeconds: 3600 },
      addEmailToAbandonedCartMailingList: { maxCalls: 10, windowSeconds: 3600 },
      abandonedCartPerAddress: { maxCalls: 10, windowSeconds: 86400 },
      updateCartView: { maxCalls: 30, windowSeconds: 3600 },
      validateRecaptcha: { maxCalls: 20, windowSeconds: 3600 },
    });
  });

  it('keeps one counter per command and user', () => {
    expect(rateLimitDocId('lookupPromoCode', 'uid-1')).toBe('lookupPromoCode_uid-1');
    expect(rateLimitDocId('createOrder', 'uid-1')).not.toBe(rateLimitDocId('createOrder', 'uid-2'));
  });
});

describe('rate limit message', () => {
  it.each([
    [1, 'a minute'],
    [59, 'a minute'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [299, '5 minutes'],
    [300, '5 minutes'],
    [3600, '60 minutes'],
  ])('after %i seconds reads "wait %s"', (seconds, wait) => {
    expect(rateLimitMessage(seconds)).toBe(
      `You've tried this too many times. Please wait ${wait} and try again.`,
    );
  });

  it('fails with resource-exhausted, the message and the wait, and the user sees that message', () => {
    const error = rateLimitError(250);

    expect(error).toBeInstanceOf(CommandError);
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(
      "You've tried this too many times. Please wait 5 minutes and try again.",
    );
    expect(error.details).toEqual({ retryAfterSeconds: 250 });
    expect(userMessageFor(error.code, error.message)).toBe(error.message);
  });
});
