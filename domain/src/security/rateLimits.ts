import { CommandError } from '../commands/commandError';

/** At most `maxCalls` calls per user in a window of `windowSeconds`. */
export interface RateLimit {
  maxCalls: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The commands that cost money or reach people (an email to staff, a Stripe PaymentIntent, a
 * guessable promo code, billed Google Places calls), each limited per user (uid; anonymous
 * visitors have one too). The numbers sit well above what a homeowner does: typing an address
 * fires a search per pause, a checkout creates an order once or twice and updates it per change of
 * code or add-ons.
 * lookupPromoCode is the budget for trying codes: createOrder and updateOrder take from it too for
 * each code the open order was not priced with, so codes cannot be guessed through the orders.
 * requestSingleUsePromo is limited per caller, so nobody can try address after address, and per
 * email address (keyed by the address's hash, counted only for callers who claim the address), so
 * many visitors cannot hammer one address; a homeowner asks once per email they give the funnel.
 * Design feedback and consultation requests email the design team: a few messages an hour. A
 * client's onboarding fails to load once per visit, so a few staff alerts an hour are plenty.
 * A password-reset link goes to one address a few times an hour at most, whoever asks (keyed by
 * the address's hash), and one caller (staff checking out for customers) sends at most ten.
 * A checkout reports its cart whenever the buyer's details change, a few times; one address is
 * named in a few carts a day at most (and gets one reminder a week whatever the count).
 * The cart view follows a checkout's changes, and the reCAPTCHA check runs before each payment.
 */
export const RATE_LIMITS = {
  sendOnboardHelpEmail: { maxCalls: 5, windowSeconds: HOUR },
  createOrder: { maxCalls: 10, windowSeconds: HOUR },
  updateOrder: { maxCalls: 60, windowSeconds: HOUR },
  lookupPromoCode: { maxCalls: 20, windowSeconds: 10 * MINUTE },
  searchAddresses: { maxCalls: 60, windowSeconds: MINUTE },
  addressDetails: { maxCalls: 30, windowSeconds: MINUTE },
  requestSingleUsePromo: { maxCalls: 5, windowSeconds: HOUR },
  requestSingleUsePromoPerEmail: { maxCalls: 5, windowSeconds: HOUR },
  sendDesignFeedback: { maxCalls: 5, windowSeconds: HOUR },
  requestConsultation: { maxCalls: 5, windowSeconds: HOUR },
  alertCannotOnboard: { maxCalls: 3, windowSeconds: HOUR },
  sendPasswordResetEmail: { maxCalls: 10, windowSeconds: HOUR },
  sendPasswordResetEmailPerAddress: { maxCalls: 3, windowSeconds: HOUR },
  addEmailToAbandonedCartMailingList: { maxCalls: 10, windowSeconds: HOUR },
  abandonedCartPerAddress: { maxCalls: 10, windowSeconds: DAY },
  updateCartView: { maxCalls: 30, windowSeconds: HOUR },
  validateRecaptcha: { maxCalls: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

export type RateLimitedCommand = keyof typeof RATE_LIMITS;

/**
 * A user's calls of one command in the current window (a fixed window that opens with the first
 * call after the last one closed). Stored server-side only, in rateLimits/{command}_{uid}.
 */
export interface RateLimitCounter {
  /** ISO time of the window's first call. */
  windowStart: string;
  calls: number;
}

/**
 * A counter as stored. `expiresAt` is its window's end, for a Firestore TTL policy to remove
 * counters (and the functions' records of counters already moved on from) once they are over.
 */
export interface RateLimitDoc extends RateLimitCounter {
  expiresAt?: Date;
}

/** When the counter's window closes (an invalid start reads as already closed). */
export function rateLimitWindowEnd(counter: RateLimitCounter, limit: RateLimit): Date {
  return new Date(Date.parse(counter.windowStart) + limit.windowSeconds * 1000);
}

export type RateLimitDecision =
  { allowed: true; counter: RateLimitCounter } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more call fits: the Nth call of a window is allowed, the (N+1)th refused until the
 * window's end, and a call at or after the end opens a new window. A refused call changes nothing,
 * so hammering a limit does not extend it. A window starting in the future (another server's clock
 * ahead of this one) still counts as open, so clock skew cannot reset a limit.
 */
export function decideRateLimit(
  counter: RateLimitCounter | undefined,
  limit: RateLimit,
  now: Date,
): RateLimitDecision {
  const end = counter ? rateLimitWindowEnd(counter, limit).getTime() : Number.NaN;
  const open = counter !== undefined && Number.isFinite(end) && now.getTime() < end;
  if (!open) return { allowed: true, counter: { windowStart: now.toISOString(), calls: 1 } };
  if (counter.calls < limit.maxCalls) {
    return {
      allowed: true,
      counter: { windowStart: counter.windowStart, calls: counter.calls + 1 },
    };
  }
  return { allowed: false, retryAfterSeconds: Math.ceil((end - now.getTime()) / 1000) };
}

/** Decision: the wait in whole minutes, rounded up; under a minute reads "a minute". */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / MINUTE);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `You've tried this too many times. Please wait ${wait} and try again.`;
}

/** What a refused call fails with: the message for the user, the wait for the client to honour. */
export function rateLimitError(retryAfterSeconds: number): CommandError {
  return new CommandError('resource-exhausted', rateLimitMessage(retryAfterSeconds), {
    retryAfterSeconds,
  });
}

/** The counter's document id: one per command and user (or, for a per-email limit, address hash). */
export function rateLimitDocId(command: RateLimitedCommand, uid: string): string {
  return `${command}_${uid}`;
}
