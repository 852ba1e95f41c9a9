import type { PromoEvaluation } from '../promo/evaluatePromoCode';
import type { AddressFields } from './address';

/** What the checkout knows of the buyer, the addresses and the promo code. */
export interface CheckoutState {
  firstName: string;
  lastName: string;
  checkoutEmail: string;
  checkoutFirstName: string;
  /** The property address. */
  address: AddressFields | null;
  billingAndPropertyAddressSame: boolean;
  promotionalCode: string | null;
  /** ISO time the code was applied; cleared with the code. */
  promotionalCodeAppliedAt: string | null;
  inputReferralCode: string | null;
  referralCodes: string[];
  restrictChanges: boolean;
  accountCreated: boolean;
  addressAddedInDesignProfile: boolean;
}

/** What a reset restores; billing defaults to the property address, no code. */
export const INITIAL_CHECKOUT_STATE: Readonly<CheckoutState> = Object.freeze({
  firstName: '',
  lastName: '',
  checkoutEmail: '',
  checkoutFirstName: '',
  address: null,
  billingAndPropertyAddressSame: true,
  promotionalCode: null,
  promotionalCodeAppliedAt: null,
  inputReferralCode: null,
  referralCodes: [],
  restrictChanges: false,
  accountCreated: false,
  addressAddedInDesignProfile: false,
});

/** The payment of the order. Amounts are cents; null until the order service has answered. */
export interface PaymentState {
  paymentIntentId: string | null;
  clientSecret: string | null;
  orderPrice: number | null;
  originalOrderPrice: number | null;
  taxAmount: number;
  orderId: string | null;
}

export const INITIAL_PAYMENT_STATE: Readonly<PaymentState> = Object.freeze({
  paymentIntentId: null,
  clientSecret: null,
  orderPrice: null,
  originalOrderPrice: null,
  taxAmount: 0,
  orderId: null,
});

/**
 * Stores the outcome of a promo evaluation: an applied code with its time stamp, or
 * a kept referral code; a rejection changes nothing. Decision: keeping a referral code leaves an
 * applied promo code in place (the order sends the promo code first anyway).
 */
export function withPromoEvaluation(
  state: CheckoutState,
  evaluation: PromoEvaluation,
): CheckoutState {
  switch (evaluation.kind) {
    case 'applied':
      return {
        ...state,
        promotionalCode: evaluation.promotionalCode,
        promotionalCodeAppliedAt: evaluation.promotionalCodeAppliedAt,
      };
    case 'keptAsReferral':
      return { ...state, inputReferralCode: evaluation.inputReferralCode };
    case 'rejected':
      return state;
  }
}

/** The applied time is cleared with the code. */
export function withoutPromotionalCode(state: CheckoutState): CheckoutState {
  return { ...state, promotionalCode: null, promotionalCodeAppliedAt: null };
}
