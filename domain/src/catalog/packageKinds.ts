import type { ProductDoc } from '../firestore/documents';
import {
  ADD_ON_CATEGORY,
  PACKAGES,
  PACKAGE_KEYS,
  PARTNER_CODE_PREFIX,
  PRODUCT_CATEGORIES,
  type PackageKey,
  type ProductCategory,
} from './catalog';
import { PREMIUM_SKU_NOT_FOUND } from './messages';

// What kind of thing a package or product is: starter, premium,
// partner-retailer, add-on. Product documents carry metadata (category, starter,
// partnerCodePrefix); these rules read it so the checkout and fulfilment agree.

/** The product fields the kind rules read; a ProductDoc has them all. */
export type ProductMetadata = Pick<ProductDoc, 'category'> &
  Partial<Pick<ProductDoc, 'kind' | 'starter' | 'partnerCodePrefix'>>;

/** Add-ons are the upsell categories; everything else is bought as a package. */
export const ADD_ON_CATEGORIES: readonly ProductCategory[] = [
  ...new Set(Object.values(ADD_ON_CATEGORY)),
];
export const PACKAGE_CATEGORIES: readonly ProductCategory[] = PRODUCT_CATEGORIES.filter(
  (category) => !ADD_ON_CATEGORIES.includes(category),
);

export const STARTER_PACKAGE_KEYS: readonly PackageKey[] = [
  'starter-full-yard',
  'starter-front-or-backyard',
];
export const PREMIUM_PACKAGE_KEY: PackageKey = 'uber-premium';
export const PARTNER_PACKAGE_KEY: PackageKey = 'partner-rewards-full-yard';

export function isAddOnCategory(category: string): boolean {
  return (ADD_ON_CATEGORIES as readonly string[]).includes(category);
}

/** A product's kind from its metadata; an explicit kind wins over the category. */
export function productKindOf(product: ProductMetadata): 'package' | 'addOn' {
  return product.kind ?? (isAddOnCategory(product.category) ? 'addOn' : 'package');
}

/** Starter packages are detected via package metadata (the flag or a Starter category). */
export function isStarterProduct(product: ProductMetadata): boolean {
  return (
    productKindOf(product) === 'package' &&
    (product.starter === true || product.category.startsWith('Starter '))
  );
}

export function isStarterPackage(key: PackageKey): boolean {
  return STARTER_PACKAGE_KEYS.includes(key);
}

/** The premium package is Uber Premium. */
export function isPremiumProduct(product: ProductMetadata): boolean {
  return product.category === PACKAGES[PREMIUM_PACKAGE_KEY].category;
}

export function isPremiumPackage(key: PackageKey): boolean {
  return key === PREMIUM_PACKAGE_KEY;
}

/** The partner-retailer rewards package takes codes with the yzlo prefix. */
export function isPartnerProduct(product: ProductMetadata): boolean {
  return product.partnerCodePrefix?.toLowerCase() === PARTNER_CODE_PREFIX;
}

export function isPartnerPackage(key: PackageKey): boolean {
  return key === PARTNER_PACKAGE_KEY;
}

/**
 * The package key a product document stands for, from its metadata. Full Yard is shared by the
 * plain and the partner package, so the partner prefix decides between them.
 */
export function packageKeyOfProduct(product: ProductMetadata): PackageKey | undefined {
  if (productKindOf(product) !== 'package') return undefined;
  if (isPartnerProduct(product)) return PARTNER_PACKAGE_KEY;
  return PACKAGE_KEYS.find(
    (key) => key !== PARTNER_PACKAGE_KEY && PACKAGES[key].category === product.category,
  );
}

/**
 * The premium package among the products, by its category. A catalogue without one is
 * an error ("Could not find SKU for premium package in Stripe").
 */
export function findPremiumProduct<P extends ProductMetadata>(
  products: Record<string, P>,
): [id: string, product: P] {
  const found = Object.entries(products).find(([, product]) => isPremiumProduct(product));
  if (!found) throw new Error(PREMIUM_SKU_NOT_FOUND);
  return found;
}
