import { describe, expect, it } from 'vitest';
import { taxCents } from './tax';

describe('taxCents', () => {
  it('decision: no sales tax on design packages, in any state, at any price', () => {
    for (const state of ['TX', 'NY', 'CA', 'DC']) {
      expect(taxCents({ taxableCents: 249500, state })).toBe(0);
      expect(taxCents({ taxableCents: 0, state })).toBe(0);
    }
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => taxCents({ taxableCents: 1.5, state: 'TX' })).toThrow(RangeError);
  });
});
