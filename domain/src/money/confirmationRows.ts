import { ADD_ON_IDS, EXTERIOR_ADD_ON_IDS, HOA_ADD_ON_IDS } from '../catalog/catalog';
import { addOnsTotalCents, type CartAddOn } from './addOns';
import { formatDollars, formatTotal } from './formatDollars';
import { PRICE_ROW_LABELS } from './messages';
import { confirmationTotalCents, type ConfirmationPrices } from './orderTotal';

export type PriceRowKey = keyof typeof PRICE_ROW_LABELS;

export interface PriceRow {
  key: PriceRowKey;
  label: string;
  cents: number;
  /** Dollars with two decimals; reductions carry a minus, the Total shows NO COST at 0 or less. */
  display: string;
}

export interface ConfirmationPriceInput extends Omit<ConfirmationPrices, 'addOnsTotalCents'> {
  addOns: readonly CartAddOn[];
  /**
   * Decision: the reduction row reads 'Gift Card' when the purchase redeems a gift card (the
   * /redeem flow) and 'Discounts' otherwise; the amount is worked out the same way for both.
   */
  isGiftCardRedemption: boolean;
}

function addOnRow(
  key: 'expedited' | 'exterior' | 'hoa',
  addOns: readonly CartAddOn[],
  ids: readonly string[],
): PriceRow[] {
  const matching = addOns.filter((addOn) => ids.includes(addOn.id));
  if (matching.length === 0) return [];
  const cents = addOnsTotalCents(matching);
  return [{ key, label: PRICE_ROW_LABELS[key], cents, display: formatDollars(cents) }];
}

/**
 * Discounts = original order price minus order price; Gift Card = the difference
 * between the original and a discounted (modified) price that differs from it. Decision: the
 * order-price difference is used once the order service has priced the order, else the
 * modified-price difference, so the rows always add up to the Total.
 */
function reductionCents(input: ConfirmationPriceInput, addOnsCents: number): number {
  if (input.orderPriceCents !== null) {
    return input.originalOrderPriceCents === null
      ? 0
      : input.originalOrderPriceCents - input.orderPriceCents;
  }
  if (input.modifiedPriceCents !== null && input.modifiedPriceCents !== 0) {
    return input.skuPriceCents + addOnsCents - input.modifiedPriceCents;
  }
  return 0;
}

/**
 * The confirmation page's price rows in order: Subtotal, Expedited Upgrade, Exterior Upgrade,
 * HOA add-on, Discounts or Gift Card, Tax (only above 0), Total. Decision: Subtotal is the package
 * (sku) price; an add-on row shows only when that add-on was bought; the reduction row only when
 * above 0.
 */
export function confirmationPriceRows(input: ConfirmationPriceInput): PriceRow[] {
  const addOnsCents = addOnsTotalCents(input.addOns);
  const rows: PriceRow[] = [
    {
      key: 'subtotal',
      label: PRICE_ROW_LABELS.subtotal,
      cents: input.skuPriceCents,
      display: formatDollars(input.skuPriceCents),
    },
    ...addOnRow('expedited', input.addOns, [ADD_ON_IDS.expedited]),
    ...addOnRow('exterior', input.addOns, EXTERIOR_ADD_ON_IDS),
    ...addOnRow('hoa', input.addOns, HOA_ADD_ON_IDS),
  ];
  const reduction = reductionCents(input, addOnsCents);
  if (reduction > 0) {
    const key = input.isGiftCardRedemption ? 'giftCard' : 'discounts';
    rows.push({
      key,
      label: PRICE_ROW_LABELS[key],
      cents: reduction,
      display: formatDollars(-reduction),
    });
  }
  if (input.taxCents > 0) {
    rows.push({
      key: 'tax',
      label: PRICE_ROW_LABELS.tax,
      cents: input.taxCents,
      display: formatDollars(input.taxCents),
    });
  }
  const total = confirmationTotalCents({ ...input, addOnsTotalCents: addOnsCents });
  rows.push({
    key: 'total',
    label: PRICE_ROW_LABELS.total,
    cents: total,
    display: formatTotal(total),
  });
  return rows;
}
