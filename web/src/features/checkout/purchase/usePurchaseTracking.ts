import { useCallback } from 'react';
import { PACKAGES_STEP_LABELS } from '@yardwise/domain/account/accountStep';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import { addPaymentInfoEvent, TRACKING_EVENTS } from '@yardwise/domain/checkout/tracking';
import { onProductionHost } from '@web/data/tracking/tracker';
import { usePageView, useTracker } from '@web/data/tracking/TrackingContext';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';
import type { CartPrices } from '@web/features/checkout/catalog/useCartPrices';
import { useCheckoutFlow } from '@web/features/checkout/checkoutFlow';
import { reportError } from '@web/data/errorReporting';

export interface PurchaseTrackingInput {
  cart: CartSelection;
  prices: CartPrices | null;
  promotionalCode: string | null;
  /** What the order service will charge, once the order exists. */
  orderPriceCents: number | null;
}

/**
 * The purchase page's tracking events (billing_details_form_submit,
 * toggle_billing_same_as_property_address, add_payment_info) and, in a packages flow, the billing
 * step's page label. The tracker does nothing unless configured.
 */
export function usePurchaseTracking({
  cart,
  prices,
  promotionalCode,
  orderPriceCents,
}: PurchaseTrackingInput) {
  const tracker = useTracker();
  const { funnelVersion } = useCheckoutFlow();
  usePageView(funnelVersion === null ? PACKAGES_STEP_LABELS.billingDetails : null);

  const billingSubmitted = useCallback(
    () => tracker.event(TRACKING_EVENTS.billingDetailsFormSubmit),
    [tracker],
  );
  const billingSameChanged = useCallback(
    (same: boolean) =>
      tracker.event(TRACKING_EVENTS.toggleBillingSameAsPropertyAddress, { checked: same }),
    [tracker],
  );
  const paymentInfoAdded = useCallback(() => {
    if (!prices || prices.packagePriceCents === null || orderPriceCents === null) return;
    try {
      const event = addPaymentInfoEvent({
        totalCents: orderPriceCents,
        packageKey: cart.packageKey,
        packageName: packageDisplayName(cart.packageKey, {
          skuLookupKey: cart.skuLookupKey,
          promoCode: promotionalCode,
        }),
        packagePriceCents: prices.packagePriceCents,
        addOns: prices.priceAddOns(cart.addOnIds).map((addOn) => ({
          ...addOn,
          name: prices.addOnName(addOn.id) ?? addOn.id,
        })),
        promoCode: promotionalCode,
        isProductionHost: onProductionHost(),
      });
      tracker.event(event.name, event.params);
    } catch (error) {
      // Tracking must never stand between a buyer and their payment.
      reportError(error, { where: 'Sending add_payment_info failed' });
    }
  }, [tracker, prices, orderPriceCents, cart, promotionalCode]);

  return { billingSubmitted, billingSameChanged, paymentInfoAdded };
}
