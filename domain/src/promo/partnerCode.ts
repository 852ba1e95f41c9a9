import { PARTNER_CODE_PREFIX } from '../catalog/catalog';

/**
 * The format a partner rewards code must have: YZLO, then at least 10 characters drawn at random
 * from A–Z and 2–9 without the look-alikes I, O, 0 and 1 (32 symbols, so 10 of them give about
 * 10^15 values). A shorter or patterned code (YZLO plus four digits is 10,000 values) can be
 * found by trying, rate limits or not.
 */
export const PARTNER_CODE_FORMAT = /^YZLO[A-HJ-NP-Z2-9]{10,}$/;

/** Whether a code issued to a partner's customers has the format above. */
export function isWellFormedPartnerCode(code: string): boolean {
  return PARTNER_CODE_FORMAT.test(code);
}

/** A partner-retailer rewards code starts with yzlo, in any letter case. */
export function isPartnerRewardsCode(code: string): boolean {
  return code.trim().toLowerCase().startsWith(PARTNER_CODE_PREFIX.toLowerCase());
}

/**
 * On a partner-retailer package NEXT is disabled without a rewards code.
 * Decision: NEXT unlocks only once a code starting with yzlo has been applied, not merely typed.
 */
export function isNextBlockedByPartnerCode(cart: {
  isPartnerRetailer: boolean;
  promotionalCode: string | null;
}): boolean {
  return cart.isPartnerRetailer && !isPartnerRewardsCode(cart.promotionalCode ?? '');
}
