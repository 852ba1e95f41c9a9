import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatWholeDollars } from './formatPriceRange';

describe('price ranges in whole dollars', () => {
  it('groups thousands and drops the cents', () => {
    expect(formatWholeDollars(200_000)).toBe('$2,000');
    expect(formatWholeDollars(123_456_799)).toBe('$1,234,567');
    expect(formatWholeDollars(0)).toBe('$0');
  });

  it('joins low and high with a dash', () => {
    expect(formatPriceRange({ low: 200_000, high: 500_000 })).toBe('$2,000 – $5,000');
  });
});
