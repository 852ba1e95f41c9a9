import { PACKAGES_PATH, PAYMENT_CONFIRMED_PATH } from '../routes/paths';

/** The query parameter both redirects keep. */
export const SKU_LOOKUP_KEY_PARAM = 'sku-lookup-key';

export interface PurchasePageState {
  hasSelectedProduct: boolean;
  hasSelectedSku: boolean;
  hasAddress: boolean;
  /** An order id is known for this checkout. */
  hasOrder: boolean;
  /** The optional sku-lookup-key query parameter. */
  skuLookupKey: string | null;
  /**
   * Where this flow confirms an order: /payment-confirmed in the store, the funnel's own
   * payment-confirmed step in v1/v2 (default /payment-confirmed).
   */
  confirmationPath?: string;
}

function withSkuLookupKey(path: string, skuLookupKey: string | null): string {
  return skuLookupKey
    ? `${path}?${SKU_LOOKUP_KEY_PARAM}=${encodeURIComponent(skuLookupKey)}`
    : path;
}

/**
 * Where the purchase page sends the browser, or null to show it: an existing order
 * goes to /payment-confirmed; a missing product, sku or address to /packages; both keep
 * sku-lookup-key. Decision: an existing order wins, so a paying customer always sees their
 * confirmation, even once the cart was cleared.
 */
export function purchasePageRedirect(state: PurchasePageState): string | null {
  if (state.hasOrder) {
    return withSkuLookupKey(state.confirmationPath ?? PAYMENT_CONFIRMED_PATH, state.skuLookupKey);
  }
  if (!state.hasSelectedProduct || !state.hasSelectedSku || !state.hasAddress) {
    return withSkuLookupKey(PACKAGES_PATH, state.skuLookupKey);
  }
  return null;
}
