import { groupThousands } from '../money/formatDollars';

// Budget amounts as typed: whole dollars, digits only, up to 9223372036854775807.
// JavaScript numbers lose whole dollars above 2^53, so amounts stay digit strings and are compared
// as BigInt; stored amounts are cents (× 100), also as digit strings.

export const BUDGET_AMOUNT_MAX = '9223372036854775807';
const MAX = BigInt(BUDGET_AMOUNT_MAX);

export function isDigitsOnly(text: string): boolean {
  return /^\d+$/.test(text);
}

/**
 * A budget as typed into the form → its digits: "15000" and "15,000" (commas only between groups of
 * three) give "15000"; anything else ("12000.50", "25k", "$15,000") gives null, so the form says so
 * instead of guessing what was meant. Surrounding spaces are dropped.
 */
export function typedBudgetDigits(text: string): string | null {
  const trimmed = text.trim();
  if (isDigitsOnly(trimmed)) return trimmed;
  if (/^\d{1,3}(,\d{3})+$/.test(trimmed)) return trimmed.replaceAll(',', '');
  return null;
}

/** True for "0", "000": present but zero. */
export function isZeroAmount(digits: string): boolean {
  return isDigitsOnly(digits) && BigInt(digits) === 0n;
}

export function exceedsBudgetMax(digits: string): boolean {
  return isDigitsOnly(digits) && BigInt(digits) > MAX;
}

/** a < b for digit strings of any length. */
export function isLessThan(a: string, b: string): boolean {
  return BigInt(a) < BigInt(b);
}

/** Whole dollars as typed → stored cents. */
export function dollarsToCents(dollars: string): string {
  return (BigInt(dollars) * 100n).toString();
}

/** Stored cents → whole dollars for display and editing (cents below a dollar are dropped). */
export function centsToDollars(cents: string): string {
  return (BigInt(cents) / 100n).toString();
}

/** Stored cents → "$15,000": whole dollars, grouped like every amount (money/formatDollars.ts). */
export function formatBudgetCents(cents: string): string {
  return `$${groupThousands(centsToDollars(cents))}`;
}
