import type { PromoCodeDoc } from '../firestore/documents';

/** A promo or referral code record, as stored in the `codes` collection. */
export type PromoCode = PromoCodeDoc;
export type PromoCodeStatus = PromoCode['status'];
export type PromoCategory = PromoCode['category'];
export type PromoDiscountType = PromoCode['discountType'];
export type AdditionalDiscount = NonNullable<PromoCode['additionalDiscounts']>[number];

/** Every status seen; only USABLE codes are applied. */
export const PROMO_CODE_STATUSES = [
  'USABLE',
  'EXPIRED',
  'MAX_REDEMPTIONS_EXCEEDED',
  'DEACTIVATED',
  'START_TIME_NOT_REACHED',
] as const satisfies readonly PromoCodeStatus[];

export const PROMO_DISCOUNT_TYPES = [
  'FIXED',
  'PERCENTAGE',
] as const satisfies readonly PromoDiscountType[];

/** Code categories; REFERRAL marks friend-referral codes in our `codes` collection. */
export const PROMO_CATEGORIES = [
  'MARKETING',
  'REFERRAL',
] as const satisfies readonly PromoCategory[];

// Compile-time guard: the lists above name every value the record type allows.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
const _everyStatusListed: Missing<PromoCodeStatus, (typeof PROMO_CODE_STATUSES)[number]> = true;
const _everyTypeListed: Missing<PromoDiscountType, (typeof PROMO_DISCOUNT_TYPES)[number]> = true;
const _everyCategoryListed: Missing<PromoCategory, (typeof PROMO_CATEGORIES)[number]> = true;
