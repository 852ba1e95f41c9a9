import { fillCopy } from '../copy/fillCopy';
import { InvalidDiscountError } from './discount';
import { promoIncludesExpedited } from './expeditedPromo';
import { PROMO_MESSAGES } from './messages';
import { modifiedPriceCents, type PricedCart } from './modifiedPrice';
import { normalizePromoCode } from './normalizePromoCode';
import { isPartnerRewardsCode } from './partnerCode';
import type { PromoCode } from './promoCode';
import type { PromoLookup } from './promoLookup';
import { isRestrictedForPackage } from './starterRestriction';

/** The cart a code is judged against. Package kinds come from the catalog's own detection. */
export interface PromoCart extends PricedCart {
  isStarter: boolean;
  isSmallSpace: boolean;
  isPartnerRetailer: boolean;
}

export type PromoRejectionReason =
  | 'empty'
  | 'partnerCodeRequired'
  | 'timedOut'
  | 'notFound'
  | 'lookupFailed'
  | 'expired'
  | 'maxRedemptions'
  | 'deactivated'
  | 'startTimeNotReached'
  | 'notUsable'
  | 'belowMinimumPrice'
  | 'restrictedForPackage'
  | 'invalidDiscount'
  /** The cart is one the checkout shows no promo box for (withPromoBoxRule). */
  | 'notOfferedForCart';

export type PromoRejection = { kind: 'rejected'; reason: PromoRejectionReason; message: string };

export type PromoEvaluation =
  | {
      kind: 'applied';
      /** Stored as the checkout's promotionalCode. */
      promotionalCode: string;
      /** Stored as promotionalCodeAppliedAt (ISO). */
      promotionalCodeAppliedAt: string;
      modifiedPriceCents: number;
      /** The expedited add-on is to be added and locked. */
      includesExpedited: boolean;
      message: string;
    }
  | {
      /** A recognised, non-USABLE code in the referral collection. */
      kind: 'keptAsReferral';
      /** Stored as the checkout's inputReferralCode; it goes with the order as referralCode. */
      inputReferralCode: string;
      message: string;
    }
  | PromoRejection;

export interface PromoEvaluationInput {
  /** The code as typed (or the auto-code); trimmed and upper-cased here. */
  enteredCode: string;
  lookup: PromoLookup;
  /** The codes of the referral code collection. */
  referralCodes: readonly string[];
  cart: PromoCart;
  now: Date;
  /** Fills `{product}` of the partner message. */
  brandName: string;
}

function reject(
  reason: PromoRejectionReason,
  template: string,
  code: string,
  brandName = '',
): PromoRejection {
  return { kind: 'rejected', reason, message: fillCopy(template, { code, product: brandName }) };
}

/**
 * The checks that need no lookup, so a partner package never looks up a code it cannot take.
 * Returns the rejection, or null to go on and look the code up.
 */
export function precheckPromoCode(
  enteredCode: string,
  cart: Pick<PromoCart, 'isPartnerRetailer'>,
  brandName: string,
): PromoRejection | null {
  const code = normalizePromoCode(enteredCode);
  // Decision: an empty code (Submit is disabled for it anyway) gets the generic invalid message.
  if (code === '') return reject('empty', PROMO_MESSAGES.invalid, code);
  if (cart.isPartnerRetailer && !isPartnerRewardsCode(code)) {
    return reject('partnerCodeRequired', PROMO_MESSAGES.partnerCodeRequired, code, brandName);
  }
  return null;
}

function isInReferralCollection(code: string, referralCodes: readonly string[]): boolean {
  return referralCodes.some((referral) => normalizePromoCode(referral) === code);
}

/**
 * Decisions: DEACTIVATED and START_TIME_NOT_REACHED get their own messages in any category; an
 * EXPIRED or maxed-out code outside MARKETING gets the generic invalid message (the specific ones
 * are for marketing codes only).
 */
function notUsableRejection(record: PromoCode, code: string): PromoRejection {
  const marketing = record.category === 'MARKETING';
  switch (record.status) {
    case 'EXPIRED':
      return marketing
        ? reject('expired', PROMO_MESSAGES.expired, code)
        : reject('notUsable', PROMO_MESSAGES.invalid, code);
    case 'MAX_REDEMPTIONS_EXCEEDED':
      return marketing
        ? reject('maxRedemptions', PROMO_MESSAGES.maxRedemptions, code)
        : reject('notUsable', PROMO_MESSAGES.invalid, code);
    case 'DEACTIVATED':
      return reject('deactivated', PROMO_MESSAGES.deactivated, code);
    case 'START_TIME_NOT_REACHED':
      return reject('startTimeNotReached', PROMO_MESSAGES.startTimeNotReached, code);
    default:
      return reject('notUsable', PROMO_MESSAGES.invalid, code);
  }
}

