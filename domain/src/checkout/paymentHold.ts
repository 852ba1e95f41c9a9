import type { OrderDoc } from '../firestore/commerceDocuments';

// A payment that does not cover its order: the order is held, nothing is set up, and staff get an
// email through the outbox to settle it with the customer.

/** The outbox template of the staff email about a held payment. */
export const PAYMENT_HELD_TEMPLATE = 'payment-held';

/** One staff email per PaymentIntent, however many events report it. */
export function heldPaymentAlertId(paymentIntentId: string): string {
  return `payment-held-${paymentIntentId}`;
}

/** The staff email about a held payment, as fulfilment plans it; the functions address it. */
export interface HeldPaymentAlert {
  outboxId: string;
  template: typeof PAYMENT_HELD_TEMPLATE;
  data: {
    orderId: string;
    paymentIntentId: string;
    userId: string;
    /** The customer's address, so staff can write to them. */
    customerEmail: string;
    /** Cents. */
    amountReceived: number;
    orderTotal: number;
  };
}

export function heldPaymentAlert(
  ids: { orderId: string; paymentIntentId: string; userId: string },
  order: OrderDoc,
  amounts: { amountReceived: number; orderTotal: number },
): HeldPaymentAlert {
  return {
    outboxId: heldPaymentAlertId(ids.paymentIntentId),
    template: PAYMENT_HELD_TEMPLATE,
    data: { ...ids, customerEmail: order.email, ...amounts },
  };
}
