import type { YardFlags } from './checklistResponse';
import { selectedYards } from './checklistResponse';
import type { PriceRange } from './priceRange';

/** A chosen item as the estimate sees it. */
export interface EstimateLine {
  item: { id: string; name: string; quantitative_item: boolean };
  priceOption: { low_price: number; high_price: number };
  response: YardFlags;
}

/**
 * An item's price counts once per yard it is installed in (at least once, so
 * "I'm not sure" counts once); a quantitative item (a pool, a fire pit) counts once whatever the yards.
 */
export function yardMultiplier(line: Pick<EstimateLine, 'item' | 'response'>): number {
  if (line.item.quantitative_item) return 1;
  return Math.max(1, selectedYards(line.response).length);
}

export function itemPriceRange(line: EstimateLine): PriceRange {
  const times = yardMultiplier(line);
  return { low: line.priceOption.low_price * times, high: line.priceOption.high_price * times };
}
