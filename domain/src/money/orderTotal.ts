import { assertWholeCents } from './cents';

export interface OrderParts {
  /** The package price after any discount, in cents. */
  packageCents: number;
  /** The add-ons total after any discount, in cents. */
  addOnsCents: number;
  taxCents: number;
}

/** Total = add-ons + package + tax. Decision: never below 0 (it then shows NO COST). */
export function orderTotalCents(parts: OrderParts): number {
  const sum =
    assertWholeCents(parts.addOnsCents, 'The add-ons total') +
    assertWholeCents(parts.packageCents, 'The package price') +
    assertWholeCents(parts.taxCents, 'The tax');
  return Math.max(0, sum);
}

export interface ConfirmationPrices {
  /** Payment state orderPrice: what the order service charged before tax; null until known. */
  orderPriceCents: number | null;
  /** Payment state originalOrderPrice: the order service's price before discounts. */
  originalOrderPriceCents: number | null;
  /** Products state modifiedPrice: package + add-ons after the promo code. */
  modifiedPriceCents: number | null;
  /** The selected sku's price: the package before discounts. */
  skuPriceCents: number;
  addOnsTotalCents: number;
  taxCents: number;
}

/**
 * The order price if set, else the modified price if set and nonzero, else sku price
 * plus add-ons total. Decision: all three are before tax; tax is added by confirmationTotalCents.
 */
export function priceBeforeTaxCents(prices: ConfirmationPrices): number {
  if (prices.orderPriceCents !== null)
    return assertWholeCents(prices.orderPriceCents, 'The order price');
  if (prices.modifiedPriceCents !== null && prices.modifiedPriceCents !== 0) {
    return assertWholeCents(prices.modifiedPriceCents, 'The modified price');
  }
  return (
    assertWholeCents(prices.skuPriceCents, 'The sku price') +
    assertWholeCents(prices.addOnsTotalCents, 'The add-ons total')
  );
}

/** The confirmation page's Total row in cents. */
export function confirmationTotalCents(prices: ConfirmationPrices): number {
  return orderTotalCents({
    packageCents: priceBeforeTaxCents(prices),
    addOnsCents: 0,
    taxCents: prices.taxCents,
  });
}
