import { groupThousands } from '@yardwise/domain/money/formatDollars';
import { CENTS_PER_DOLLAR, type PriceRange } from '@yardwise/domain/wishlist/priceRange';

/** Cents as whole dollars, "$2,000": estimates and price ranges are shown without cents. */
export function formatWholeDollars(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / CENTS_PER_DOLLAR).toString();
  return `${cents < 0 ? '-' : ''}$${groupThousands(dollars)}`;
}

/** A low-to-high range in cents, "$2,000 – $5,000". */
export function formatPriceRange(range: PriceRange): string {
  return `${formatWholeDollars(range.low)} – ${formatWholeDollars(range.high)}`;
}
