import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yardFlagsFor } from './checklistResponse';
import {
  ALL_IN_HIGH_MULTIPLIER,
  ALL_IN_LOW_MULTIPLIER,
  BASE_INSTALLATION_HIGH_MULTIPLIER,
  BASE_INSTALLATION_LOW_MULTIPLIER,
  allInEstimate,
  baseInstallationCosts,
  wishListEstimate,
} from './estimate';
import type { EstimateLine } from './itemEstimate';
import { BASE_INSTALLATION_LINE_LABELS } from './messages';

const dollars = (amount: number) => amount * 100;

const patioInTwoYards: EstimateLine = {
  item: { id: 'patio', name: 'Patio', quantitative_item: false },
  priceOption: { low_price: dollars(4000), high_price: dollars(9000) },
  response: yardFlagsFor(['front', 'back']),
};
const firePit: EstimateLine = {
  item: { id: 'fire-pit', name: 'Fire Pit', quantitative_item: true },
  priceOption: { low_price: dollars(2500), high_price: dollars(7000) },
  response: yardFlagsFor(['front', 'back']),
};

const wholeDollarRange = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
  .map(([a, b]) => ({ low: dollars(Math.min(a, b)), high: dollars(Math.max(a, b)) }));

describe('wish-list estimate (raw range)', () => {
  it('sums the ranges of every chosen item, per-yard items times their yards', () => {
    expect(wishListEstimate([patioInTwoYards, firePit])).toEqual({
      low: dollars(4000 * 2 + 2500),
      high: dollars(9000 * 2 + 7000),
    });
  });

  it('is zero with nothing chosen', () => {
    expect(wishListEstimate([])).toEqual({ low: 0, high: 0 });
  });
});

describe('all-in estimate (1.1 and 1.2 times the range, floored)', () => {
  it('uses the multipliers 1.1 and 1.2', () => {
    expect([ALL_IN_LOW_MULTIPLIER, ALL_IN_HIGH_MULTIPLIER]).toEqual([1.1, 1.2]);
    expect(allInEstimate({ low: dollars(10500), high: dollars(25000) })).toEqual({
      low: dollars(11550),
      high: dollars(30000),
    });
  });

  it('floors to whole dollars', () => {
    // $1,005 × 1.1 = $1,105.50 → $1,105; $1,003 × 1.2 = $1,203.60 → $1,203
    expect(allInEstimate({ low: dollars(1005), high: dollars(1003) })).toEqual({
      low: dollars(1105),
      high: dollars(1203),
    });
  });

  it('is exact where floating point 1.1 is not (e.g. $3 × 1.1)', () => {
    expect(allInEstimate({ low: dollars(3), high: dollars(5) }).low).toBe(dollars(3));
    expect(allInEstimate({ low: dollars(10), high: dollars(5) }).low).toBe(dollars(11));
  });
});

describe('base installation costs (0.1 and 0.2)', () => {
  it('has the four cost lines in order', () => {
    const costs = baseInstallationCosts({ low: dollars(10000), high: dollars(20000) });
    expect(costs.lines.map((line) => line.label)).toEqual([
      'Demo/Grading',
      'Base Planting',
      'Irrigation',
      'Plumbing/Electrical',
    ]);
    expect(BASE_INSTALLATION_LINE_LABELS).toHaveLength(4);
  });

  it('totals 0.1 of the low end and 0.2 of the high end', () => {
    expect([BASE_INSTALLATION_LOW_MULTIPLIER, BASE_INSTALLATION_HIGH_MULTIPLIER]).toEqual([
      0.1, 0.2,
    ]);
    const costs = baseInstallationCosts({ low: dollars(10000), high: dollars(20000) });
    expect(costs.total).toEqual({ low: dollars(1000), high: dollars(4000) });
    expect(costs.lines.map((line) => line.range)).toEqual([
      { low: dollars(250), high: dollars(1000) },
      { low: dollars(250), high: dollars(1000) },
      { low: dollars(250), high: dollars(1000) },
      { low: dollars(250), high: dollars(1000) },
    ]);
  });

  it('decision: splits the base total evenly in whole dollars, the last line taking the remainder', () => {
    // $10,030 × 0.1 = $1,003 → 250, 250, 250, 253
    const costs = baseInstallationCosts({ low: dollars(10030), high: dollars(10030) });
    expect(costs.lines.map((line) => line.range.low)).toEqual([
      dollars(250),
      dollars(250),
      dollars(250),
      dollars(253),
    ]);
  });

  it('adds up: wish list + base lines = all-in, for any range', () => {
    fc.assert(
      fc.property(wholeDollarRange, (wishList) => {
        const allIn = allInEstimate(wishList);
        const costs = baseInstallationCosts(wishList);
        const lineSum = costs.lines.reduce(
          (sum, line) => ({ low: sum.low + line.range.low, high: sum.high + line.range.high }),
          { low: 0, high: 0 },
        );
        expect(lineSum).toEqual(costs.total);
        expect(wishList.low + costs.total.low).toBe(allIn.low);
        expect(wishList.high + costs.total.high).toBe(allIn.high);
        expect(allIn.low).toBeLessThanOrEqual(allIn.high);
        expect(costs.lines.every((line) => line.range.low >= 0 && line.range.high >= 0)).toBe(true);
      }),
    );
  });
});
