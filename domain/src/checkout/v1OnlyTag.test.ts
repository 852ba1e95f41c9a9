import { describe, expect, it } from 'vitest';
import { isPackageKey, LOT_SIZES, PACKAGE_KEYS } from '../catalog/catalog';
import { skuLookupKey } from '../catalog/packageNames';
import {
  isLegacyV1PriceId,
  isOlderFlowProject,
  LEGACY_V1_PRICE_IDS,
  projectTagsAfterPurchase,
  V1_ONLY_TAG,
} from './v1OnlyTag';

describe('V1-ONLY tag for the two legacy price ids', () => {
  it('knows exactly two legacy price ids, none of them a current sku lookup key', () => {
    expect(V1_ONLY_TAG).toBe('V1-ONLY');
    expect(new Set(LEGACY_V1_PRICE_IDS).size).toBe(2);
    const currentSkus = PACKAGE_KEYS.flatMap((key) =>
      LOT_SIZES.map((lot) => skuLookupKey(key, lot)),
    );
    for (const id of LEGACY_V1_PRICE_IDS) {
      expect(currentSkus).not.toContain(id);
      expect(isPackageKey(id)).toBe(false);
    }
  });

  it('tags a project bought with a legacy price, once', () => {
    const [legacy] = LEGACY_V1_PRICE_IDS;
    expect(isLegacyV1PriceId(legacy)).toBe(true);
    expect(projectTagsAfterPurchase(undefined, legacy)).toEqual([V1_ONLY_TAG]);
    expect(projectTagsAfterPurchase(['VIP'], legacy)).toEqual(['VIP', V1_ONLY_TAG]);
    const tagged = [V1_ONLY_TAG];
    expect(projectTagsAfterPurchase(tagged, legacy)).toBe(tagged);
  });

  it('leaves every other sku untagged', () => {
    for (const sku of ['full-yard_standard', '', null, undefined, 'price_1legacyv1fullyard']) {
      expect(isLegacyV1PriceId(sku)).toBe(false);
      expect(projectTagsAfterPurchase([], sku)).toEqual([]);
    }
  });
});

describe('isOlderFlowProject', () => {
  it('is the older flow only for a project tagged V1-ONLY', () => {
    expect(isOlderFlowProject({ tags: ['V1-ONLY'] })).toBe(true);
    expect(isOlderFlowProject({ tags: ['other'] })).toBe(false);
    expect(isOlderFlowProject({})).toBe(false);
    expect(isOlderFlowProject(null)).toBe(false);
  });
});
