import { BASE_INSTALLATION_LINE_LABELS } from './messages';
import { floorToWholeDollars, sumRanges, type PriceRange } from './priceRange';
import { itemPriceRange, type EstimateLine } from './itemEstimate';

// Estimate multipliers, applied as integer ratios so cents never pass through floating-point
// fractions like 1.1.
/** Base installation costs: 0.1 of the low end, 0.2 of the high end. */
export const BASE_INSTALLATION_LOW_MULTIPLIER = 0.1;
export const BASE_INSTALLATION_HIGH_MULTIPLIER = 0.2;
/** All-in: 1.1 and 1.2 times the wish-list range, floored. */
export const ALL_IN_LOW_MULTIPLIER = 1.1;
export const ALL_IN_HIGH_MULTIPLIER = 1.2;

/** The wish-list estimate: the raw sum of every chosen item's range. */
export function wishListEstimate(lines: readonly EstimateLine[]): PriceRange {
  return sumRanges(lines.map(itemPriceRange));
}

/** The all-in estimate: wish list plus base installation, floored to whole dollars. */
export function allInEstimate(wishList: PriceRange): PriceRange {
  return {
    low: floorToWholeDollars((wishList.low * 11) / 10),
    high: floorToWholeDollars((wishList.high * 12) / 10),
  };
}

export interface BaseInstallationLine {
  label: (typeof BASE_INSTALLATION_LINE_LABELS)[number];
  range: PriceRange;
}

export interface BaseInstallationCosts {
  total: PriceRange;
  lines: BaseInstallationLine[];
}

// Decision: ONE base total (low × 0.1, high × 0.2 = all-in − wish list) split evenly over the 4 lines, remainder last.
// Why: 0.1/0.2 per line would count base installation four times and contradict the all-in 1.1/1.2.
export function baseInstallationCosts(wishList: PriceRange): BaseInstallationCosts {
  const allIn = allInEstimate(wishList);
  const total = { low: allIn.low - wishList.low, high: allIn.high - wishList.high };
  const count = BASE_INSTALLATION_LINE_LABELS.length;
  const share = (amount: number, index: number) => {
    const each = floorToWholeDollars(amount / count);
    return index === count - 1 ? amount - each * (count - 1) : each;
  };
  return {
    total,
    lines: BASE_INSTALLATION_LINE_LABELS.map((label, index) => ({
      label,
      range: { low: share(total.low, index), high: share(total.high, index) },
    })),
  };
}
