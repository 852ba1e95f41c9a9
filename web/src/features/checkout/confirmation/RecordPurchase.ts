import { useEffect } from 'react';
import { packageDisplayName } from '@yardwise/domain/catalog/packageNames';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { CHECKOUT_LOG_MESSAGES } from '@yardwise/domain/checkout/messages';
import { purchaseEvent } from '@yardwise/domain/checkout/tracking';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { useDataLayer } from '@web/data/DataLayerContext';
import { onProductionHost } from '@web/data/tracking/tracker';
import { useTracker } from '@web/data/tracking/TrackingContext';
import type { CartSelection } from '@web/features/checkout/cart/checkoutStore';
import { useCartPrices } from '@web/features/checkout/catalog/useCartPrices';
import { claimOrderRecording } from './purchaseRecording';
import { reportError } from '@web/data/errorReporting';

export interface RecordPurchaseInput {
  cart: CartSelection;
  orderId: string | null;
  /** What the order service charged, in cents; null until known. */
  totalCents: number | null;
  promotionalCode: string | null;
  uid: string;
  /** An anonymous visitor has no account to hold an agreement. */
  isAnonymous: boolean;
  email: string | null;
}

/**
 * Once the order id is known, the terms agreement is recorded
 * (not for an additional revision, whose buyer agreed with the first package) and the purchase
 * events are sent. Decision: not in proxy mode either, where staff buy for a customer who has not
 * seen the terms; the customer accepts them on first opening the project. A failure to save the
 * terms is only logged; the tracker reports its own failures.
 */
export function RecordPurchase(input: RecordPurchaseInput): null {
  const { commands } = useDataLayer();
  const tracker = useTracker();
  const prices = useCartPrices(input.cart);
  const { cart, orderId, totalCents, promotionalCode, uid, isAnonymous, email } = input;
  const ready = prices !== null && orderId !== null && totalCents !== null;

  useEffect(() => {
    if (prices === null || orderId === null || totalCents === null) return;
    if (!claimOrderRecording(orderId)) return;
    if (!isAnonymous && cart.packageKey !== 'additional-revision' && !cart.byProxy) {
      commands
        .call('acceptTerms', { typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true })
        .catch((error: unknown) => console.error('Saving the terms agreement failed', error));
    }
    try {
      const addOns = prices.priceAddOns(cart.addOnIds).map((addOn) => ({
        ...addOn,
        name: prices.addOnName(addOn.id) ?? addOn.id,
      }));
      const event = purchaseEvent({
        orderId,
        totalCents,
        packageKey: cart.packageKey,
        packageName: packageDisplayName(cart.packageKey, {
          skuLookupKey: cart.skuLookupKey,
          promoCode: promotionalCode,
        }),
        packagePriceCents: prices.packagePriceCents ?? 0,
        addOns,
        promoCode: promotionalCode,
        isProductionHost: onProductionHost(),
      });
      tracker.event(event.name, event.params);
      if (email) void tracker.identify(uid, email);
    } catch (error) {
      reportError(error, {
        where: fillCopy(CHECKOUT_LOG_MESSAGES.purchaseTrackingFailed, { orderId }),
        orderId,
        uid,
      });
    }
    // Once per order: the claim above guards against repeats, the dependencies only start it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, orderId]);
  return null;
}
