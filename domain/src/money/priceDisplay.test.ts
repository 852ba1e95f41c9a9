import { describe, expect, it } from 'vitest';
import { priceDisplay } from './priceDisplay';

describe('priceDisplay (strike-through rule)', () => {
  it('strikes through the original when the final price differs', () => {
    expect(priceDisplay(249500, 224500)).toEqual({
      final: '$2,245.00',
      struckThroughOriginal: '$2,495.00',
    });
  });

  it('shows no strike-through when nothing changed', () => {
    expect(priceDisplay(249500, 249500)).toEqual({
      final: '$2,495.00',
      struckThroughOriginal: null,
    });
  });

  it('shows NO COST with the original struck through for a fully discounted price', () => {
    expect(priceDisplay(39500, 0)).toEqual({
      final: 'NO COST',
      struckThroughOriginal: '$395.00',
    });
  });
});
