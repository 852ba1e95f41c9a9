import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINANCING_HIGH_ANNUAL_RATE,
  FINANCING_LOW_ANNUAL_RATE,
  FINANCING_TERM_MONTHS,
  LENDER_REFERRAL_URL,
  financingMonthlyRange,
  monthlyPayment,
} from './financing';

const dollars = (amount: number) => amount * 100;

/** What is still owed after paying `payment` every month for `months` months. */
function balanceAfter(principal: number, annualRate: number, payment: number, months: number) {
  let balance = principal;
  for (let month = 0; month < months; month += 1)
    balance = balance * (1 + annualRate / 12) - payment;
  return balance;
}

describe('financing estimate', () => {
  it('uses 60 months at 8.43% and 19.63%', () => {
    expect(FINANCING_TERM_MONTHS).toBe(60);
    expect(FINANCING_LOW_ANNUAL_RATE).toBe(0.0843);
    expect(FINANCING_HIGH_ANNUAL_RATE).toBe(0.1963);
  });

  it('matches a loan calculator: $10,000 over 60 months is $204.83 at 8.43%, $262.88 at 19.63%', () => {
    expect(monthlyPayment(dollars(10000), 0.0843)).toBe(dollars(204));
    expect(monthlyPayment(dollars(10000), 0.1963)).toBe(dollars(262));
  });

  it('floors: the floored payment leaves a little owing, one dollar more overpays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 5_000_000 }).map(dollars),
        fc.constantFrom(FINANCING_LOW_ANNUAL_RATE, FINANCING_HIGH_ANNUAL_RATE),
        (principal, rate) => {
          const payment = monthlyPayment(principal, rate);
          expect(payment % 100).toBe(0);
          expect(balanceAfter(principal, rate, payment, 60)).toBeGreaterThanOrEqual(0);
          expect(balanceAfter(principal, rate, payment + dollars(1), 60)).toBeLessThan(0);
        },
      ),
    );
  });

  it('is nothing to pay for nothing borrowed, and straight division at 0%', () => {
    expect(monthlyPayment(0, 0.0843)).toBe(0);
    expect(monthlyPayment(dollars(6000), 0)).toBe(dollars(100));
  });

  it('decision: the range comes from the all-in estimate, low end at the low rate, high end at the high rate', () => {
    expect(financingMonthlyRange({ low: dollars(10000), high: dollars(25000) })).toEqual({
      low: monthlyPayment(dollars(10000), 0.0843),
      high: monthlyPayment(dollars(25000), 0.1963),
    });
    expect(financingMonthlyRange({ low: dollars(25000), high: dollars(25000) }).high).toBe(
      dollars(657),
    );
  });

  it('links to a lender over https', () => {
    expect(LENDER_REFERRAL_URL).toMatch(/^https:\/\/[a-z0-9.-]+\//);
  });
});
