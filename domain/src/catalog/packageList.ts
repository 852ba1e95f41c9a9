import type { ProductDoc } from '../firestore/documents';
import { isPackageKey, type LotSize, type PackageKey } from './catalog';
import { priceFor } from './lotSizes';
import { packageDisplayName } from './packageNames';
import { PARTNER_PACKAGE_KEY, productKindOf } from './packageKinds';

// The in-app package list of /packages: the packages a new buyer can start a
// checkout with, as the catalogue (the products collection) offers them right now.

/**
 * Decision: a revision or an upgrade adds to an existing project and a gift card is bought for
 * someone else, so none of them starts a new design. The partner package needs the retailer's
 * rewards code (its members arrive by the retailer's link) and shows as "Full Yard", so listing it
 * would show Full Yard twice.
 */
export const UNLISTED_PACKAGE_KEYS: readonly PackageKey[] = [
  'additional-revision',
  'upgrade',
  'gift-card',
  PARTNER_PACKAGE_KEY,
];

export function isListedPackage(key: PackageKey): boolean {
  return !UNLISTED_PACKAGE_KEYS.includes(key);
}

export interface ListedPackage<P> {
  key: PackageKey;
  /** The name customers see. */
  name: string;
  priceCents: number;
  product: P;
}

/**
 * The active, listed packages priced for the lot size, in catalogue order (sortOrder; products
 * without one last). Product ids are package keys. Decision: a package with no price for the lot
 * is left out, since the checkout cannot sell it for that lot.
 */
export function listedPackages<P extends ProductDoc & { id: string }>(
  products: readonly P[],
  lotSize: LotSize,
): ListedPackage<P>[] {
  return products
    .flatMap((product): ListedPackage<P>[] => {
      const key = product.id;
      if (!isPackageKey(key) || !isListedPackage(key)) return [];
      if (!product.active || productKindOf(product) !== 'package') return [];
      const priceCents = priceFor(product, lotSize);
      if (priceCents === undefined) return [];
      return [{ key, name: packageDisplayName(key), priceCents, product }];
    })
    .sort((a, b) => catalogueOrder(a.product) - catalogueOrder(b.product));
}

function catalogueOrder(product: Pick<ProductDoc, 'sortOrder'>): number {
  return product.sortOrder ?? Number.MAX_SAFE_INTEGER;
}
