import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, DEFAULT_ADD_ON_PRICES } from '../catalog/catalog';
import type { CartAddOn } from '../money/addOns';
import { applyPromoAddOns, promoIncludesExpedited, releasePromoAddOns } from './expeditedPromo';
import type { PromoCode } from './promoCode';

const expedited: CartAddOn = {
  id: ADD_ON_IDS.expedited,
  priceCents: DEFAULT_ADD_ON_PRICES.expedited,
};
const hoa: CartAddOn = { id: ADD_ON_IDS.hoa, priceCents: DEFAULT_ADD_ON_PRICES.hoa };

const fastTrack: PromoCode = {
  code: 'FASTTRACK',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '0',
  additionalDiscounts: [{ discountType: 'FIXED', discount: '39500', forProductId: 'expedited' }],
};
const save250: PromoCode = {
  ...fastTrack,
  code: 'SAVE250',
  discount: '25000',
  additionalDiscounts: [],
};

describe('expedited included in a promo', () => {
  it('decision: a code includes expedited when an additionalDiscount names the expedited id', () => {
    expect(promoIncludesExpedited(fastTrack)).toBe(true);
    expect(promoIncludesExpedited(save250)).toBe(false);
    expect(promoIncludesExpedited(null)).toBe(false);
  });

  it('needs the code to be USABLE', () => {
    expect(promoIncludesExpedited({ ...fastTrack, status: 'EXPIRED' })).toBe(false);
  });

  it('auto-adds expedited and locks it', () => {
    const result = applyPromoAddOns([hoa], fastTrack, expedited);
    expect(result.addOns.map((a) => a.id)).toEqual(['hoa-extra-revision', 'expedited']);
    expect(result.lockedAddOnIds).toEqual(['expedited']);
    expect(result.addedByPromoIds).toEqual(['expedited']);
  });

  it('locks but does not add twice when the customer already chose expedited', () => {
    const result = applyPromoAddOns([expedited], fastTrack, expedited);
    expect(result.addOns).toEqual([expedited]);
    expect(result.lockedAddOnIds).toEqual(['expedited']);
    expect(result.addedByPromoIds).toEqual([]);
  });

  it('leaves the cart alone for a code without expedited', () => {
    const cart = [hoa];
    expect(applyPromoAddOns(cart, save250, expedited)).toEqual({
      addOns: cart,
      lockedAddOnIds: [],
      addedByPromoIds: [],
    });
  });

  it('decision: removing the code takes out only what the code added', () => {
    const applied = applyPromoAddOns([hoa], fastTrack, expedited);
    expect(releasePromoAddOns(applied.addOns, applied.addedByPromoIds)).toEqual([hoa]);
    const chosen = applyPromoAddOns([expedited], fastTrack, expedited);
    expect(releasePromoAddOns(chosen.addOns, chosen.addedByPromoIds)).toEqual([expedited]);
  });
});
