import type { PaymentState } from '@yardwise/domain/checkout/checkoutState';
import { addOnsTotalCents } from '@yardwise/domain/money/addOns';
import { orderTotalCents } from '@yardwise/domain/money/orderTotal';
import { priceDisplay, type PriceDisplay } from '@yardwise/domain/money/priceDisplay';
import { formatDollars } from '@yardwise/domain/money/formatDollars';
import { modifiedPriceCents } from '@yardwise/domain/promo/modifiedPrice';
import type { PublicPromoCode } from '@yardwise/domain/promo/publicPromoCode';
import type { CartSelection } from '../cart/checkoutStore';
import type { CartPrices } from '../catalog/useCartPrices';

export interface SummaryPrice {
  total: PriceDisplay;
  /** checkout §9: the tax line shows only above 0. */
  tax: string | null;
}

/**
 * The order summary's price. Once the order service has priced the order, its numbers are shown
 * (checkout §9 Total = add-ons + package + tax); before that, the catalogue's prices with the
 * applied code, from the same domain rules the server prices with. Null while prices load.
 */
export function summaryPrice(
  cart: CartSelection,
  prices: CartPrices | null,
  applied: PublicPromoCode | null,
  payment: PaymentState,
): SummaryPrice | null {
  if (payment.paymentIntentId && payment.orderPrice !== null) {
    const withTax = (cents: number) =>
      orderTotalCents({ packageCents: cents, addOnsCents: 0, taxCents: payment.taxAmount });
    return {
      total: priceDisplay(
        withTax(payment.originalOrderPrice ?? payment.orderPrice),
        withTax(payment.orderPrice),
      ),
      tax: payment.taxAmount > 0 ? formatDollars(payment.taxAmount) : null,
    };
  }
  if (!prices || prices.packagePriceCents === null) return null;
  const addOns = prices.priceAddOns(cart.addOnIds);
  const cartPrice = {
    productId: cart.packageKey,
    packagePriceCents: prices.packagePriceCents,
    addOns,
  };
  return {
    total: priceDisplay(
      prices.packagePriceCents + addOnsTotalCents(addOns),
      modifiedPriceCents(cartPrice, applied),
    ),
    tax: null,
  };
}
