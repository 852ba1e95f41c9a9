/** A low-to-high amount in integer cents (budgets and prices are kept in cents). */
export interface PriceRange {
  low: number;
  high: number;
}

export const ZERO_RANGE: PriceRange = { low: 0, high: 0 };

export const CENTS_PER_DOLLAR = 100;

/** Rounds cents down to whole dollars; estimates are shown without cents. */
export function floorToWholeDollars(cents: number): number {
  return Math.floor(cents / CENTS_PER_DOLLAR) * CENTS_PER_DOLLAR;
}

export function addRanges(a: PriceRange, b: PriceRange): PriceRange {
  return { low: a.low + b.low, high: a.high + b.high };
}

export function sumRanges(ranges: readonly PriceRange[]): PriceRange {
  return ranges.reduce(addRanges, ZERO_RANGE);
}
