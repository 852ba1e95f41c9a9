import type { LotSize, PackageKey } from '../catalog/catalog';
import { PACKAGES } from '../catalog/catalog';
import { priceFor } from '../catalog/lotSizes';
import { isPartnerProduct, isStarterProduct } from '../catalog/packageKinds';
import type { ProductDoc } from '../firestore/documents';
import type { PromoCart } from './evaluatePromoCode';

/** The cart a client names (package, lot size, add-ons); the server prices it from the catalog. */
export interface NamedCart {
  packageKey: PackageKey;
  lotSize: LotSize;
  addOnIds: readonly string[];
}

/**
 * The cart priced from product documents, or null when the catalog cannot price it (a missing or
 * inactive product, or no price for the lot size): no amount is ever taken from the browser.
 */
export function promoCartFromCatalog(
  cart: NamedCart,
  products: Readonly<Record<string, ProductDoc | undefined>>,
): PromoCart | null {
  const pkg = products[cart.packageKey];
  if (!pkg || !pkg.active) return null;
  const packagePriceCents = priceFor(pkg, cart.lotSize);
  if (packagePriceCents === undefined) return null;
  const addOns = [];
  for (const id of cart.addOnIds) {
    const addOn = products[id];
    const priceCents = addOn && addOn.active ? priceFor(addOn, cart.lotSize) : undefined;
    if (priceCents === undefined) return null;
    addOns.push({ id, priceCents });
  }
  return {
    productId: cart.packageKey,
    packagePriceCents,
    addOns,
    isStarter: isStarterProduct(pkg),
    isSmallSpace: pkg.category === PACKAGES['small-space'].category,
    isPartnerRetailer: isPartnerProduct(pkg),
  };
}
