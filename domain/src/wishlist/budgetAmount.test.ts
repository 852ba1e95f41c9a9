import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_AMOUNT_MAX,
  centsToDollars,
  dollarsToCents,
  exceedsBudgetMax,
  formatBudgetCents,
  isDigitsOnly,
  isLessThan,
  isZeroAmount,
  typedBudgetDigits,
} from './budgetAmount';

describe('budget amounts', () => {
  it('are digits only', () => {
    expect(isDigitsOnly('15000')).toBe(true);
    for (const bad of ['', '15,000', '-5', '1.5', '1e9', ' 12', '١٢']) {
      expect(isDigitsOnly(bad)).toBe(false);
    }
  });

  it('as typed: digits, or digits with thousands commas; nothing else is reinterpreted', () => {
    expect(typedBudgetDigits('15000')).toBe('15000');
    expect(typedBudgetDigits('15,000')).toBe('15000');
    expect(typedBudgetDigits('1,234,567')).toBe('1234567');
    expect(typedBudgetDigits(' 15000 ')).toBe('15000');
    for (const bad of ['12000.50', '25k', '$15,000', '1,5000', ',000', '15,', '1.5', '-5', '']) {
      expect(typedBudgetDigits(bad)).toBeNull();
    }
  });

  it('allow up to 9223372036854775807 exactly, which a JS number cannot hold', () => {
    expect(BUDGET_AMOUNT_MAX).toBe('9223372036854775807');
    expect(exceedsBudgetMax('9223372036854775807')).toBe(false);
    expect(exceedsBudgetMax('9223372036854775808')).toBe(true);
    expect(exceedsBudgetMax('09223372036854775807')).toBe(false);
    expect(exceedsBudgetMax('10000000000000000000')).toBe(true);
    expect(Number('9223372036854775807') === Number('9223372036854775808')).toBe(true);
  });

  it('treat "0" and "000" as zero', () => {
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('000')).toBe(true);
    expect(isZeroAmount('10')).toBe(false);
  });

  it('compare beyond 2^53', () => {
    expect(isLessThan('9223372036854775806', '9223372036854775807')).toBe(true);
    expect(isLessThan('9223372036854775807', '9223372036854775807')).toBe(false);
    expect(isLessThan('900', '1000')).toBe(true);
  });

  it('are stored in cents (× 100) and shown ÷ 100', () => {
    expect(dollarsToCents('15000')).toBe('1500000');
    expect(dollarsToCents(BUDGET_AMOUNT_MAX)).toBe('922337203685477580700');
    expect(centsToDollars('1500000')).toBe('15000');
    expect(formatBudgetCents('1500000')).toBe('$15,000');
    expect(formatBudgetCents('922337203685477580700')).toBe('$9,223,372,036,854,775,807');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: BigInt(BUDGET_AMOUNT_MAX) }), (amount) => {
        expect(centsToDollars(dollarsToCents(amount.toString()))).toBe(amount.toString());
      }),
    );
  });
});
