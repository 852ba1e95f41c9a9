import type { OrderStatus } from '@yardwise/domain/firestore/commerceDocuments';
import {
  isPaymentIntentEventType,
  PAYMENT_INTENT_EVENT_TYPES,
  type PaymentIntentEventType,
} from '@yardwise/domain/checkout/paymentEvent';
import { REVERSED_STATUSES } from '@yardwise/domain/checkout/paymentReversal';

// Stripe delivers events out of order and more than once. An order's status follows the newest
// event of its PaymentIntent, and paid (or held) is final: nothing that arrives later undoes a payment.

export const ORDER_STATUS_OF_EVENT: Record<PaymentIntentEventType, OrderStatus> = {
  [PAYMENT_INTENT_EVENT_TYPES.succeeded]: 'paid',
  [PAYMENT_INTENT_EVENT_TYPES.processing]: 'processing',
  [PAYMENT_INTENT_EVENT_TYPES.failed]: 'payment_failed',
  [PAYMENT_INTENT_EVENT_TYPES.canceled]: 'canceled',
};

export function statusOfEventType(type: string): OrderStatus | null {
  return isPaymentIntentEventType(type) ? ORDER_STATUS_OF_EVENT[type] : null;
}

/** A payment succeeded (delivered, or held for staff), or its money went back (refund, dispute). */
const FINAL_STATUSES: readonly OrderStatus[] = ['paid', 'payment_held', ...REVERSED_STATUSES];

/** How far a payment got; breaks ties between events Stripe stamped in the same second. */
const STATUS_RANK: Record<OrderStatus, number> = {
  awaiting_payment: 0,
  processing: 1,
  payment_failed: 2,
  canceled: 2,
  paid: 3,
  payment_held: 3,
  refunded: 4,
  disputed: 4,
};

/** An event of the same PaymentIntent that was already claimed. */
export interface RecordedStatusEvent {
  type: string;
  created: number;
}

export interface StatusChangeInput {
  current: OrderStatus;
  target: OrderStatus;
  /** The arriving event's `created` (seconds). */
  created: number;
  recorded: readonly RecordedStatusEvent[];
}

/**
 * Whether an arriving processing/failed/canceled event moves the order: never away from paid;
 * never when an already recorded event of the intent is newer (or as new and further along), since
 * Stripe's `created` orders events and delivery order does not. A failed payment that the customer
 * retries moves on to processing because the retry's event is newer.
 */
export function shouldApplyStatus(input: StatusChangeInput): boolean {
  if (FINAL_STATUSES.includes(input.current) || input.current === input.target) return false;
  return input.recorded.every((event) => {
    const status = statusOfEventType(event.type);
    if (status === null) return true;
    if (event.created !== input.created) return event.created < input.created;
    return STATUS_RANK[status] <= STATUS_RANK[input.target];
  });
}
