import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_INTENT_OPTIONS,
  amountAtPercentile,
  budgetIntentChoices,
  isBudgetIntent,
} from './budgetIntent';

const dollars = (amount: number) => amount * 100;

describe('budget intent', () => {
  it('offers 25, 40 and 70', () => {
    expect(BUDGET_INTENT_OPTIONS).toEqual([25, 40, 70]);
    expect([25, 40, 70].every(isBudgetIntent)).toBe(true);
    expect([0, 50, 100, '25', null].some(isBudgetIntent)).toBe(false);
  });

  it('places each option as a percentile position in the range', () => {
    const range = { low: dollars(20000), high: dollars(60000) };
    expect(budgetIntentChoices(range)).toEqual([
      { intent: 25, amount: dollars(30000) },
      { intent: 40, amount: dollars(36000) },
      { intent: 70, amount: dollars(48000) },
    ]);
  });

  it('decision: rounds down to the nearest $100', () => {
    // $10,000 + 25% of $1,550 = $10,387.50 → $10,300
    expect(amountAtPercentile({ low: dollars(10000), high: dollars(11550) }, 25)).toBe(
      dollars(10300),
    );
    // 70% of $999 = $699.30 → $600
    expect(amountAtPercentile({ low: 0, high: dollars(999) }, 70)).toBe(dollars(600));
  });

  it('accepts positions 1 to 100 only', () => {
    const range = { low: dollars(1000), high: dollars(2000) };
    expect(amountAtPercentile(range, 1)).toBe(dollars(1000));
    expect(amountAtPercentile(range, 100)).toBe(dollars(2000));
    for (const bad of [0, 101, 2.5, Number.NaN]) {
      expect(() => amountAtPercentile(range, bad)).toThrow(RangeError);
    }
  });

  it('stays inside the range, in $100 steps, and grows with the position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (a, b) => {
          const range = { low: dollars(Math.min(a, b) * 100), high: dollars(Math.max(a, b) * 100) };
          const amounts = BUDGET_INTENT_OPTIONS.map((p) => amountAtPercentile(range, p));
          for (const amount of amounts) {
            expect(amount % dollars(100)).toBe(0);
            expect(amount).toBeGreaterThanOrEqual(range.low);
            expect(amount).toBeLessThanOrEqual(range.high);
          }
          expect([...amounts].sort((x, y) => x - y)).toEqual(amounts);
        },
      ),
    );
  });
});
