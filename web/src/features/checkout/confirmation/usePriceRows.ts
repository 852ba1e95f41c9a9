import { addOnKindOfId } from '@yardwise/domain/catalog/addOns';
import { DEFAULT_ADD_ON_PRICES } from '@yardwise/domain/catalog/catalog';
import type { PaymentState } from '@yardwise/domain/checkout/checkoutState';
import type { CartAddOn } from '@yardwise/domain/money/addOns';
import { confirmationPriceRows, type PriceRow } from '@yardwise/domain/money/confirmationRows';
import { useLiveDocument, useLiveQuery } from '../../../data/liveReads';
import type { CartSelection } from '../cart/checkoutStore';

/** The cart's add-ons priced from their products; the spec's default prices when one is missing. */
function pricedAddOns(
  addOnIds: readonly string[],
  productPrices: ReadonlyMap<string, number | undefined>,
): CartAddOn[] {
  return addOnIds.flatMap((id) => {
    const kind = addOnKindOfId(id);
    const priceCents = productPrices.get(id) ?? (kind ? DEFAULT_ADD_ON_PRICES[kind] : undefined);
    // An id the catalogue no longer knows cannot be priced; the Total still comes from the order.
    return priceCents === undefined ? [] : [{ id, priceCents }];
  });
}

/**
 * The confirmation page's price rows (checkout §2) for this cart and payment, or null while the
 * catalogue prices are loading. The package (sku) price comes from its product; if the product
 * cannot be read, the order service's original price less the add-ons stands in for it.
 */
export function usePriceRows(cart: CartSelection, payment: PaymentState): PriceRow[] | null {
  const product = useLiveDocument('products', cart.packageKey);
  const addOnProducts = useLiveQuery('products', [{ field: 'kind', value: 'addOn' }]);
  if (product.status === 'loading') return null;
  if (cart.addOnIds.length > 0 && addOnProducts.status === 'loading') return null;

  const prices = new Map(
    (addOnProducts.data ?? []).map((addOn) => [addOn.id, addOn.prices[cart.lotSize]]),
  );
  const addOns = pricedAddOns(cart.addOnIds, prices);
  const addOnsCents = addOns.reduce((total, addOn) => total + addOn.priceCents, 0);
  const skuPriceCents =
    product.data?.prices[cart.lotSize] ??
    (payment.originalOrderPrice === null ? null : payment.originalOrderPrice - addOnsCents);
  if (skuPriceCents === null) return null;

  return confirmationPriceRows({
    skuPriceCents,
    addOns,
    orderPriceCents: payment.orderPrice,
    originalOrderPriceCents: payment.originalOrderPrice,
    // The order service has priced every paid order, so its price wins over a client-side one.
    modifiedPriceCents: null,
    taxCents: payment.taxAmount,
    // Decision: gift cards are redeemed in /redeem, not in this checkout, so the row reads Discounts.
    isGiftCardRedemption: false,
  });
}
