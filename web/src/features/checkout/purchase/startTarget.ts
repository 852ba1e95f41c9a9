import { CHECKOUT_QUERY } from '@yardwise/domain/checkout/startQuery';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';

/** The checkout start page for this cart, with the query it was started with. */
export function startTarget(startPath: string, cart: CartSelection): string {
  const query = new URLSearchParams({
    [CHECKOUT_QUERY.package]: cart.packageKey,
    [CHECKOUT_QUERY.lotSize]: cart.lotSize,
  });
  if (cart.packageStyle) query.set(CHECKOUT_QUERY.packageStyle, cart.packageStyle);
  if (cart.skuLookupKey) query.set(CHECKOUT_QUERY.skuLookupKey, cart.skuLookupKey);
  if (cart.byProxy) query.set(CHECKOUT_QUERY.byProxy, 'true');
  return `${startPath}?${query.toString()}`;
}
