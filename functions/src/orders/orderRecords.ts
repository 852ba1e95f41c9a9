import { createHash } from 'node:crypto';
import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OrderDoc, OrderStatus } from '@yardwise/domain/firestore/commerceDocuments';

// The orders collection as the order commands use it: one open order per user, found or created
// in a transaction, re-priced in a transaction. Statuses after awaiting_payment are the payment
// webhook's to set; these functions only read them (and close an order whose intent was canceled).

/** What the order commands write: everything but the owner, the status and the timestamps. */
export type OrderFields = Omit<
  OrderDoc,
  'userId' | 'status' | 'paymentIntentId' | 'createdAt' | 'updatedAt' | 'paidAt'
>;

export interface StoredOrder {
  id: string;
  order: OrderDoc;
}

/** Orders the customer can still change and pay: a failed payment can be retried on the same intent. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed'];

function ordersOf(db: Firestore): CollectionReference<OrderDoc> {
  return db.collection(COLLECTIONS.orders) as CollectionReference<OrderDoc>;
}

/**
 * Order ids are derived from the user and how many orders they had before, so two creates racing
 * (a double click, a retried request) pick the same id and one of them finds the other's order.
 */
export function orderIdFor(uid: string, sequence: number): string {
  return 'ord_' + createHash('sha256').update(`${uid}:${sequence}`).digest('hex').slice(0, 24);
}

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
    case 'canceled':
      return new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
  }
}

function newestOpen(docs: QueryDocumentSnapshot<OrderDoc>[]): StoredOrder | null {
  const open = docs
    .filter((doc) => OPEN_ORDER_STATUSES.includes(doc.data().status))
    .sort((a, b) => b.data().createdAt.localeCompare(a.data().createdAt));
  const newest = open[0];
  return newest ? { id: newest.id, order: newest.data() } : null;
}

function refuseWhileProcessing(docs: QueryDocumentSnapshot<OrderDoc>[]): void {
  // A payment in flight decides the order; a second checkout now could charge twice.
  if (docs.some((doc) => doc.data().status === 'processing')) {
    throw closedOrderError('processing');
  }
}

/** ISO time after `previous`: updatedAt is the revision an update's idempotency key names. */
export function nextUpdatedAt(previous: string, now: Date): string {
  const after = Date.parse(previous) + 1;
  return new Date(Math.max(now.getTime(), Number.isFinite(after) ? after : 0)).toISOString();
}

function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 6; // gRPC ALREADY_EXISTS
}

/**
 * The user's open order, or a new one priced with `fields` (status awaiting_payment, no intent
 * yet). The user's orders are read in the transaction, so a concurrent create is serialised
 * with this one; should both still pick the same new id, the loser finds the winner's order.
 */
export async function findOrCreateOpenOrder(
  db: Firestore,
  uid: string,
  fields: OrderFields,
  now: Date,
): Promise<StoredOrder> {
  const attempt = () =>
    db.runTransaction(async (tx): Promise<StoredOrder> => {
      const docs = (await tx.get(ordersOf(db).where('userId', '==', uid))).docs;
      refuseWhileProcessing(docs);
      const open = newestOpen(docs);
      if (open) return open;
      const taken = new Set(docs.map((doc) => doc.id));
      let sequence = docs.length + 1;
      while (taken.has(orderIdFor(uid, sequence))) sequence += 1;
      const id = orderIdFor(uid, sequence);
      const at = now.toISOString();
      const order: OrderDoc = {
        ...fields,
        userId: uid,
        status: 'awaiting_payment',
        paymentIntentId: null,
        createdAt: at,
        updatedAt: at,
      };
      tx.create(ordersOf(db).doc(id), order);
      return { id, order };
    });
  try {
    return await attempt();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return attempt();
  }
}

/**
 * The open order an update changes. Refused while a payment is processing or once the user's
 * checkout order is paid (the webhook got there first); not-found when there is none at all.
 */
export async function findOpenOrder(db: Firestore, uid: string): Promise<StoredOrder> {
  const docs = (await ordersOf(db).where('userId', '==', uid).get()).docs;
  refuseWhileProcessing(docs);
  const open = newestOpen(docs);
  if (open) return open;
  if (docs.some((doc) => doc.data().status === 'paid')) throw closedOrderError('paid');
  throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
}

/**
 * Records the order's PaymentIntent unless one is recorded already (a concurrent create got
 * there first); returns the recorded id, which is the one to use.
 */
export async function attachPaymentIntent(
  db: Firestore,
  orderId: string,
  paymentIntentId: string,
  now: Date,
): Promise<StoredOrder> {
  const ref: DocumentReference<OrderDoc> = ordersOf(db).doc(orderId);
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
    if (order.paymentIntentId) return { id: orderId, order };
    const updated = { ...order, paymentIntentId, updatedAt: nextUpdatedAt(order.updatedAt, now) };
    tx.update(ref, { paymentIntentId, updatedAt: updated.updatedAt });
    return { id: orderId, order: updated };
  });
}

/** Field order does not matter to Firestore maps: compare values with sorted keys. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function sameFields(order: OrderDoc, fields: OrderFields): boolean {
  return (Object.keys(fields) as (keyof OrderFields)[]).every(
    (key) => canonical(order[key]) === canonical(fields[key]),
  );
}

/**
 * Writes a new pricing (and contact details) to an open order; unchanged fields write nothing,
 * so updatedAt moves only when the order changed. Refused once the order is closed.
 */
export async function repriceOrder(
  db: Firestore,
  orderId: string,
  fields: OrderFields,
  now: Date,
): Promise<StoredOrder> {
  const ref = ordersOf(db).doc(orderId);
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
    const closed = closedOrderError(order.status);
    if (closed) throw closed;
    if (sameFields(order, fields)) return { id: orderId, order };
    const updatedAt = nextUpdatedAt(order.updatedAt, now);
    tx.update(ref, { ...fields, updatedAt });
    return { id: orderId, order: { ...order, ...fields, updatedAt } };
  });
}

/**
 * Closes an open order whose PaymentIntent was canceled (it can never be paid), so the next
 * create starts a new one. The webhook's payment_intent.canceled sets the same status.
 */
export async function closeCanceledOrder(db: Firestore, orderId: string, now: Date): Promise<void> {
  const ref = ordersOf(db).doc(orderId);
  await db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || !OPEN_ORDER_STATUSES.includes(order.status)) return;
    tx.update(ref, { status: 'canceled', updatedAt: nextUpdatedAt(order.updatedAt, now) });
  });
}
