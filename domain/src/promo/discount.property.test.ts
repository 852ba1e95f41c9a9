import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscounts, type Discount } from './discount';

const price = fc.integer({ min: 0, max: 100_000_000 });
const discount: fc.Arbitrary<Discount> = fc.oneof(
  fc.record({
    type: fc.constant('FIXED' as const),
    cents: fc.integer({ min: 0, max: 100_000_000 }),
  }),
  fc.record({
    type: fc.constant('PERCENTAGE' as const),
    basisPoints: fc.integer({ min: 0, max: 10_000 }),
  }),
);

describe('discount properties', () => {
  it('a discounted price is whole cents, never negative and never above the price', () => {
    fc.assert(
      fc.property(price, fc.array(discount, { maxLength: 5 }), (cents, discounts) => {
        const result = applyDiscounts(cents, discounts);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(cents);
      }),
    );
  });

  it('one more discount never raises the price', () => {
    fc.assert(
      fc.property(price, fc.array(discount, { maxLength: 4 }), discount, (cents, first, extra) => {
        expect(applyDiscounts(cents, [...first, extra])).toBeLessThanOrEqual(
          applyDiscounts(cents, first),
        );
      }),
    );
  });

  it('a single percentage matches the rounded-up exact value', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10_000 }), (cents, basisPoints) => {
        const exactTimes10000 = cents * (10_000 - basisPoints);
        const expected = Math.ceil(exactTimes10000 / 10_000);
        // Safe: both factors are small enough that the product is an exact integer in a double.
        expect(applyDiscounts(cents, [{ type: 'PERCENTAGE', basisPoints }])).toBe(expected);
      }),
    );
  });
});
