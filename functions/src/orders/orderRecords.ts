import { createHash } from 'node:crypto';
import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import {
  newestOpenOrder,
  newOpenOrder,
  nextUpdatedAt,
  OPEN_ORDER_STATUSES,
  openOrderToUpdate,
  storedOrderFields,
  refuseWhileProcessing,
  repricedOrder,
  type OrderFields,
  type StoredOrder,
} from '@yardwise/domain/checkout/openOrder';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OrderDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { readCodeChange } from './codeReservations';

// The orders collection in Firestore as the order commands use it (the rules are the domain's,
// checkout/openOrder.ts): one open order per user, found or created in a transaction, re-priced in
// a transaction.

function ordersOf(db: Firestore): CollectionReference<OrderDoc> {
  return db.collection(COLLECTIONS.orders) as CollectionReference<OrderDoc>;
}

function storedOrders(docs: QueryDocumentSnapshot<OrderDoc>[]): StoredOrder[] {
  return docs.map((doc) => ({ id: doc.id, order: doc.data() }));
}

/**
 * Order ids are derived from the user and how many orders they had before, so two creates racing
 * (a double click, a retried request) pick the same id and one of them finds the other's order.
 */
export function orderIdFor(uid: string, sequence: number): string {
  return 'ord_' + createHash('sha256').update(`${uid}:${sequence}`).digest('hex').slice(0, 24);
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
      const orders = storedOrders(docs);
      refuseWhileProcessing(orders);
      const open = newestOpenOrder(orders);
      if (open) return open;
      const writeCodeChange = await readCodeChange(
        db,
        tx,
        { uid, from: null, to: fields.promoCode },
        now,
      );
      const taken = new Set(docs.map((doc) => doc.id));
      let sequence = docs.length + 1;
      while (taken.has(orderIdFor(uid, sequence))) sequence += 1;
      const id = orderIdFor(uid, sequence);
      const order = newOpenOrder(uid, fields, now);
      tx.create(ordersOf(db).doc(id), order);
      writeCodeChange();
      return { id, order };
    });
  try {
    return await attempt();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return attempt();
  }
}

/** The caller's open order, or null when there is none. */
export async function openOrderOf(db: Firestore, uid: string): Promise<StoredOrder | null> {
  const docs = (await ordersOf(db).where('userId', '==', uid).get()).docs;
  return newestOpenOrder(storedOrders(docs));
}

/**
 * The open order an update changes. Refused while a payment is processing or once the user's
 * checkout order is paid (the webhook got there first); not-found when there is none at all.
 */
export async function findOpenOrder(db: Firestore, uid: string): Promise<StoredOrder> {
  const docs = (await ordersOf(db).where('userId', '==', uid).get()).docs;
  return openOrderToUpdate(storedOrders(docs));
}

/** The order as stored now, or null when it is gone. */
export async function readOrder(db: Firestore, orderId: string): Promise<StoredOrder | null> {
  const order = (await ordersOf(db).doc(orderId).get()).data();
  return order ? { id: orderId, order } : null;
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

/** An order as a command re-priced it, and what it was before when the command changed it. */
export interface RepricedOrder {
  stored: StoredOrder;
  /** The order as the re-pricing read it; null when nothing changed (nothing was written). */
  previous: OrderDoc | null;
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
): Promise<RepricedOrder> {
  const ref = ordersOf(db).doc(orderId);
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw new CommandError('not-found', ORDER_ERRORS.noOpenOrder);
    const repriced = repricedOrder(order, fields, now);
    // Also for an unchanged order: one priced before its code was limited gains its reservation.
    const change = { uid: order.userId, from: order.promoCode, to: fields.promoCode };
    const writeCodeChange = await readCodeChange(db, tx, change, now);
    writeCodeChange();
    if (repriced === order) return { stored: { id: orderId, order }, previous: null };
    tx.update(ref, { ...fields, updatedAt: repriced.updatedAt });
    return { stored: { id: orderId, order: repriced }, previous: order };
  });
}

/**
 * Undoes a re-pricing whose PaymentIntent update the card processor refused, so the order never
 * holds a cart its intent does not charge. Left alone once anything else changed the order (a
 * later command or the payment): that change is newer than this one.
 */
export async function undoReprice(
  db: Firestore,
  repriced: RepricedOrder,
  now: Date,
): Promise<void> {
  const { previous } = repriced;
  if (!previous) return;
  const ref = ordersOf(db).doc(repriced.stored.id);
  await db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || order.updatedAt !== repriced.stored.order.updatedAt) return;
    const change = { uid: order.userId, from: order.promoCode, to: previous.promoCode };
    const writeCodeChange = await readCodeChange(db, tx, change, now, true);
    writeCodeChange();
    tx.update(ref, {
      ...storedOrderFields(previous),
      updatedAt: nextUpdatedAt(order.updatedAt, now),
    });
  });
}

/**
 * Closes an open order whose PaymentIntent was canceled (it can never be paid), so the next
 * create starts a new one, and gives back its code reservation in the same transaction: a
 * replaced order must not keep a redemption. The webhook's payment_intent.canceled does the same.
 * With `unchangedSince`, only an order still at that revision is closed. Returns whether it closed.
 */
export async function closeCanceledOrder(
  db: Firestore,
  orderId: string,
  now: Date,
  unchangedSince?: string,
): Promise<boolean> {
  const ref = ordersOf(db).doc(orderId);
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || !OPEN_ORDER_STATUSES.includes(order.status)) return false;
    if (unchangedSince !== undefined && order.updatedAt !== unchangedSince) return false;
    const change = { uid: order.userId, from: order.promoCode, to: null };
    const writeCodeChange = await readCodeChange(db, tx, change, now);
    tx.update(ref, { status: 'canceled', updatedAt: nextUpdatedAt(order.updatedAt, now) });
    writeCodeChange();
    return true;
  });
}
