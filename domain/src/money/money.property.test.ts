import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS } from '../catalog/catalog';
import { addAddOn, addOnsTotalCents, type CartAddOn } from './addOns';
import { confirmationPriceRows } from './confirmationRows';
import { formatDollars } from './formatDollars';
import { orderTotalCents } from './orderTotal';

const cents = fc.integer({ min: 0, max: 10_000_000 });
const anyCents = fc.integer({ min: -10_000_000, max: 10_000_000 });
const addOnId = fc.constantFrom(...Object.values(ADD_ON_IDS));
const addOn = fc.record({ id: addOnId, priceCents: cents });

function cartOf(addOns: CartAddOn[]): readonly CartAddOn[] {
  return addOns.reduce<readonly CartAddOn[]>((cart, next) => addAddOn(cart, next), []);
}

function parseDollars(text: string): number {
  const negative = text.startsWith('-');
  const digits = text.replace(/[-$,.]/g, '');
  return (negative ? -1 : 1) * Number.parseInt(digits, 10);
}

describe('money properties', () => {
  it('formatting keeps every cent: parsing the text gives the same integer back', () => {
    fc.assert(
      fc.property(anyCents, (amount) => {
        const text = formatDollars(amount);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(parseDollars(text)).toBe(amount);
      }),
    );
  });

  it('an order total is a non-negative integer', () => {
    fc.assert(
      fc.property(anyCents, anyCents, cents, (packageCents, addOnsCents, taxCents) => {
        const total = orderTotalCents({ packageCents, addOnsCents, taxCents });
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a cart never holds an add-on twice and its total is the sum of what it holds', () => {
    fc.assert(
      fc.property(fc.array(addOn, { maxLength: 12 }), (picked) => {
        const cart = cartOf(picked);
        expect(new Set(cart.map((a) => a.id)).size).toBe(cart.length);
        expect(addOnsTotalCents(cart)).toBe(cart.reduce((sum, a) => sum + a.priceCents, 0));
      }),
    );
  });

  it('confirmation rows: integer cents, a non-negative Total, and rows that add up to it', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(addOn, { maxLength: 6 }),
        fc.option(cents, { nil: null }),
        fc.option(cents, { nil: null }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (skuPriceCents, picked, finalCents, modifiedPriceCents, taxCents, isGiftCardRedemption) => {
          const addOns = cartOf(picked);
          const original = skuPriceCents + addOnsTotalCents(addOns);
          const orderPriceCents = finalCents === null ? null : Math.min(finalCents, original);
          const rows = confirmationPriceRows({
            skuPriceCents,
            addOns,
            orderPriceCents,
            originalOrderPriceCents: orderPriceCents === null ? null : original,
            modifiedPriceCents:
              modifiedPriceCents === null ? null : Math.min(modifiedPriceCents, original),
            taxCents,
            isGiftCardRedemption,
          });
          for (const row of rows) expect(Number.isSafeInteger(row.cents)).toBe(true);
          const total = rows.at(-1);
          expect(total?.key).toBe('total');
          expect(total?.cents).toBeGreaterThanOrEqual(0);
          const signed = rows
            .slice(0, -1)
            .reduce(
              (sum, row) =>
                sum + (row.key === 'discounts' || row.key === 'giftCard' ? -row.cents : row.cents),
              0,
            );
          expect(signed).toBe(total?.cents);
        },
      ),
    );
  });
});
