import { describe, expect, it } from 'vitest';
import {
  INITIAL_CHECKOUT_STATE,
  INITIAL_PAYMENT_STATE,
  withoutPromotionalCode,
  withPromoEvaluation,
} from './checkoutState';

describe('checkout state', () => {
  it('starts with billing same as property and no promotional code', () => {
    expect(INITIAL_CHECKOUT_STATE.billingAndPropertyAddressSame).toBe(true);
    expect(INITIAL_CHECKOUT_STATE.promotionalCode).toBeNull();
    expect(INITIAL_CHECKOUT_STATE.promotionalCodeAppliedAt).toBeNull();
    expect(INITIAL_CHECKOUT_STATE.restrictChanges).toBe(false);
    expect(INITIAL_PAYMENT_STATE.paymentIntentId).toBeNull();
  });

  it('stores an applied code with its time stamp', () => {
    const state = withPromoEvaluation(INITIAL_CHECKOUT_STATE, {
      kind: 'applied',
      promotionalCode: 'SAVE250',
      promotionalCodeAppliedAt: '2025-09-26T15:30:00.000Z',
      modifiedPriceCents: 224500,
      includesExpedited: false,
      message: 'Success! Any eligible changes to your cart have been applied.',
    });
    expect(state.promotionalCode).toBe('SAVE250');
    expect(state.promotionalCodeAppliedAt).toBe('2025-09-26T15:30:00.000Z');
  });

  it('keeps a referral code as the input referral code', () => {
    const state = withPromoEvaluation(INITIAL_CHECKOUT_STATE, {
      kind: 'keptAsReferral',
      inputReferralCode: 'FRIEND-MORGAN',
      message: 'Success! Any eligible changes to your cart have been applied.',
    });
    expect(state.inputReferralCode).toBe('FRIEND-MORGAN');
    expect(state.promotionalCode).toBeNull();
  });

  it('decision: keeping a referral code leaves an applied promo code in place', () => {
    const applied = { ...INITIAL_CHECKOUT_STATE, promotionalCode: 'SAVE250' };
    const state = withPromoEvaluation(applied, {
      kind: 'keptAsReferral',
      inputReferralCode: 'FRIEND-MORGAN',
      message: '',
    });
    expect(state.promotionalCode).toBe('SAVE250');
  });

  it('changes nothing on a rejection', () => {
    const applied = { ...INITIAL_CHECKOUT_STATE, promotionalCode: 'SAVE250' };
    expect(
      withPromoEvaluation(applied, { kind: 'rejected', reason: 'notFound', message: 'x' }),
    ).toBe(applied);
  });

  it('clears the applied time with the code', () => {
    const applied = {
      ...INITIAL_CHECKOUT_STATE,
      promotionalCode: 'SAVE250',
      promotionalCodeAppliedAt: '2025-09-26T15:30:00.000Z',
    };
    const cleared = withoutPromotionalCode(applied);
    expect(cleared.promotionalCode).toBeNull();
    expect(cleared.promotionalCodeAppliedAt).toBeNull();
  });
});
