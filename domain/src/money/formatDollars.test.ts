import { describe, expect, it } from 'vitest';
import { formatDollars, formatTotal } from './formatDollars';

describe('formatDollars', () => {
  it('shows cents as dollars with two decimals and thousands separators', () => {
    expect(formatDollars(123450)).toBe('$1,234.50');
    expect(formatDollars(39500)).toBe('$395.00');
    expect(formatDollars(99499)).toBe('$994.99');
    expect(formatDollars(99500)).toBe('$995.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
  });

  it('decision: a negative amount shows a minus before the dollar sign', () => {
    expect(formatDollars(-25000)).toBe('-$250.00');
  });

  it('refuses fractions of a cent and non-numbers', () => {
    expect(() => formatDollars(10.5)).toThrow(RangeError);
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
    expect(() => formatDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatTotal', () => {
  it('shows NO COST for a total of 0 or less', () => {
    expect(formatTotal(0)).toBe('NO COST');
    expect(formatTotal(-1)).toBe('NO COST');
  });

  it('shows dollars for a total above 0', () => {
    expect(formatTotal(1)).toBe('$0.01');
    expect(formatTotal(249500)).toBe('$2,495.00');
  });
});
