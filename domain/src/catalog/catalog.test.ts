import { describe, expect, it } from 'vitest';
import {
  ADD_ON_CATEGORY,
  ADD_ON_IDS,
  DEFAULT_ADD_ON_PRICES,
  isLotSize,
  isPackageKey,
  PACKAGES,
  PACKAGE_KEYS,
  PRODUCT_CATEGORIES,
  STARTER_PROMO_THRESHOLD_CENTS,
} from './catalog';

describe('catalog vocabulary', () => {
  it('files every package and add-on under a product category', () => {
    for (const key of PACKAGE_KEYS)
      expect(PRODUCT_CATEGORIES, key).toContain(PACKAGES[key].category);
    for (const kind of Object.keys(ADD_ON_IDS) as (keyof typeof ADD_ON_IDS)[]) {
      expect(PRODUCT_CATEGORIES, kind).toContain(ADD_ON_CATEGORY[kind]);
    }
  });

  it('uses every product category for some package or add-on', () => {
    const used = new Set([
      ...Object.values(PACKAGES).map((p) => p.category),
      ...Object.values(ADD_ON_CATEGORY),
    ]);
    for (const category of PRODUCT_CATEGORIES) expect(used, category).toContain(category);
  });

  it('stores Whole Home, the starters and Uber Premium under their required category names', () => {
    expect(PACKAGES['whole-home'].category).toBe('Whole Home');
    expect(PACKAGES['starter-full-yard'].category).toBe('Starter Full Yard');
    expect(PACKAGES['starter-front-or-backyard'].category).toBe('Starter Front or Backyard');
    expect(PACKAGES['uber-premium'].category).toBe('Uber Premium');
    expect(ADD_ON_CATEGORY.hoaStarter).toBe('HOA Extra Revision Starter');
  });

  it('keeps the default add-on prices and threshold in cents', () => {
    expect(DEFAULT_ADD_ON_PRICES.expedited).toBe(39500);
    expect(DEFAULT_ADD_ON_PRICES.hoa).toBe(29500);
    expect(DEFAULT_ADD_ON_PRICES.exteriorFront).toBe(60000);
    expect(DEFAULT_ADD_ON_PRICES.exteriorBack).toBe(70000);
    expect(DEFAULT_ADD_ON_PRICES.exteriorFull).toBe(80000);
    expect(STARTER_PROMO_THRESHOLD_CENTS).toBe(99500);
  });

  it('recognises package keys and lot sizes and nothing else', () => {
    expect(isPackageKey('whole-home')).toBe(true);
    expect(isPackageKey('Whole Home')).toBe(false);
    expect(isPackageKey(undefined)).toBe(false);
    expect(isLotSize('acreage')).toBe(true);
    expect(isLotSize('medium')).toBe(false);
    expect(isLotSize(3)).toBe(false);
  });
});
