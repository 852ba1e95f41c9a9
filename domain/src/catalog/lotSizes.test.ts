import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../firestore/documents';
import { LOT_SIZES } from './catalog';
import { LOT_SIZE_LABELS } from './messages';
import {
  lotSizeFromLabel,
  lotSizeLabel,
  parseLotSizeParam,
  pricedLotSizes,
  priceFor,
} from './lotSizes';

describe('lot-size labels', () => {
  it('labels each simplified size with its name and area', () => {
    expect(lotSizeLabel('acreage')).toBe('Acreage (more than 1 acre)');
    expect(lotSizeLabel('large')).toBe('Large lot (up to 1 acre)');
    expect(lotSizeLabel('small')).toBe('Small lot (less than 5000 sq feet)');
    expect(lotSizeLabel('standard')).toBe('Standard lot (up to 1/2 acre)');
    expect(Object.keys(LOT_SIZE_LABELS).sort()).toEqual([...LOT_SIZES].sort());
  });

  it('maps every plain label back to its size', () => {
    for (const size of LOT_SIZES) expect(lotSizeFromLabel(lotSizeLabel(size))).toBe(size);
  });

  it('maps the label variants to the same sizes', () => {
    expect(lotSizeFromLabel("Standard lot (up to 1/2 acre) - MyLowe's Rewards")).toBe('standard');
    expect(lotSizeFromLabel('Standard Lot (up to 1/2 acre) - Lifestyle')).toBe('standard');
    expect(lotSizeFromLabel('Large Lot (up to 1 acre) - Lifestyle')).toBe('large');
    expect(lotSizeFromLabel('  ACREAGE  (more than 1 acre)')).toBe('acreage');
    expect(lotSizeFromLabel('Small lot')).toBe('small');
  });

  it('accepts the size keys themselves and refuses other words', () => {
    expect(lotSizeFromLabel('large')).toBe('large');
    expect(lotSizeFromLabel('Medium lot')).toBeUndefined();
    expect(lotSizeFromLabel('lot')).toBeUndefined();
    expect(lotSizeFromLabel(null)).toBeUndefined();
  });

  it('defaults the lotsize query parameter to standard', () => {
    expect(parseLotSizeParam(undefined)).toBe('standard');
    expect(parseLotSizeParam('')).toBe('standard');
    expect(parseLotSizeParam('huge')).toBe('standard');
    expect(parseLotSizeParam('acreage')).toBe('acreage');
  });
});

describe('priceFor', () => {
  const product: Pick<ProductDoc, 'prices'> = {
    prices: { standard: 249500, large: 299500, acreage: 379500, small: 209500 },
  };

  it('looks the price up by lot size', () => {
    expect(priceFor(product, 'large')).toBe(299500);
    expect(priceFor(product, 'Small lot (less than 5000 sq feet)')).toBe(209500);
  });

  it('uses the standard price when no lot size is given', () => {
    expect(priceFor(product)).toBe(249500);
    expect(priceFor(product, null)).toBe(249500);
  });

  it('decision: a lot the product has no valid price for gives undefined, not another lot', () => {
    const partial = { prices: { standard: 100000, large: 12.5, acreage: -1 } };
    expect(priceFor(partial, 'small')).toBeUndefined();
    expect(priceFor(partial, 'large')).toBeUndefined();
    expect(priceFor(partial, 'acreage')).toBeUndefined();
    expect(pricedLotSizes(partial)).toEqual(['standard']);
  });
});
