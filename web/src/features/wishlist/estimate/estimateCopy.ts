import {
  FINANCING_HIGH_ANNUAL_RATE,
  FINANCING_LOW_ANNUAL_RATE,
  FINANCING_TERM_MONTHS,
} from '@yardwise/domain/wishlist/financing';

// Words of the estimate panel and the financing box. Decision (our own wording): the headings
// and labels; the rates come from the domain.
export const ESTIMATE_HEADING = 'Your estimate';
export const WISH_LIST_ESTIMATE_LABEL = 'Wish list';
export const BASE_INSTALLATION_HEADING = 'Base installation';
export const BASE_INSTALLATION_TOTAL_LABEL = 'Base installation total';
export const ALL_IN_ESTIMATE_LABEL = 'All-in estimate';
export const MONTHLY_PAYMENT_HEADING = 'Estimated monthly payment';
export const PER_MONTH = 'a month';

function percent(rate: number): string {
  return `${(rate * 100).toFixed(2)} %`;
}

/** "Estimated at 8.43 % to 19.63 % a year over 60 months.". */
export const FINANCING_TERMS_LINE = `Estimated at ${percent(FINANCING_LOW_ANNUAL_RATE)} to ${percent(
  FINANCING_HIGH_ANNUAL_RATE,
)} a year over ${FINANCING_TERM_MONTHS} months.`;
