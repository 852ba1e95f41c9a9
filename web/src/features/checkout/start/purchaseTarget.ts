import { SKU_LOOKUP_KEY_PARAM } from '@yardwise/domain/checkout/purchaseGuard';
import { CHECKOUT_QUERY } from '@yardwise/domain/checkout/startQuery';

/**
 * A valid address goes to the purchase page, with byProxy=true in proxy mode; the
 * optional sku-lookup-key travels along, as on every purchase redirect.
 */
export function purchaseTarget(
  purchasePath: string,
  options: { byProxy: boolean; skuLookupKey: string | null },
): string {
  const query = new URLSearchParams();
  if (options.byProxy) query.set(CHECKOUT_QUERY.byProxy, 'true');
  if (options.skuLookupKey) query.set(SKU_LOOKUP_KEY_PARAM, options.skuLookupKey);
  const search = query.toString();
  return search ? `${purchasePath}?${search}` : purchasePath;
}
