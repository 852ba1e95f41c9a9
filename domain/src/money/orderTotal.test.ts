import { describe, expect, it } from 'vitest';
import {
  confirmationTotalCents,
  orderTotalCents,
  priceBeforeTaxCents,
  type ConfirmationPrices,
} from './orderTotal';

const fullYard: ConfirmationPrices = {
  orderPriceCents: null,
  originalOrderPriceCents: null,
  modifiedPriceCents: null,
  skuPriceCents: 249500,
  addOnsTotalCents: 39500,
  taxCents: 0,
};

describe('orderTotalCents (Total = add-ons + package + tax)', () => {
  it('adds add-ons, package and tax', () => {
    expect(orderTotalCents({ packageCents: 249500, addOnsCents: 39500, taxCents: 1234 })).toBe(
      249500 + 39500 + 1234,
    );
  });

  it('decision: never goes below 0', () => {
    expect(orderTotalCents({ packageCents: -500, addOnsCents: 0, taxCents: 0 })).toBe(0);
  });

  it('refuses fractions of a cent', () => {
    expect(() => orderTotalCents({ packageCents: 1.5, addOnsCents: 0, taxCents: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('confirmation Total', () => {
  it('uses the order price when set', () => {
    const prices = { ...fullYard, orderPriceCents: 200000, modifiedPriceCents: 210000 };
    expect(confirmationTotalCents(prices)).toBe(200000);
  });

  it('uses the order price even when it is 0', () => {
    expect(confirmationTotalCents({ ...fullYard, orderPriceCents: 0 })).toBe(0);
  });

  it('else uses the modified price when set and nonzero', () => {
    expect(confirmationTotalCents({ ...fullYard, modifiedPriceCents: 210000 })).toBe(210000);
  });

  it('else falls back to sku price plus add-ons total, also when the modified price is 0', () => {
    expect(confirmationTotalCents(fullYard)).toBe(249500 + 39500);
    expect(confirmationTotalCents({ ...fullYard, modifiedPriceCents: 0 })).toBe(249500 + 39500);
  });

  it('decision: adds tax on top of whichever price it starts from', () => {
    expect(priceBeforeTaxCents({ ...fullYard, taxCents: 999 })).toBe(289000);
    expect(confirmationTotalCents({ ...fullYard, taxCents: 999 })).toBe(289999);
    expect(confirmationTotalCents({ ...fullYard, orderPriceCents: 1000, taxCents: 80 })).toBe(1080);
  });
});
