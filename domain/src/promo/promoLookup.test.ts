import { describe, expect, it } from 'vitest';
import { PROMO_LOOKUP_TIMEOUT_MS, promoLookupPath } from './promoLookup';

describe('promo code lookup', () => {
  it('times out after 10 seconds', () => {
    expect(PROMO_LOOKUP_TIMEOUT_MS).toBe(10 * 1000);
  });

  it('looks up the trimmed, upper-cased code, escaped for a path', () => {
    expect(promoLookupPath(' spring15 ')).toBe('/promotional-codes/SPRING15');
    expect(promoLookupPath('a/b?c')).toBe('/promotional-codes/A%2FB%3FC');
  });
});
