import { assertWholeCents } from './cents';
import { NO_COST } from './messages';

/** "1234567" → "1,234,567": the one thousands grouping of every amount shown (digits only). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Cents as US dollars: "$1,234.50". Decision: always two decimals, comma thousands separators,
 * no currency code, and a minus before the sign for negative amounts ("-$250.00").
 * Integer arithmetic only, so no floating-point rounding can change a cent.
 */
export function formatDollars(cents: number): string {
  assertWholeCents(cents, 'An amount');
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100).toString();
  const remainder = (absolute % 100).toString().padStart(2, '0');
  return `${sign}$${groupThousands(dollars)}.${remainder}`;
}

/** A total of 0 or less shows NO COST. */
export function formatTotal(cents: number): string {
  assertWholeCents(cents, 'A total');
  return cents <= 0 ? NO_COST : formatDollars(cents);
}
