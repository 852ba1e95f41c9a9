import { floorToWholeDollars, type PriceRange } from './priceRange';

/** The financing estimate's term and yearly rates. */
export const FINANCING_TERM_MONTHS = 60;
export const FINANCING_LOW_ANNUAL_RATE = 0.0843;
export const FINANCING_HIGH_ANNUAL_RATE = 0.1963;

// Decision: the partner lender is configuration; this stand-in address is what the preview links to.
export const LENDER_REFERRAL_URL = 'https://lender.example/prequalify?partner=yardwise';

/**
 * The standard annuity payment P·r / (1 − (1 + r)^−n) with the monthly rate r = yearly / 12,
 * floored to whole dollars. Amounts in cents.
 */
export function monthlyPayment(
  principalCents: number,
  annualRate: number,
  months: number = FINANCING_TERM_MONTHS,
): number {
  if (principalCents <= 0) return 0;
  const rate = annualRate / 12;
  const payment =
    rate === 0 ? principalCents / months : (principalCents * rate) / (1 - (1 + rate) ** -months);
  return floorToWholeDollars(payment);
}

// Decision: the all-in estimate feeds the financing box (what a homeowner borrows): low end at 8.43%, high at 19.63%.
export function financingMonthlyRange(allIn: PriceRange): PriceRange {
  return {
    low: monthlyPayment(allIn.low, FINANCING_LOW_ANNUAL_RATE),
    high: monthlyPayment(allIn.high, FINANCING_HIGH_ANNUAL_RATE),
  };
}
