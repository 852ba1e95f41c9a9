import type { PromoEvaluation } from './evaluatePromoCode';
import { effectivePromoStatus } from './effectiveStatus';
import type { PromoCode } from './promoCode';

/**
 * The fields of a code record the checkout needs: never the email a
 * single-use code was issued to, its dates or its redemption counters.
 */
export type PublicPromoCode = Pick<
  PromoCode,
  | 'code'
  | 'status'
  | 'category'
  | 'discountType'
  | 'discount'
  | 'minimumPackagePrice'
  | 'additionalDiscounts'
  | 'applicationSuccessMessage'
>;

/** The record as a client may see it, with the status it has at `now`. */
export function publicPromoCode(record: PromoCode, now: Date): PublicPromoCode {
  return {
    code: record.code,
    status: effectivePromoStatus(record, now),
    category: record.category,
    discountType: record.discountType,
    discount: record.discount,
    ...(record.minimumPackagePrice !== undefined
      ? { minimumPackagePrice: record.minimumPackagePrice }
      : {}),
    ...(record.additionalDiscounts ? { additionalDiscounts: record.additionalDiscounts } : {}),
    ...(record.applicationSuccessMessage
      ? { applicationSuccessMessage: record.applicationSuccessMessage }
      : {}),
  };
}

/** The codes collection marks friend-referral codes with the REFERRAL category (see seed/codes.ts). */
export function isReferralCode(record: Pick<PromoCode, 'category'>): boolean {
  return record.category === 'REFERRAL';
}

/**
 * What lookupPromoCode answers: the code record (null when there is none), whether it is a
 * referral code, and how it applies to the cart the client named, judged by evaluatePromoCode.
 */
export interface LookupPromoCodeResult {
  code: PublicPromoCode | null;
  isReferral: boolean;
  evaluation: PromoEvaluation;
}
