import { addOnKindOfId } from '@yardwise/domain/catalog/addOns';
import { DEFAULT_ADD_ON_PRICES, type LotSize } from '@yardwise/domain/catalog/catalog';
import type { CartAddOn } from '@yardwise/domain/money/addOns';
import { useCommandAnswer } from '@web/data/useCommandAnswer';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';

/** The catalogue's prices for one cart's package and lot size. */
export interface CartPrices {
  /** The package (sku) price; null when its product cannot be read. */
  packagePriceCents: number | null;
  /** Add-ons priced from their products; DEFAULT_ADD_ON_PRICES when one is missing. */
  priceAddOns(addOnIds: readonly string[]): CartAddOn[];
  /** The add-on's name in the catalogue, or null when its product cannot be read. */
  addOnName(id: string): string | null;
}

/**
 * The prices shown before an order exists, asked of the functions once per package and lot size
 * (shared by the purchase page and the confirmation page). Null while they are being read; a
 * failed read leaves the package unpriced and the add-ons at their default prices.
 */
export function useCartPrices(
  cart: Pick<CartSelection, 'packageKey' | 'lotSize'>,
): CartPrices | null {
  const answer = useCommandAnswer('catalogPrices', {
    packageKey: cart.packageKey,
    lotSize: cart.lotSize as LotSize,
  });
  if (answer.status === 'loading') return null;

  const addOns = new Map((answer.data?.addOns ?? []).map((addOn) => [addOn.id, addOn]));
  return {
    packagePriceCents: answer.data?.packagePriceCents ?? null,
    priceAddOns: (addOnIds) =>
      addOnIds.flatMap((id) => {
        const kind = addOnKindOfId(id);
        const priceCents =
          addOns.get(id)?.priceCents ?? (kind ? DEFAULT_ADD_ON_PRICES[kind] : undefined);
        // An id the catalogue no longer knows cannot be priced; the order service prices orders.
        return priceCents === undefined ? [] : [{ id, priceCents }];
      }),
    addOnName: (id) => addOns.get(id)?.name ?? null,
  };
}
