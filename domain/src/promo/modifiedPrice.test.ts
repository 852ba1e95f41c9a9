import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, DEFAULT_ADD_ON_PRICES } from '../catalog/catalog';
import type { CartAddOn } from '../money/addOns';
import { InvalidDiscountError } from './discount';
import {
  modifiedPriceCents,
  modifiedPriceNeedsRecompute,
  sameIds,
  type PricedCart,
} from './modifiedPrice';
import type { PromoCode } from './promoCode';

const expedited: CartAddOn = {
  id: ADD_ON_IDS.expedited,
  priceCents: DEFAULT_ADD_ON_PRICES.expedited,
};
const hoa: CartAddOn = { id: ADD_ON_IDS.hoa, priceCents: DEFAULT_ADD_ON_PRICES.hoa };
const fullYard: PricedCart = { productId: 'full-yard', packagePriceCents: 249500, addOns: [] };

function code(overrides: Partial<PromoCode>): PromoCode {
  return {
    code: 'TEST',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '0',
    ...overrides,
  };
}

describe('modifiedPriceCents', () => {
  it('is package plus add-ons without a code', () => {
    expect(modifiedPriceCents({ ...fullYard, addOns: [expedited, hoa] }, null)).toBe(
      249500 + 39500 + 29500,
    );
  });

  it('subtracts a FIXED code from the package only', () => {
    const save250 = code({ discount: '25000' });
    expect(modifiedPriceCents({ ...fullYard, addOns: [hoa] }, save250)).toBe(224500 + 29500);
  });

  it('takes a percentage off the package and rounds up', () => {
    const spring15 = code({ discountType: 'PERCENTAGE', discount: '%15' });
    expect(modifiedPriceCents({ ...fullYard, packagePriceCents: 99999 }, spring15)).toBe(85000);
  });

  it('makes expedited free when the code discounts it (FASTTRACK style)', () => {
    const fastTrack = code({
      additionalDiscounts: [
        { discountType: 'FIXED', discount: '39500', forProductId: 'expedited' },
      ],
    });
    expect(modifiedPriceCents({ ...fullYard, addOns: [expedited] }, fastTrack)).toBe(249500);
  });

  it('charges nothing for expedited when the code includes it, whatever the add-on costs', () => {
    const fastTrack = code({
      additionalDiscounts: [
        { discountType: 'FIXED', discount: '10000', forProductId: 'expedited' },
      ],
    });
    const dearer = { ...expedited, priceCents: 49500 };
    expect(modifiedPriceCents({ ...fullYard, addOns: [dearer, hoa] }, fastTrack)).toBe(
      249500 + 29500,
    );
  });

  it('decision: applies additionalDiscounts naming the package after the main discount', () => {
    const stacked = code({
      discount: '10000',
      additionalDiscounts: [
        { discountType: 'PERCENTAGE', discount: '%10', forProductId: 'full-yard' },
        { discountType: 'FIXED', discount: '5000', forProductId: 'front-yard' },
      ],
    });
    expect(modifiedPriceCents(fullYard, stacked)).toBe(Math.ceil((249500 - 10000) * 0.9));
  });

  it('decision: a code that is not USABLE changes nothing', () => {
    expect(modifiedPriceCents(fullYard, code({ status: 'EXPIRED', discount: '25000' }))).toBe(
      249500,
    );
  });

  it('throws for a discount that is not a number', () => {
    expect(() => modifiedPriceCents(fullYard, code({ discount: 'lots' }))).toThrow(
      InvalidDiscountError,
    );
  });
});

describe('modifiedPriceNeedsRecompute', () => {
  const before = { packagePriceCents: 249500, addOnIds: ['expedited'], promotionalCode: null };

  it('is true when the price, the add-ons or the code change', () => {
    expect(modifiedPriceNeedsRecompute(before, { ...before, packagePriceCents: 299500 })).toBe(
      true,
    );
    expect(modifiedPriceNeedsRecompute(before, { ...before, addOnIds: [] })).toBe(true);
    expect(modifiedPriceNeedsRecompute(before, { ...before, promotionalCode: 'SAVE250' })).toBe(
      true,
    );
  });

  it('is false when nothing changed', () => {
    expect(modifiedPriceNeedsRecompute(before, { ...before, addOnIds: ['expedited'] })).toBe(false);
  });

  it('decision: the order of add-ons does not matter', () => {
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
  });
});
