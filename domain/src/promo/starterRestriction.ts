import { STARTER_PROMO_THRESHOLD_CENTS } from '../catalog/catalog';
import { InvalidDiscountError, isZeroDiscount } from './discount';
import { codeDiscounts } from './modifiedPrice';
import { isPartnerRewardsCode } from './partnerCode';
import type { PromoCode } from './promoCode';

export interface RestrictedPackage {
  productId: string;
  packagePriceCents: number;
  isStarter: boolean;
  isSmallSpace: boolean;
}

/**
 * Decision: a "qualifying zero-discount code for that package" has a discount of 0 and an
 * additionalDiscount whose forProductId is this package: a code made for this starter package.
 */
export function isQualifyingZeroDiscountCode(code: PromoCode, productId: string): boolean {
  try {
    const discounts = codeDiscounts(code);
    return (
      isZeroDiscount(discounts.main) &&
      discounts.additional.some((extra) => extra.forProductId === productId)
    );
  } catch (error) {
    if (error instanceof InvalidDiscountError) return false;
    throw error;
  }
}

/** The text that marks a getting-started code, refused on Small Space. */
export const GETSTARTED_MARKER = 'GETSTARTED';

/**
 * A code is not valid for a starter package priced below 99500 cents unless it is a
 * qualifying zero-discount code for that package or a yzlo code; nor for Small Space when the
 * code contains GETSTARTED.
 */
export function isRestrictedForPackage(code: PromoCode, pkg: RestrictedPackage): boolean {
  const starterBlocked =
    pkg.isStarter &&
    pkg.packagePriceCents < STARTER_PROMO_THRESHOLD_CENTS &&
    !isQualifyingZeroDiscountCode(code, pkg.productId) &&
    !isPartnerRewardsCode(code.code);
  const smallSpaceBlocked = pkg.isSmallSpace && code.code.toUpperCase().includes(GETSTARTED_MARKER);
  return starterBlocked || smallSpaceBlocked;
}
