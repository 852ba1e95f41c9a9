import { ADD_ON_IDS } from '../catalog/catalog';
import { addOnsTotalCents, type CartAddOn } from '../money/addOns';
import { assertWholeCents } from '../money/cents';
import { applyDiscounts, parseDiscount, type Discount } from './discount';
import { promoIncludesExpedited } from './expeditedPromo';
import type { PromoCode } from './promoCode';

/** What a promo code is priced against: the package (by product id) and the add-ons in the cart. */
export interface PricedCart {
  productId: string;
  packagePriceCents: number;
  addOns: readonly CartAddOn[];
}

export interface CodeDiscounts {
  main: Discount;
  additional: { forProductId: string; discount: Discount }[];
}

/** Parses every discount of a code; throws InvalidDiscountError when any is not a number. */
export function codeDiscounts(code: PromoCode): CodeDiscounts {
  return {
    main: parseDiscount(code.discountType, code.discount),
    additional: (code.additionalDiscounts ?? []).map((extra) => ({
      forProductId: extra.forProductId,
      discount: parseDiscount(extra.discountType, extra.discount),
    })),
  };
}

function discountsFor(productId: string, discounts: CodeDiscounts): Discount[] {
  return discounts.additional
    .filter((extra) => extra.forProductId === productId)
    .map((extra) => extra.discount);
}

/**
 * The cart price after a code. Decisions: the code's own discount applies to the package only,
 * followed by any additionalDiscounts naming the package; an add-on is discounted only by
 * additionalDiscounts naming it, except that an add-on the code includes (promoIncludesExpedited)
 * costs nothing; additionalDiscounts for products not in the cart are ignored; a code that is not
 * USABLE changes nothing (only USABLE codes apply), which also protects an order whose code expired
 * after it was applied. Throws InvalidDiscountError for a discount that is not a number.
 */
export function modifiedPriceCents(cart: PricedCart, code: PromoCode | null): number {
  assertWholeCents(cart.packagePriceCents, 'The package price');
  if (!code || code.status !== 'USABLE') {
    return cart.packagePriceCents + addOnsTotalCents(cart.addOns);
  }
  const discounts = codeDiscounts(code);
  const packageCents = applyDiscounts(cart.packagePriceCents, [
    discounts.main,
    ...discountsFor(cart.productId, discounts),
  ]);
  // An add-on the code includes (expedited: added and locked on, the customer cannot remove it)
  // costs nothing, whatever the catalogue charges for it and however much the code takes off.
  const includedAddOnId = promoIncludesExpedited(code) ? ADD_ON_IDS.expedited : null;
  const addOnsCents = cart.addOns.reduce(
    (total, addOn) =>
      total +
      (addOn.id === includedAddOnId
        ? 0
        : applyDiscounts(addOn.priceCents, discountsFor(addOn.id, discounts))),
    0,
  );
  return packageCents + addOnsCents;
}

/** The inputs modifiedPrice depends on: price, add-ons, code. */
export interface ModifiedPriceInputs {
  packagePriceCents: number;
  addOnIds: readonly string[];
  promotionalCode: string | null;
}

/**
 * ModifiedPrice is recomputed whenever price, add-ons or code change.
 * Decision: add-ons are compared as a set; their order in the cart does not change a price.
 */
export function modifiedPriceNeedsRecompute(
  previous: ModifiedPriceInputs,
  next: ModifiedPriceInputs,
): boolean {
  return (
    previous.packagePriceCents !== next.packagePriceCents ||
    previous.promotionalCode !== next.promotionalCode ||
    !sameIds(previous.addOnIds, next.addOnIds)
  );
}

export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}
