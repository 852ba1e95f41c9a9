import { describe, expect, it } from 'vitest';
import { addOnInfo, ADD_ON_KINDS } from '../catalog/addOns';
import { PACKAGE_KEYS } from '../catalog/catalog';
import {
  isPartnerProduct,
  isStarterProduct,
  packageKeyOfProduct,
  productKindOf,
} from '../catalog/packageKinds';
import { packageDisplayName } from '../catalog/packageNames';
import { PACKAGES } from '../catalog/catalog';
import { priceFor } from '../catalog/lotSizes';
import { SEED_PRODUCTS } from './catalog';

describe('seed products follow the catalog module', () => {
  it('has a product for every package key, named and filed by the catalog', () => {
    for (const key of PACKAGE_KEYS) {
      const product = SEED_PRODUCTS[key];
      expect(product, key).toBeDefined();
      expect(product!.name, key).toBe(PACKAGES[key].name);
      expect(packageKeyOfProduct(product!), key).toBe(key);
      expect(product!.displayName ?? product!.name, key).toBe(packageDisplayName(key));
    }
  });

  it('marks the starters and the partner package by the catalog rules', () => {
    const starters = PACKAGE_KEYS.filter((key) => isStarterProduct(SEED_PRODUCTS[key]!));
    expect(starters).toEqual(['starter-full-yard', 'starter-front-or-backyard']);
    const partners = PACKAGE_KEYS.filter((key) => isPartnerProduct(SEED_PRODUCTS[key]!));
    expect(partners).toEqual(['partner-rewards-full-yard']);
  });

  it('prices each add-on at its catalog default for every lot and files it as an add-on', () => {
    for (const kind of ADD_ON_KINDS) {
      const info = addOnInfo(kind);
      const product = SEED_PRODUCTS[info.id]!;
      expect(product.category, kind).toBe(info.category);
      expect(productKindOf(product), kind).toBe('addOn');
      for (const lot of ['small', 'standard', 'large', 'acreage']) {
        expect(priceFor(product, lot), `${kind} ${lot}`).toBe(info.defaultPriceCents);
      }
    }
  });
});