/**
 * Why a kept referral code changes nothing, by its status. Decision: an expired referral takes the
 * expired marketing wording; a used-up one its own, as the marketing wording speaks of a promo code.
 */
export function keptReferralMessage(status: Exclude<PromoCode['status'], 'USABLE'>): string {
  switch (status) {
    case 'EXPIRED':
      return PROMO_MESSAGES.expired;
    case 'MAX_REDEMPTIONS_EXCEEDED':
      return PROMO_MESSAGES.referralMaxRedemptions;
    case 'DEACTIVATED':
      return PROMO_MESSAGES.deactivated;
    case 'START_TIME_NOT_REACHED':
      return PROMO_MESSAGES.startTimeNotReached;
  }
}

/** The package price in dollars below the code's minimumPackagePrice. */
function isBelowMinimumPrice(record: PromoCode, packagePriceCents: number): boolean {
  const minimum = record.minimumPackagePrice;
  // Decision: a missing or non-numeric minimum sets no minimum.
  if (typeof minimum !== 'number' || !Number.isFinite(minimum)) return false;
  return packagePriceCents / 100 < minimum;
}

/**
 * Decision: the code's own applicationSuccessMessage when it has one, as it says what changed;
 * otherwise the generic success message.
 */
function successMessage(record: PromoCode): string {
  const own = record.applicationSuccessMessage?.trim();
  return own ? own : PROMO_MESSAGES.success;
}

/**
 * Judges a code against the cart: applied, kept as a referral code, or
 * rejected with the exact message to show. The I/O layer looks the code up (10 s timeout) and
 * stores the result; the server runs the same rules before it prices an order.
 */
export function evaluatePromoCode(input: PromoEvaluationInput): PromoEvaluation {
  const precheck = precheckPromoCode(input.enteredCode, input.cart, input.brandName);
  if (precheck) return precheck;
  const code = normalizePromoCode(input.enteredCode);

  switch (input.lookup.kind) {
    case 'timedOut':
      return reject('timedOut', PROMO_MESSAGES.timedOut, code);
    case 'notFound':
      return reject('notFound', PROMO_MESSAGES.invalid, code);
    case 'failed':
      // Decision: a failed lookup shows the generic message, which points to support.
      return reject('lookupFailed', PROMO_MESSAGES.invalid, code);
  }
  const record = input.lookup.code;

  if (record.status !== 'USABLE') {
    if (isInReferralCollection(code, input.referralCodes)) {
      // The code is kept, yet nothing is discounted: the message says why, never "Success".
      return {
        kind: 'keptAsReferral',
        inputReferralCode: code,
        message: fillCopy(keptReferralMessage(record.status), { code }),
      };
    }
    return notUsableRejection(record, code);
  }
  if (isBelowMinimumPrice(record, input.cart.packagePriceCents)) {
    return reject('belowMinimumPrice', PROMO_MESSAGES.notValidOnPackage, code);
  }
  if (isRestrictedForPackage({ ...record, code }, input.cart)) {
    return reject('restrictedForPackage', PROMO_MESSAGES.notValidForPackage, code);
  }

  let price: number;
  try {
    price = modifiedPriceCents(input.cart, record);
  } catch (error) {
    // A NaN result is an error; decision: the customer sees the generic message.
    if (error instanceof InvalidDiscountError) {
      return reject('invalidDiscount', PROMO_MESSAGES.invalid, code);
    }
    throw error;
  }
  return {
    kind: 'applied',
    promotionalCode: code,
    promotionalCodeAppliedAt: input.now.toISOString(),
    modifiedPriceCents: price,
    includesExpedited: promoIncludesExpedited(record),
    message: successMessage(record),
  };
}

/** Who asked for the evaluation: the customer typing a code, or the FALL25 auto-code. */
export type PromoSource = 'typed' | 'auto';

/**
 * Decision: an auto-tried code shows its message only when it applies; the customer never typed
 * it, so a rejection would only confuse them.
 */
export function shouldShowPromoMessage(evaluation: PromoEvaluation, source: PromoSource): boolean {
  return source === 'typed' || evaluation.kind === 'applied';
}
