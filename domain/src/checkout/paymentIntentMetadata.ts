import type { OrderDoc } from '../firestore/commerceDocuments';

// What an order's PaymentIntent carries and the limits of its amount: the same for Stripe, the
// functions' local stand-in and the preview's.

/** Stripe's smallest charge in USD; a cheaper PaymentIntent is refused by Stripe and the stand-ins alike. */
export const MIN_CHARGE_CENTS = 50;
/** Stripe's largest charge in USD (eight digits of cents). */
export const MAX_CHARGE_CENTS = 99_999_999;

/**
 * Metadata without empty values. Stripe treats '' as "remove this key", so an intent never holds
 * one; comparing and storing the compact form keeps our view the same as Stripe's.
 */
export function compactMetadata(metadata: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ''));
}

/** Whether two metadata records say the same, ignoring key order and empty values. */
export function sameMetadata(a: Record<string, string>, b: Record<string, string>): boolean {
  const left = compactMetadata(a);
  const right = compactMetadata(b);
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

/**
 * What the PaymentIntent carries, so fulfilment can work from the intent alone: who, which
 * order, and what was bought. Values are strings ('' for none, which Stripe does not keep).
 * Contact details stay in the order document, not at Stripe.
 */
export function paymentIntentMetadata(orderId: string, order: OrderDoc): Record<string, string> {
  return {
    userId: order.userId,
    orderId,
    sku: order.sku,
    packageKey: order.packageKey,
    lotSize: order.lotSize,
    addOns: order.addOnIds.join(','),
    promoCode: order.promoCode ?? '',
    referralCode: order.referralCode ?? '',
    packageStyle: order.packageStyle ?? '',
  };
}
