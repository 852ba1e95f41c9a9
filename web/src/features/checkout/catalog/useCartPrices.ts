import { addOnKindOfId } from '@yardwise/domain/catalog/addOns';
import { DEFAULT_ADD_ON_PRICES } from '@yardwise/domain/catalog/catalog';
import type { CartAddOn } from '@yardwise/domain/money/addOns';
import { useLiveDocument, useLiveQuery } from '../../../data/liveReads';
import type { CartSelection } from '../cart/checkoutStore';

/** The catalogue's prices for one cart's package and lot size, read live from the products. */
export interface CartPrices {
  /** The package (sku) price; null when its product cannot be read. */
  packagePriceCents: number | null;
  /** Add-ons priced from their products; the spec's default prices when one is missing. */
  priceAddOns(addOnIds: readonly string[]): CartAddOn[];
  /** The add-on's name in the catalogue, or null when its product cannot be read. */
  addOnName(id: string): string | null;
}

/**
 * Live reads of the package's product and the add-on products, shared by the purchase page (the
 * prices shown before an order exists) and the confirmation page. Null while either is loading.
 */
export function useCartPrices(
  cart: Pick<CartSelection, 'packageKey' | 'lotSize'>,
): CartPrices | null {
  const product = useLiveDocument('products', cart.packageKey);
  const addOnProducts = useLiveQuery('products', [{ field: 'kind', value: 'addOn' }]);
  if (product.status === 'loading' || addOnProducts.status === 'loading') return null;

  const addOns = new Map((addOnProducts.data ?? []).map((addOn) => [addOn.id, addOn]));
  return {
    packagePriceCents: product.data?.prices[cart.lotSize] ?? null,
    priceAddOns: (addOnIds) =>
      addOnIds.flatMap((id) => {
        const kind = addOnKindOfId(id);
        const priceCents =
          addOns.get(id)?.prices[cart.lotSize] ?? (kind ? DEFAULT_ADD_ON_PRICES[kind] : undefined);
        // An id the catalogue no longer knows cannot be priced; the order service prices orders.
        return priceCents === undefined ? [] : [{ id, priceCents }];
      }),
    addOnName: (id) => addOns.get(id)?.name ?? null,
  };
}
