import type { PaymentState } from '@yardwise/domain/checkout/checkoutState';
import { addOnsTotalCents } from '@yardwise/domain/money/addOns';
import { orderTotalCents } from '@yardwise/domain/money/orderTotal';
import { priceDisplay, type PriceDisplay } from '@yardwise/domain/money/priceDisplay';
import { formatDollars } from '@yardwise/domain/money/formatDollars';
import { modifiedPriceCents } from '@yardwise/domain/promo/modifiedPrice';
import type { PublicPromoCode } from '@yardwise/domain/promo/publicPromoCode';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';
import type { CartPrices } from '@web/features/checkout/catalog/useCartPrices';

/** An add-on line of the order summary: its catalogue name and price. */
export interface SummaryAddOnLine {
  id: string;
  name: string;
  price: string;
}

export interface SummaryPrice {
  /** The package's catalogue price for its lot; null when the catalogue could not be read. */
  packagePrice: string | null;
  /** The chosen add-ons with their prices, in the order they were added. */
  addOns: SummaryAddOnLine[];
  total: PriceDisplay;
  /** The tax line shows only above 0. */
  tax: string | null;
}

/**
 * The order summary's price. Once the order service has priced the order, its numbers are shown
 * (total = add-ons + package + tax); before that, the catalogue's prices with the applied code,
 * from the same domain rules the server prices with. Null while prices load.
 */
export function summaryPrice(
  cart: CartSelection,
  prices: CartPrices | null,
  applied: PublicPromoCode | null,
  payment: PaymentState,
): SummaryPrice | null {
  const lines = summaryLines(cart, prices);
  if (payment.paymentIntentId && payment.orderPrice !== null) {
    const withTax = (cents: number) =>
      orderTotalCents({ packageCents: cents, addOnsCents: 0, taxCents: payment.taxAmount });
    return {
      ...lines,
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
    ...lines,
    total: priceDisplay(
      prices.packagePriceCents + addOnsTotalCents(addOns),
      modifiedPriceCents(cartPrice, applied),
    ),
    tax: null,
  };
}

/** The package and add-on lines above the total, at the catalogue's prices. */
function summaryLines(
  cart: CartSelection,
  prices: CartPrices | null,
): Pick<SummaryPrice, 'packagePrice' | 'addOns'> {
  if (!prices) return { packagePrice: null, addOns: [] };
  return {
    packagePrice:
      prices.packagePriceCents === null ? null : formatDollars(prices.packagePriceCents),
    addOns: prices.priceAddOns(cart.addOnIds).map((addOn) => ({
      id: addOn.id,
      name: prices.addOnName(addOn.id) ?? addOn.id,
      price: formatDollars(addOn.priceCents),
    })),
  };
}
