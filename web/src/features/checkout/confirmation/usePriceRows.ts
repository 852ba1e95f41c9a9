import type { PaymentState } from '@yardwise/domain/checkout/checkoutState';
import { addOnsTotalCents } from '@yardwise/domain/money/addOns';
import { confirmationPriceRows, type PriceRow } from '@yardwise/domain/money/confirmationRows';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';
import { useCartPrices } from '@web/features/checkout/catalog/useCartPrices';

/**
 * The confirmation page's price rows for this cart and payment, or null while the
 * catalogue prices are loading. The package (sku) price comes from its product; if the product
 * cannot be read, the order service's original price less the add-ons stands in for it.
 */
export function usePriceRows(cart: CartSelection, payment: PaymentState): PriceRow[] | null {
  const prices = useCartPrices(cart);
  if (!prices) return null;

  const addOns = prices.priceAddOns(cart.addOnIds);
  const addOnsCents = addOnsTotalCents(addOns);
  const skuPriceCents =
    prices.packagePriceCents ??
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
