import type { PromoDiscountType } from './promoCode';

/** A discount read from a code record: whole cents off, or basis points (1/100 of a percent) off. */
export type Discount =
  { type: 'FIXED'; cents: number } | { type: 'PERCENTAGE'; basisPoints: number };

/** A discount that does not work out to a number is an error, never a price. */
export class InvalidDiscountError extends Error {
  constructor(discountType: string, discount: string) {
    super(`Invalid ${discountType} discount: ${JSON.stringify(discount)}`);
    this.name = 'InvalidDiscountError';
  }
}

const FIXED_CENTS = /^\d{1,9}$/;
// Decision: up to two decimals, so a percentage is a whole number of basis points.
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * Reads a code's discount string. FIXED: whole cents as digits ('25000' is $250, as the seed codes
 * store them). PERCENTAGE: the value carries a one-character prefix ('%15').
 * Decision: the prefix is dropped when it is not a digit, so '15' also reads as 15%; a percentage
 * above 100 or a negative amount is invalid, as a discount never raises a price.
 */
export function parseDiscount(discountType: PromoDiscountType, discount: string): Discount {
  if (discountType === 'FIXED') {
    if (!FIXED_CENTS.test(discount)) throw new InvalidDiscountError(discountType, discount);
    return { type: 'FIXED', cents: Number(discount) };
  }
  if (discountType === 'PERCENTAGE') {
    const value = /^\d/.test(discount) ? discount : discount.slice(1);
    const match = PERCENT.exec(value);
    if (!match) throw new InvalidDiscountError(discountType, discount);
    const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (basisPoints > 10_000) throw new InvalidDiscountError(discountType, discount);
    return { type: 'PERCENTAGE', basisPoints };
  }
  throw new InvalidDiscountError(String(discountType), discount);
}

export function isZeroDiscount(discount: Discount): boolean {
  return discount.type === 'FIXED' ? discount.cents === 0 : discount.basisPoints === 0;
}

/**
 * Fixed amounts are subtracted, percentages applied to the running total, in the
 * order given; the result is rounded up to a whole cent and floored at 0. Worked in exact
 * fractions (BigInt), so 15% of 149500 is 127075, never 127076 from floating-point noise.
 * Decision: the running total is floored at 0 after each step too, so a later percentage can
 * never turn a negative running total positive.
 */
export function applyDiscounts(priceCents: number, discounts: readonly Discount[]): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`A price must be whole, non-negative cents, got ${String(priceCents)}`);
  }
  let numerator = BigInt(priceCents);
  let denominator = 1n;
  for (const discount of discounts) {
    if (discount.type === 'FIXED') {
      numerator -= BigInt(discount.cents) * denominator;
    } else {
      numerator *= BigInt(10_000 - discount.basisPoints);
      denominator *= 10_000n;
    }
    if (numerator < 0n) numerator = 0n;
  }
  return Number((numerator + denominator - 1n) / denominator);
}
