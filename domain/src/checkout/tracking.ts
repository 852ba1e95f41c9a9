import { trackingEmail } from '../funnel/email';
import { assertWholeCents } from '../money/cents';

// Purchase and checkout tracking events as plain data; the web adapter
// sends them. Page-view labels live with their page (confirmationPage.ts).

/** The tracking events the checkout sends. */
export const TRACKING_EVENTS = {
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
  billingDetailsFormSubmit: 'billing_details_form_submit',
  toggleBillingSameAsPropertyAddress: 'toggle_billing_same_as_property_address',
  pageView: 'page_view',
} as const;

/** The category id and currency of every tracked item. */
export const TRACKING_ITEM_CATEGORY_ID = '536';
export const TRACKING_CURRENCY = 'USD';
/** Off the production host, purchases carry this label and price 0: easy to filter from reports. */
export const TEST_ITEM_NAME_PREFIX = 'TEST - ';

// Type aliases, not interfaces, so the params fit a tracker's Record<string, unknown>.
export type TrackingItem = {
  item_id: string;
  item_name: string;
  item_category: typeof TRACKING_ITEM_CATEGORY_ID;
  /** Dollars. */
  price: number;
};

export type CheckoutTrackingParams = {
  /** Dollars. */
  value: number;
  currency: typeof TRACKING_CURRENCY;
  coupon?: string;
  items: TrackingItem[];
};

export type PurchaseTrackingParams = CheckoutTrackingParams & { transaction_id: string };

export interface TrackingEvent<Name extends string, Params> {
  name: Name;
  params: Params;
}

export interface TrackedAddOn {
  id: string;
  name: string;
  priceCents: number;
}

export interface CheckoutTrackingInput {
  /** The amount charged, in cents. */
  totalCents: number;
  packageName: string;
  packageKey: string;
  packagePriceCents: number;
  addOns: readonly TrackedAddOn[];
  promoCode?: string | null;
  isProductionHost: boolean;
}

export interface PurchaseTrackingInput extends CheckoutTrackingInput {
  orderId: string;
}

/** Lower-cased and trimmed for tracking hashes (the funnel's tracking form). */
export function normalizedEmailForHash(email: string): string {
  return trackingEmail(email);
}

/** False when no production host is configured, so nothing counts as real. */
export function isProductionHost(
  hostname: string,
  productionHost: string | null | undefined,
): boolean {
  const expected = productionHost?.trim().toLowerCase();
  return !!expected && hostname.trim().toLowerCase() === expected;
}

function trackedDollars(cents: number, what: string, real: boolean): number {
  assertWholeCents(cents, what);
  return real ? cents / 100 : 0;
}

function item(id: string, name: string, priceCents: number, real: boolean): TrackingItem {
  return {
    item_id: id,
    item_name: real ? name : `${TEST_ITEM_NAME_PREFIX}${name}`,
    item_category: TRACKING_ITEM_CATEGORY_ID,
    price: trackedDollars(priceCents, `The price of ${id}`, real),
  };
}

/**
 * Items name the package, the premium upgrade and the expedited upgrade. Decision: every
 * add-on bought is an item, so the items account for everything in the order.
 */
function checkoutParams(input: CheckoutTrackingInput): CheckoutTrackingParams {
  const real = input.isProductionHost;
  const coupon = input.promoCode?.trim();
  return {
    value: trackedDollars(input.totalCents, 'The tracked total', real),
    currency: TRACKING_CURRENCY,
    ...(coupon ? { coupon } : {}),
    items: [
      item(input.packageKey, input.packageName, input.packagePriceCents, real),
      ...input.addOns.map((addOn) => item(addOn.id, addOn.name, addOn.priceCents, real)),
    ],
  };
}

export function addPaymentInfoEvent(
  input: CheckoutTrackingInput,
): TrackingEvent<typeof TRACKING_EVENTS.addPaymentInfo, CheckoutTrackingParams> {
  return { name: TRACKING_EVENTS.addPaymentInfo, params: checkoutParams(input) };
}

export function purchaseEvent(
  input: PurchaseTrackingInput,
): TrackingEvent<typeof TRACKING_EVENTS.purchase, PurchaseTrackingParams> {
  return {
    name: TRACKING_EVENTS.purchase,
    params: { transaction_id: input.orderId, ...checkoutParams(input) },
  };
}
