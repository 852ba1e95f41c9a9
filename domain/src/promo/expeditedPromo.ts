import { ADD_ON_IDS } from '../catalog/catalog';
import { addAddOn, hasAddOn, type CartAddOn } from '../money/addOns';
import type { PromoCode } from './promoCode';

/**
 * The expedited add-on is auto-added and locked when the promo includes it.
 * Decision: a code includes it when one of its additionalDiscounts names the expedited add-on id,
 * and only while the code is USABLE.
 */
export function promoIncludesExpedited(code: PromoCode | null): boolean {
  return (
    !!code &&
    code.status === 'USABLE' &&
    (code.additionalDiscounts ?? []).some((extra) => extra.forProductId === ADD_ON_IDS.expedited)
  );
}

export interface PromoAddOns {
  addOns: readonly CartAddOn[];
  /** Add-ons whose checkbox is locked on: the customer cannot remove them while the code applies. */
  lockedAddOnIds: readonly string[];
  /** Add-ons the code put in the cart, so removing the code can take them out again. */
  addedByPromoIds: readonly string[];
}

/** Adds and locks expedited for a code that includes it; otherwise leaves the cart as it is. */
export function applyPromoAddOns(
  addOns: readonly CartAddOn[],
  code: PromoCode | null,
  expeditedAddOn: CartAddOn,
): PromoAddOns {
  if (!promoIncludesExpedited(code)) return { addOns, lockedAddOnIds: [], addedByPromoIds: [] };
  const alreadyChosen = hasAddOn(addOns, expeditedAddOn.id);
  return {
    addOns: addAddOn(addOns, expeditedAddOn),
    lockedAddOnIds: [expeditedAddOn.id],
    addedByPromoIds: alreadyChosen ? [] : [expeditedAddOn.id],
  };
}

/**
 * Decision: when the code is removed or replaced, an add-on the code added leaves the cart again
 * (nobody pays for expedited they never chose); one the customer had chosen stays.
 */
export function releasePromoAddOns(
  addOns: readonly CartAddOn[],
  addedByPromoIds: readonly string[],
): readonly CartAddOn[] {
  if (addedByPromoIds.length === 0) return addOns;
  return addOns.filter((addOn) => !addedByPromoIds.includes(addOn.id));
}
