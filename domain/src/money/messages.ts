// User-facing words of the money area: the price rows and NO COST.

/** A total of 0 or less shows this instead of "$0.00". */
export const NO_COST = 'NO COST';

/** The confirmation page's price rows, in display order. */
export const PRICE_ROW_LABELS = {
  subtotal: 'Subtotal',
  expedited: 'Expedited Upgrade',
  exterior: 'Exterior Upgrade',
  hoa: 'HOA add-on',
  discounts: 'Discounts',
  giftCard: 'Gift Card',
  tax: 'Tax',
  total: 'Total',
} as const;
