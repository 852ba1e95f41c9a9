import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS, PACKAGES } from './catalog';
import { PREMIUM_SKU_NOT_FOUND } from './messages';
import {
  ADD_ON_CATEGORIES,
  findPremiumProduct,
  isAddOnCategory,
  isPartnerPackage,
  isPartnerProduct,
  isPremiumPackage,
  isPremiumProduct,
  isStarterPackage,
  isStarterProduct,
  PACKAGE_CATEGORIES,
  packageKeyOfProduct,
  productKindOf,
} from './packageKinds';

describe('add-on and package categories', () => {
  it('sorts the upsell categories as add-ons and the rest as packages', () => {
    expect([...ADD_ON_CATEGORIES].sort()).toEqual([
      'Expedited Upsell',
      'Exterior Upsell',
      'HOA Extra Revision',
      'HOA Extra Revision Starter',
    ]);
    for (const category of [
      'Botanical',
      'Whole Home',
      'Gift Card',
      'Additional Revision',
      'Upgrade',
    ]) {
      expect(PACKAGE_CATEGORIES, category).toContain(category);
      expect(isAddOnCategory(category), category).toBe(false);
    }
    expect(isAddOnCategory('Exterior Upsell')).toBe(true);
  });

  it('takes a product kind from its metadata before its category', () => {
    expect(productKindOf({ category: 'Expedited Upsell' })).toBe('addOn');
    expect(productKindOf({ category: 'Full Yard' })).toBe('package');
    expect(productKindOf({ category: 'Full Yard', kind: 'addOn' })).toBe('addOn');
  });
});

describe('starter, premium and partner detection', () => {
  it('detects starters by the metadata flag or a Starter category', () => {
    expect(isStarterProduct({ category: 'Starter Full Yard' })).toBe(true);
    expect(isStarterProduct({ category: 'Starter Front or Backyard' })).toBe(true);
    expect(isStarterProduct({ category: 'Full Yard', starter: true })).toBe(true);
    expect(isStarterProduct({ category: 'Full Yard' })).toBe(false);
  });

  it('decision: the starter HOA add-on is not a starter package', () => {
    expect(isStarterProduct({ category: 'HOA Extra Revision Starter', starter: true })).toBe(false);
  });

  it('knows the two starter package keys', () => {
    expect(PACKAGE_KEYS.filter(isStarterPackage)).toEqual([
      'starter-full-yard',
      'starter-front-or-backyard',
    ]);
  });

  it('detects Uber Premium as the premium package', () => {
    expect(isPremiumProduct({ category: 'Uber Premium' })).toBe(true);
    expect(isPremiumProduct({ category: 'Whole Home' })).toBe(false);
    expect(PACKAGE_KEYS.filter(isPremiumPackage)).toEqual(['uber-premium']);
  });

  it('detects the partner-retailer package by its yzlo prefix, in any case', () => {
    expect(isPartnerProduct({ category: 'Full Yard', partnerCodePrefix: 'yzlo' })).toBe(true);
    expect(isPartnerProduct({ category: 'Full Yard', partnerCodePrefix: 'YZLO' })).toBe(true);
    expect(isPartnerProduct({ category: 'Full Yard' })).toBe(false);
    expect(PACKAGE_KEYS.filter(isPartnerPackage)).toEqual(['partner-rewards-full-yard']);
  });
});

describe('packageKeyOfProduct', () => {
  it('finds every package key back from its category', () => {
    for (const key of PACKAGE_KEYS) {
      const product =
        key === 'partner-rewards-full-yard'
          ? { category: PACKAGES[key].category, partnerCodePrefix: 'yzlo' }
          : { category: PACKAGES[key].category };
      expect(packageKeyOfProduct(product), key).toBe(key);
    }
  });

  it('gives no package for an add-on or an unknown category', () => {
    expect(packageKeyOfProduct({ category: 'Exterior Upsell' })).toBeUndefined();
    expect(packageKeyOfProduct({ category: 'Pool House' })).toBeUndefined();
  });
});

describe('findPremiumProduct', () => {
  it('returns the id and product of the premium package', () => {
    const products = {
      'full-yard': { category: 'Full Yard' },
      'uber-premium': { category: 'Uber Premium' },
    };
    expect(findPremiumProduct(products)).toEqual(['uber-premium', { category: 'Uber Premium' }]);
  });

  it('fails with the missing-premium-SKU message when there is none', () => {
    expect(() => findPremiumProduct({ 'full-yard': { category: 'Full Yard' } })).toThrow(
      'Could not find SKU for premium package in Stripe',
    );
    expect(PREMIUM_SKU_NOT_FOUND).toBe('Could not find SKU for premium package in Stripe');
  });
});
