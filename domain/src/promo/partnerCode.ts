import { PARTNER_CODE_PREFIX } from '../catalog/catalog';

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
