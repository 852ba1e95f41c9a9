import { CommandError } from '../commands/commandError';
import type { OrderDoc, OrderStatus } from '../firestore/commerceDocuments';
import { ORDER_ERRORS } from './messages';

// The orders collection as the order commands use it: one open order per user, re-priced while
// open. Statuses after awaiting_payment are the payment events' to set; the order commands only
// read them (and close an order whose intent was canceled).

/** What the order commands write: everything but the owner, the status and the timestamps. */
export type OrderFields = Omit<
  OrderDoc,
  'userId' | 'status' | 'paymentIntentId' | 'createdAt' | 'updatedAt' | 'paidAt'
>;

/** The order's fields as the order commands write them. */
export function storedOrderFields(order: OrderDoc): OrderFields {
  const {
    userId: _userId,
    status: _status,
    paymentIntentId: _paymentIntentId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    paidAt: _paidAt,
    ...fields
  } = order;
  return fields;
}

export interface StoredOrder {
  id: string;
  order: OrderDoc;
}

/** Orders the customer can still change and pay: a failed payment can be retried on the same intent. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed'];

/** The refusal for an order the customer can no longer change, or null when it is open. */
export function closedOrderError(status: OrderStatus): CommandError | null {
  switch (status) {
    case 'awaiting_payment':
    case 'payment_failed':
      return null;
    case 'processing':
      return new CommandError('failed-precondition', ORDER_ERRORS.processing);
    case 'paid':
      return new CommandError('failed-precondition', ORDER_ERRORS.alreadyPaid);
    case 'payment_held':
      return new CommandError('failed-precondition', ORDER_ERRORS.paymentHeld);
    case 'disputed':
      return new CommandError('failed-precondition', ORDER_ERRORS.alreadyPaid);
    // A refunded order is closed for good: the customer may start a new checkout.
    case 'refunded':
    case 'canceled':
      return new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
  }
}

/** The user's newest open order among `orders` (all of theirs), or null. */
export function newestOpenOrder(orders: readonly StoredOrder[]): StoredOrder | null {
  const open = orders
    .filter(({ order }) => OPEN_ORDER_STATUSES.includes(order.status))
    .sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt));
  return open[0] ?? null;
}

/**
 * A payment in flight decides the order, and a held payment is for staff to settle: a second
 * checkout now could charge twice.
 */
export function refuseWhileProcessing(orders: readonly StoredOrder[]): void {
  for (const status of ['processing', 'payment_held'] as const) {
    if (orders.some(({ order }) => order.status === status)) throw closedOrderError(status);
  }
}

/**
 * The open order an update changes, from all the user's orders. Refused while a payment is
 * processing or once the checkout order is paid; not-found when there is none at all.
 */
export function openOrderToUpdate(orders: readonly StoredOrder[]): StoredOrder {
  refuseWhileProcessing(orders);
  const open = newestOpenOrder(orders);
  if (open) return open;
  if (orders.some(({ order }) => order.status === 'paid')) throw closedOrderError('paid');
  throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
}

/** A new open order priced with `fields`, with no PaymentIntent yet. */
export function newOpenOrder(uid: string, fields: OrderFields, now: Date): OrderDoc {
  const at = now.toISOString();
  return {
    ...fields,
    userId: uid,
    status: 'awaiting_payment',
    paymentIntentId: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** ISO time after `previous`: updatedAt is the revision an update's idempotency key names. */
export function nextUpdatedAt(previous: string, now: Date): string {
  const after = Date.parse(previous) + 1;
  return new Date(Math.max(now.getTime(), Number.isFinite(after) ? after : 0)).toISOString();
}

/** Field order does not matter to Firestore maps: compare values with sorted keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function sameOrderFields(order: OrderDoc, fields: OrderFields): boolean {
  return (Object.keys(fields) as (keyof OrderFields)[]).every(
    (key) => canonical(order[key]) === canonical(fields[key]),
  );
}

/**
 * The open order with a new pricing (and contact details), or the same object when nothing changed,
 * so updatedAt moves only when the order did. Refused once the order is closed.
 */
export function repricedOrder(order: OrderDoc, fields: OrderFields, now: Date): OrderDoc {
  const closed = closedOrderError(order.status);
  if (closed) throw closed;
  if (sameOrderFields(order, fields)) return order;
  return { ...order, ...fields, updatedAt: nextUpdatedAt(order.updatedAt, now) };
}
