import type { PriceRange } from './priceRange';

/** The three positions a homeowner can pick within the estimate range. */
export const BUDGET_INTENT_OPTIONS = [25, 40, 70] as const;
export type BudgetIntent = (typeof BUDGET_INTENT_OPTIONS)[number];

export function isBudgetIntent(value: unknown): value is BudgetIntent {
  return (BUDGET_INTENT_OPTIONS as readonly unknown[]).includes(value);
}

// Decision: "rounded down to the nearest 100" means $100 (10000 cents): homeowners see round hundreds.
export const BUDGET_INTENT_ROUNDING_CENTS = 10000;

/**
 * The amount at a percentile position (1 to 100) of an estimate range: low + (high − low) × p / 100,
 * rounded down to the nearest $100. Amounts in cents.
 */
export function amountAtPercentile(range: PriceRange, percentile: number): number {
  if (!Number.isInteger(percentile) || percentile < 1 || percentile > 100) {
    throw new RangeError(
      `A percentile position is a whole number from 1 to 100, not ${percentile}.`,
    );
  }
  const exact = range.low + ((range.high - range.low) * percentile) / 100;
  return Math.floor(exact / BUDGET_INTENT_ROUNDING_CENTS) * BUDGET_INTENT_ROUNDING_CENTS;
}

export interface BudgetIntentChoice {
  intent: BudgetIntent;
  amount: number;
}

// Decision: the options are positions in the all-in estimate, the same range the financing box uses.
export function budgetIntentChoices(allIn: PriceRange): BudgetIntentChoice[] {
  return BUDGET_INTENT_OPTIONS.map((intent) => ({
    intent,
    amount: amountAtPercentile(allIn, intent),
  }));
}
