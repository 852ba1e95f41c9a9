import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OrderDoc } from '@yardwise/domain/firestore/commerceDocuments';
import type { OrderStatusDoc } from '@yardwise/domain/firestore/documents';
import type { PaymentReversal } from '@yardwise/domain/checkout/paymentEvent';
import { planReversal } from '@yardwise/domain/checkout/paymentReversal';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { EventEffects } from './eventEffects';
import { queueStaffAlert } from './queueStaffAlert';

// charge.refunded and charge.dispute.created inside the claiming transaction: reads the order the
// PaymentIntent pays and its order-status record, and plans what domain/checkout/paymentReversal
// says, with the staff alert queued in the outbox in the same transaction.

export async function reversalEffects(
  db: Firestore,
  tx: Transaction,
  reversal: PaymentReversal,
  now: Date,
): Promise<EventEffects> {
  const found = await tx.get(
    db
      .collection(COLLECTIONS.orders)
      .where('paymentIntentId', '==', reversal.paymentIntentId)
      .limit(1),
  );
  const orderDoc = found.docs[0];
  if (!orderDoc) {
    return {
      outcome: 'ignored',
      reason: 'no order pays with this intent',
      writes: [],
      warnings: [],
    };
  }
  const orderId = orderDoc.id;
  const order = orderDoc.data() as OrderDoc;
  const [statusRecord, onboardState] = await Promise.all([
    tx.get(db.collection(COLLECTIONS.newPackageOrderStatuses).doc(orderId)),
    tx.get(db.collection(COLLECTIONS.onboardStates).doc(onboardStateIdFor(order.userId))),
  ]);
  const plan = planReversal(
    reversal,
    {
      orderId,
      order,
      orderStatus: statusRecord.exists ? (statusRecord.data() as OrderStatusDoc) : undefined,
      onboardStateExists: onboardState.exists,
    },
    now,
  );
  const { staffAlert } = plan;
  if (!staffAlert) {
    return { outcome: 'ignored', reason: plan.reason, orderId, writes: [], warnings: [] };
  }
  const queued = await queueStaffAlert(db, tx, staffAlert, now);
  return {
    outcome: 'processed',
    orderId,
    writes: [...plan.writes, ...queued.writes],
    warnings: [],
    staffAlert: queued.staffAlert,
  };
}
