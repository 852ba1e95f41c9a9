import type { Firestore } from 'firebase-admin/firestore';
import { OPEN_ORDER_STATUSES } from '@yardwise/domain/checkout/openOrder';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OrderDoc } from '@yardwise/domain/firestore/commerceDocuments';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { isDocumentId } from '@yardwise/domain/forms/documentId';
import { reservationExpired, reservationOrphaned } from '@yardwise/domain/promo/reservationExpiry';
import { releaseRedemption } from '@yardwise/domain/promo/redemptionReservations';
import { PaymentGatewayError, type PaymentGateway } from '../adapters/stripe/paymentGateway';
import { logException, logInfo } from '../logs';
import { closeCanceledOrder } from './orderRecords';
import { cancelIntentKey } from './paymentIntentParams';

// The reservations job (domain/promo/reservationExpiry.ts): an open order whose reservation of a
// limited code expired gets its PaymentIntent canceled, then is closed with its reservation
// released, so abandoned checkouts cannot use a code up. A day-old reservation that none of its
// holder's orders needs (left by an order closed before this job existed) is released too.

/** Decision: at most this many orders per run, so one run ends well within its timeout. */
export const RESERVATION_JOB_BATCH_SIZE = 200;

export interface ReservationExpirySummary {
  /** Released: orders closed with their intents canceled, and reservations no order needed. */
  expired: number;
  /** Left alone: the customer is paying, or came back meanwhile. */
  left: number;
  /** Failed (logged); the next run tries again. */
  failed: number;
}

/**
 * Cancels the order's intent, then closes the order. An intent Stripe will not cancel is being
 * paid (or was paid): its payment decides the order, so the order and its code are left alone.
 * An order without an intent is closed only if it did not change since it was read.
 */
async function expireOrder(
  db: Firestore,
  gateway: PaymentGateway,
  orderId: string,
  order: OrderDoc,
  now: Date,
): Promise<boolean> {
  const intentId = order.paymentIntentId;
  if (!intentId) return closeCanceledOrder(db, orderId, now, order.updatedAt);
  const intent = await gateway
    .cancelPaymentIntent(intentId, cancelIntentKey(orderId, intentId))
    .catch((error: unknown) => {
      const refused =
        error instanceof PaymentGatewayError && error.code === 'payment_intent_unexpected_state';
      if (!refused) throw error;
      return gateway.retrievePaymentIntent(intentId);
    });
  if (intent.status !== 'canceled') return false;
  return closeCanceledOrder(db, orderId, now);
}

/**
 * Releases `uid`'s reservation of the code when, read again in one transaction with all their
 * orders, none of those orders needs it (domain reservationOrphaned). Returns whether it did.
 */
async function releaseOrphan(db: Firestore, codeId: string, uid: string, now: Date) {
  const ref = db.collection(COLLECTIONS.codes).doc(codeId);
  return db.runTransaction(async (tx) => {
    const code = (await tx.get(ref)).data() as PromoCodeDoc | undefined;
    const orders = await tx.get(db.collection(COLLECTIONS.orders).where('userId', '==', uid));
    const holderOrders = orders.docs.map((doc) => doc.data() as OrderDoc);
    if (!code || !reservationOrphaned(code, uid, holderOrders, now)) return false;
    tx.update(ref, { reservedBy: releaseRedemption(code, uid) ?? {} });
    return true;
  });
}

/**
 * Reservations of limited codes left by orders that no longer need them (closed before a closed
 * order released its code), each at least a day old; at most `limit` of them.
 */
async function orphanedReservations(db: Firestore, now: Date, limit: number) {
  const limited = await db.collection(COLLECTIONS.codes).where('maxRedemptions', '>', 0).get();
  const found: { codeId: string; uid: string }[] = [];
  for (const doc of limited.docs) {
    const code = doc.data() as PromoCodeDoc;
    for (const uid of Object.keys(code.reservedBy ?? {})) {
      if (found.length >= limit) return found;
      const orders = await db.collection(COLLECTIONS.orders).where('userId', '==', uid).get();
      const holderOrders = orders.docs.map((order) => order.data() as OrderDoc);
      if (reservationOrphaned(code, uid, holderOrders, now)) found.push({ codeId: doc.id, uid });
    }
  }
  return found;
}

export async function runReservationExpiryJob(
  db: Firestore,
  gateway: PaymentGateway,
  now: Date,
): Promise<ReservationExpirySummary> {
  const open = await db
    .collection(COLLECTIONS.orders)
    .where('status', 'in', [...OPEN_ORDER_STATUSES])
    .get();
  const orders = open.docs
    .map((doc) => ({ id: doc.id, order: doc.data() as OrderDoc }))
    .filter(({ order }) => isDocumentId(order.promoCode));
  const codeIds = [...new Set(orders.map(({ order }) => order.promoCode!))];
  const codeDocs = codeIds.length
    ? await db.getAll(...codeIds.map((id) => db.collection(COLLECTIONS.codes).doc(id)))
    : [];
  const codes = new Map(codeDocs.map((doc) => [doc.id, doc.data() as PromoCodeDoc | undefined]));
  const expired = orders
    .filter(({ order }) => {
      const code = codes.get(order.promoCode!);
      return code !== undefined && reservationExpired(code, order, now);
    })
    .slice(0, RESERVATION_JOB_BATCH_SIZE);

  const summary: ReservationExpirySummary = { expired: 0, left: 0, failed: 0 };
  for (const { id, order } of expired) {
    try {
      if (await expireOrder(db, gateway, id, order, now)) summary.expired += 1;
      else summary.left += 1;
    } catch (error) {
      summary.failed += 1;
      logException('Reservations job: could not expire an order; the next run retries', error, {
        orderId: id,
      });
    }
  }
  for (const { codeId, uid } of await orphanedReservations(db, now, RESERVATION_JOB_BATCH_SIZE)) {
    try {
      if (await releaseOrphan(db, codeId, uid, now)) summary.expired += 1;
    } catch (error) {
      summary.failed += 1;
      logException('Reservations job: could not release a reservation', error, {
        promoCode: codeId,
      });
    }
  }
  if (summary.expired + summary.left + summary.failed > 0) {
    logInfo(
      `Reservations job: ${summary.expired} expired, ${summary.left} left, ${summary.failed} failed`,
    );
  }
  return summary;
}
