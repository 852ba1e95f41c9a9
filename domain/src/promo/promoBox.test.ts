import { describe, expect, it } from 'vitest';
import type { PromoEvaluation } from './evaluatePromoCode';
import {
  isPromoBoxVisible,
  promoBoxHiddenBy,
  promoBoxLabel,
  promoCodeEntry,
  withPromoBoxRule,
  type PromoBoxContext,
} from './promoBox';

const visible: PromoBoxContext = {
  isAdditionalRevision: false,
  packagePriceCents: 99500,
  hasPaymentIntent: false,
};

describe('promo box', () => {
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

describe('the promo box rule on the server', () => {
  const applied: PromoEvaluation = {
    kind: 'applied',
    promotionalCode: 'SAVE250',
    promotionalCodeAppliedAt: '2026-03-02T15:00:00.000Z',
    modifiedPriceCents: 25000,
    includesExpedited: false,
    message: 'Success! Any eligible changes to your cart have been applied.',
  };

  it('names the part of the rule that hides the box', () => {
    expect(promoBoxHiddenBy(visible)).toBeNull();
    expect(promoBoxHiddenBy({ ...visible, isAdditionalRevision: true })).toBe('additionalRevision');
    expect(promoBoxHiddenBy({ ...visible, packagePriceCents: 50000 })).toBe('belowPrice');
    expect(promoBoxHiddenBy({ ...visible, hasPaymentIntent: true })).toBe('paymentIntent');
  });

  it.each([
    ['full-yard', 99500, true],
    ['gift-card', 99499, false],
    ['additional-revision', 150000, false],
  ])('takes a code on %s at %i cents only where the box shows: %s', (productId, cents, shows) => {
    const cart = { productId, packagePriceCents: cents, isStarter: false };
    const context = {
      isAdditionalRevision: productId === 'additional-revision',
      packagePriceCents: cents,
      hasPaymentIntent: false,
    };
    expect(isPromoBoxVisible(context)).toBe(shows);
    expect(withPromoBoxRule(applied, cart).kind).toBe(shows ? 'applied' : 'rejected');
  });

  it('keeps a rejection and its message as they are', () => {
    const rejected: PromoEvaluation = { kind: 'rejected', reason: 'notFound', message: 'Nope' };
    expect(
      withPromoBoxRule(rejected, {
        productId: 'gift-card',
        packagePriceCents: 50000,
        isStarter: false,
      }),
    ).toBe(rejected);
  });

  it('lets a code the starter restriction allowed through on a starter package below 99500 cents', () => {
    const starter = { productId: 'starter-full-yard', packagePriceCents: 79500, isStarter: true };
    expect(withPromoBoxRule(applied, starter)).toBe(applied);
  });
});

describe('how a code reaches the order', () => {
  const starterAt795 = { ...visible, packagePriceCents: 79500, isStarter: true };

  it('is the promo box where it shows', () => {
    expect(promoCodeEntry({ ...visible, isStarter: false })).toBe('promoBox');
    expect(promoCodeEntry({ ...visible, packagePriceCents: 120000, isStarter: true })).toBe(
      'promoBox',
    );
  });

  it("is only the checkout link's code for a starter package below 99500 cents", () => {
    expect(isPromoBoxVisible(starterAt795)).toBe(false);
    expect(promoCodeEntry(starterAt795)).toBe('checkoutLink');
  });

  it('is none for a gift card, an additional revision, or once the payment intent exists', () => {
    expect(promoCodeEntry({ ...visible, packagePriceCents: 50000, isStarter: false })).toBe('none');
    expect(promoCodeEntry({ ...visible, isAdditionalRevision: true, isStarter: false })).toBe(
      'none',
    );
    expect(promoCodeEntry({ ...starterAt795, hasPaymentIntent: true })).toBe('none');
  });
});
