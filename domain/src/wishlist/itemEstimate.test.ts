import { describe, expect, it } from 'vitest';
import { SEED_CHECKLIST_ITEMS, SEED_PRICE_OPTIONS } from '../seed/checklist';
import type { HouseYard } from '../onboarding/yards';
import { yardFlagsFor } from './checklistResponse';
import { itemPriceRange, yardMultiplier, type EstimateLine } from './itemEstimate';

function line(itemId: string, priceOptionId: string, yards: HouseYard[]): EstimateLine {
  const item = SEED_CHECKLIST_ITEMS[itemId]!;
  const price = SEED_PRICE_OPTIONS[priceOptionId]!;
  return {
    item: { id: itemId, name: item.name, quantitative_item: item.quantitative_item },
    priceOption: { low_price: price.low_price, high_price: price.high_price },
    response: yardFlagsFor(yards),
  };
}

describe('item price × yards', () => {
  it('multiplies a per-yard item by the number of yards selected', () => {
    const patio = SEED_PRICE_OPTIONS['patio-price-1']!;
    const range = itemPriceRange(line('patio', 'patio-price-1', ['front', 'back', 'left']));
    expect(range).toEqual({ low: patio.low_price * 3, high: patio.high_price * 3 });
  });

  it('counts a per-yard item at least once, so "I\'m not sure" (no yard) counts once', () => {
    expect(yardMultiplier(line('patio', 'patio-price-1', []))).toBe(1);
    expect(yardMultiplier(line('patio', 'patio-price-1', ['back']))).toBe(1);
    expect(yardMultiplier(line('patio', 'patio-price-1', ['front', 'back']))).toBe(2);
  });

  it('counts a quantitative item once whatever the yards', () => {
    expect(SEED_CHECKLIST_ITEMS['pool']!.quantitative_item).toBe(true);
    const pool = SEED_PRICE_OPTIONS['pool-price-2']!;
    const range = itemPriceRange(line('pool', 'pool-price-2', ['front', 'back', 'left', 'right']));
    expect(range).toEqual({ low: pool.low_price, high: pool.high_price });
  });
});
