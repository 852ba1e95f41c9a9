import type { PromoCodeDoc } from '../firestore/documents';
import { trackingEmail } from '../funnel/email';
import { PROMO_CODE_COOKIE_MAX_AGE_SECONDS } from '../funnel/cookies';

// The single-use code issued to a new email. The format, the offer and the
// validity are decisions; the service needs only code, email, endTime and status.

/** Decision: WELCOME- and 8 characters without look-alikes (no 0/O, 1/I), e.g. WELCOME-7KX3QHMP. */
export const SINGLE_USE_CODE_PREFIX = 'WELCOME-';
/** 32 characters: a random byte modulo 32 picks one without bias. */
export const SINGLE_USE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SINGLE_USE_CODE_RANDOM_LENGTH = 8;
/** Decision: valid as long as the promo cookie lives (7 days). */
export const SINGLE_USE_CODE_VALIDITY_MS = PROMO_CODE_COOKIE_MAX_AGE_SECONDS * 1000;
/** Decision: the welcome offer is 10% off the package, like the other seasonal codes. */
export const SINGLE_USE_CODE_DISCOUNT = '%10';

/** A code from SINGLE_USE_CODE_RANDOM_LENGTH random bytes (the caller supplies the randomness). */
export function singleUseCodeFrom(randomBytes: ArrayLike<number>): string {
  if (randomBytes.length < SINGLE_USE_CODE_RANDOM_LENGTH) {
    throw new Error(`A single-use code needs ${SINGLE_USE_CODE_RANDOM_LENGTH} random bytes.`);
  }
  let suffix = '';
  for (let i = 0; i < SINGLE_USE_CODE_RANDOM_LENGTH; i += 1) {
    suffix += SINGLE_USE_CODE_ALPHABET[randomBytes[i]! % SINGLE_USE_CODE_ALPHABET.length];
  }
  return SINGLE_USE_CODE_PREFIX + suffix;
}

/** The codes-collection record of a single-use code issued to `email` at `now`. */
export function singleUsePromoRecord(code: string, email: string, now: Date): PromoCodeDoc {
  return {
    code,
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'PERCENTAGE',
    discount: SINGLE_USE_CODE_DISCOUNT,
    email: trackingEmail(email),
    startTime: now.toISOString(),
    endTime: new Date(now.getTime() + SINGLE_USE_CODE_VALIDITY_MS).toISOString(),
    maxRedemptions: 1,
    timesRedeemed: 0,
  };
}

/**
 * What requestSingleUsePromo answers: nothing for an email already seen, or the code
 * and the 7-day promo cookie the client sets if it was asked to.
 */
export type RequestSingleUsePromoResult =
  | { issued: false }
  | {
      issued: true;
      code: string;
      endTime: string;
      cookie: { name: string; value: string; maxAgeSeconds: number };
    };
