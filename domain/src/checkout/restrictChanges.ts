import { CHECKOUT_LABELS } from './messages';

/** The buttons after which the order can no longer be changed freely. */
export const CHECKOUT_ADVANCE_ACTIONS = [
  CHECKOUT_LABELS.next,
  CHECKOUT_LABELS.confirmOrder,
] as const;
export type CheckoutAdvanceAction = (typeof CHECKOUT_ADVANCE_ACTIONS)[number];

/**
 * After NEXT or CONFIRM ORDER restrictChanges is set. Decision: it stays set; only a
 * checkout reset (which restores the initial state) lifts it.
 */
export function restrictChangesAfter(restrictChanges: boolean, action: string): boolean {
  return restrictChanges || (CHECKOUT_ADVANCE_ACTIONS as readonly string[]).includes(action);
}

export interface AddOnUpsell {
  id: string;
  checked: boolean;
}

export interface AddOnCheckbox extends AddOnUpsell {
  visible: boolean;
  disabled: boolean;
}

/**
 * The add-on checkboxes of the order summary. With restrictChanges, unchecked add-on
 * upsells are hidden and the checkboxes disabled. Locked add-ons (expedited included in a promo)
 * are disabled at any time.
 */
export function addOnCheckboxes(input: {
  restrictChanges: boolean;
  upsells: readonly AddOnUpsell[];
  lockedAddOnIds: readonly string[];
}): AddOnCheckbox[] {
  return input.upsells.map((upsell) => ({
    ...upsell,
    visible: !input.restrictChanges || upsell.checked,
    disabled: input.restrictChanges || input.lockedAddOnIds.includes(upsell.id),
  }));
}
