import { describe, expect, it } from 'vitest';
import { isPromoBoxVisible, promoBoxLabel, type PromoBoxContext } from './promoBox';

const visible: PromoBoxContext = {
  isAdditionalRevision: false,
  packagePriceCents: 99500,
  hasPaymentIntent: false,
};

describe('promo box (checkout §2)', () => {
  it('shows at 99500 cents and hides at 99499', () => {
    expect(isPromoBoxVisible(visible)).toBe(true);
    expect(isPromoBoxVisible({ ...visible, packagePriceCents: 99499 })).toBe(false);
  });

  it('hides for an additional revision', () => {
    expect(isPromoBoxVisible({ ...visible, isAdditionalRevision: true })).toBe(false);
  });

  it('hides once a payment intent exists', () => {
    expect(isPromoBoxVisible({ ...visible, hasPaymentIntent: true })).toBe(false);
  });

  it('is labelled for referral or promo codes, or for rewards codes on a partner package', () => {
    expect(promoBoxLabel({ isPartnerRetailer: false, brandName: 'Yardwise' })).toBe(
      'Enter referral or promo code (optional)',
    );
    expect(promoBoxLabel({ isPartnerRetailer: true, brandName: 'Yardwise' })).toBe(
      "Enter your MyLowe's Rewards Yardwise code",
    );
  });
});
