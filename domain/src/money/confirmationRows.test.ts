import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, DEFAULT_ADD_ON_PRICES } from '../catalog/catalog';
import type { CartAddOn } from './addOns';
import { confirmationPriceRows, type ConfirmationPriceInput } from './confirmationRows';

const expedited: CartAddOn = {
  id: ADD_ON_IDS.expedited,
  priceCents: DEFAULT_ADD_ON_PRICES.expedited,
};
const exteriorBack: CartAddOn = {
  id: ADD_ON_IDS.exteriorBack,
  priceCents: DEFAULT_ADD_ON_PRICES.exteriorBack,
};
const hoa: CartAddOn = { id: ADD_ON_IDS.hoa, priceCents: DEFAULT_ADD_ON_PRICES.hoa };

const plain: ConfirmationPriceInput = {
  skuPriceCents: 249500,
  addOns: [],
  orderPriceCents: null,
  originalOrderPriceCents: null,
  modifiedPriceCents: null,
  taxCents: 0,
  isGiftCardRedemption: false,
};

function labelsAndDisplays(input: ConfirmationPriceInput): [string, string][] {
  return confirmationPriceRows(input).map((row) => [row.label, row.display]);
}

describe('confirmation page price rows', () => {
  it('lists every row in order, subtotal to total, with two-decimal dollars', () => {
    expect(
      labelsAndDisplays({
        ...plain,
        addOns: [hoa, exteriorBack, expedited],
        originalOrderPriceCents: 249500 + 29500 + 70000 + 39500,
        orderPriceCents: 249500 + 29500 + 70000 + 39500 - 25000,
        taxCents: 1250,
      }),
    ).toEqual([
      ['Subtotal', '$2,495.00'],
      ['Expedited Upgrade', '$395.00'],
      ['Exterior Upgrade', '$700.00'],
      ['HOA add-on', '$295.00'],
      ['Discounts', '-$250.00'],
      ['Tax', '$12.50'],
      ['Total', '$3,647.50'],
    ]);
  });

  it('decision: shows only Subtotal and Total for a package with no add-ons, discount or tax', () => {
    expect(labelsAndDisplays(plain)).toEqual([
      ['Subtotal', '$2,495.00'],
      ['Total', '$2,495.00'],
    ]);
  });

  it('shows Tax only when above 0', () => {
    const keys = (taxCents: number) =>
      confirmationPriceRows({ ...plain, taxCents }).map((row) => row.key);
    expect(keys(0)).not.toContain('tax');
    expect(keys(1)).toContain('tax');
  });

  it('Discounts = original order price minus order price', () => {
    const rows = confirmationPriceRows({
      ...plain,
      originalOrderPriceCents: 249500,
      orderPriceCents: 212075,
    });
    expect(rows.find((row) => row.key === 'discounts')?.cents).toBe(249500 - 212075);
    expect(rows.at(-1)?.cents).toBe(212075);
  });

  it('decision: a gift card redemption labels the same reduction Gift Card', () => {
    const rows = confirmationPriceRows({
      ...plain,
      isGiftCardRedemption: true,
      modifiedPriceCents: 199500,
    });
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Gift Card', 'Total']);
    expect(rows[1]?.display).toBe('-$500.00');
    expect(rows[2]?.display).toBe('$1,995.00');
  });

  it('decision: before the order is priced, the reduction is sku + add-ons minus the modified price', () => {
    const rows = confirmationPriceRows({
      ...plain,
      addOns: [expedited],
      modifiedPriceCents: 249500,
    });
    expect(rows.find((row) => row.key === 'discounts')?.cents).toBe(39500);
  });

  it('decision: shows no reduction row when the original equals the final price or is unknown', () => {
    const same = { ...plain, originalOrderPriceCents: 249500, orderPriceCents: 249500 };
    expect(confirmationPriceRows(same).map((row) => row.key)).toEqual(['subtotal', 'total']);
    const unknownOriginal = { ...plain, orderPriceCents: 200000 };
    expect(confirmationPriceRows(unknownOriginal).map((row) => row.key)).toEqual([
      'subtotal',
      'total',
    ]);
  });

  it('shows NO COST when the total is 0', () => {
    const rows = confirmationPriceRows({
      ...plain,
      originalOrderPriceCents: 249500,
      orderPriceCents: 0,
    });
    expect(rows.at(-1)).toEqual({ key: 'total', label: 'Total', cents: 0, display: 'NO COST' });
  });
});
