import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../seed/catalog';
import { PACKAGE_KEYS } from '../../catalog/catalog';
import { turnaroundOfProduct } from './firstDesign';

describe('the catalog gives every package a turnaround', () => {
  it('standard and shorter expedited, on every package a profile can name', () => {
    for (const key of PACKAGE_KEYS) {
      const turnaround = turnaroundOfProduct(SEED_PRODUCTS[key]);
      expect(turnaround, key).not.toBeNull();
      expect(turnaround!.expedited, key).toBeLessThan(turnaround!.standard);
    }
  });
});
