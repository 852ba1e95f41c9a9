import type {
  DocumentSnapshot,
  Firestore,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import type { OrderDoc, PaymentEventDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { COLLECTIONS, type WithId } from '@yardwise/domain/firestore/collections';
import type {
  DesignProfileDoc,
  OrderStatusDoc,
  ProfileDoc,
  ProjectDoc,
  PromoCodeDoc,
  TermsAgreementDoc,
} from '@yardwise/domain/firestore/documents';
import { isDocumentId } from '@yardwise/domain/forms/documentId';
import { nextUpdatedAt } from '@yardwise/domain/checkout/openOrder';
import {
  onboardStateIdFor,
  planFulfilment,
  projectIdFor,
  redeemedPromoCodeId,
} from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  PAYMENT_INTENT_EVENT_TYPES,
  type PaymentEvent,
  type PaymentIntentEventType,
  type PaymentIntentObject,
} from '@yardwise/domain/checkout/paymentEvent';
import { updateDoc, type PlannedWrite } from '@yardwise/domain/checkout/plannedWrites';
import { ORDER_STATUS_OF_EVENT, shouldApplyStatus } from './statusPrecedence';
import { releaseOnClose } from '@yardwise/domain/promo/redemptionReservations';
import { REVERSED_STATUSES } from '@yardwise/domain/checkout/paymentReversal';
import { queueStaffAlert, type QueuedStaffAlert } from './queueStaffAlert';
import { reversalEffects } from './reversalEffects';

// The reads and planned writes of one event inside the claiming transaction. Reads happen here;
// processPaymentEvent writes the claim first and then these writes.

export interface EventEffects {
  outcome: 'processed' | 'ignored';
  /** Why an event changed nothing (logged). */
  reason?: string;
  orderId?: string;
  writes: PlannedWrite[];
  warnings: string[];
  /** The staff email (held payment, refund, dispute), queued in the outbox by `writes`; sent after commit. */
  staffAlert?: QueuedStaffAlert;
}

const ignored = (reason: string, orderId?: string): EventEffects => ({
  outcome: 'ignored',
  reason,
  orderId,
  writes: [],
  warnings: [],
});

function docData<T>(snapshot: DocumentSnapshot): T | undefined {
  return snapshot.exists ? (snapshot.data() as T) : undefined;
}

function withIds<T>(snapshot: QuerySnapshot): WithId<T>[] {
  return snapshot.docs.map((doc) => ({ ...(doc.data() as T), id: doc.id }));
}

async function fulfilmentEffects(
  db: Firestore,
  tx: Transaction,
  intent: PaymentIntentObject,
  orderId: string,
  order: OrderDoc | undefined,
  now: Date,
): Promise<EventEffects> {
  // Money that went back is final: a late or repeated success must not set the order up again.
  if (order && REVERSED_STATUSES.includes(order.status)) {
    return ignored(`order was ${order.status}: nothing is set up`, orderId);
  }
  const userId = order?.userId ?? intent.metadata.userId;
  if (!isDocumentId(userId)) {
    return ignored('no buyer: neither the order nor the intent names a user', orderId);
  }
  const collection = (name: keyof typeof COLLECTIONS) => db.collection(COLLECTIONS[name]);
  // Read in the transaction, so two payments with one code count one after the other.
  const codeId = redeemedPromoCodeId(intent, order);
  const codeRefs = codeId ? [collection('codes').doc(codeId)] : [];
  // The derived ids are read as documents too: a transaction locks a document it read, so two
  // deliveries for the same buyer cannot both see "no project yet".
  const [
    [profile, ownProject, ownOnboardState, orderEvent, orderStatus, termsAgreement, promoCode],
    projects,
    onboardStates,
    designProfiles,
  ] = await Promise.all([
    tx.getAll(
      collection('profiles').doc(userId),
      collection('projects').doc(projectIdFor(userId)),
      collection('onboardStates').doc(onboardStateIdFor(userId)),
      collection('yzOrderEvents').doc(intent.id),
      collection('newPackageOrderStatuses').doc(orderId),
      collection('termsAgreements').doc(userId),
      ...codeRefs,
    ),
    tx.get(collection('projects').where('profileId', '==', userId)),
    tx.get(collection('onboardStates').where('userId', '==', userId).limit(1)),
    tx.get(collection('designProfiles').where('userId', '==', userId)),
  ]);
  const allProjects = withIds<ProjectDoc>(projects);
  if (ownProject?.exists && !allProjects.some((project) => project.id === ownProject.id)) {
    allProjects.push({ ...(ownProject.data() as ProjectDoc), id: ownProject.id });
  }
  const plan = planFulfilment(
    intent,
    {
      orderId,
      userId,
      order,
      profile: profile && docData<ProfileDoc>(profile),
      projects: allProjects,
      onboardStateExists: Boolean(ownOnboardState?.exists) || !onboardStates.empty,
      designProfiles: withIds<DesignProfileDoc>(designProfiles),
      orderEventExists: Boolean(orderEvent?.exists),
      orderStatus: orderStatus && docData<OrderStatusDoc>(orderStatus),
      promoCode: promoCode && docData<PromoCodeDoc>(promoCode),
      termsAgreement: termsAgreement && docData<TermsAgreementDoc>(termsAgreement),
    },
    now,
  );
  const { staffAlert, ...planned } = plan;
  if (!staffAlert) return { outcome: 'processed', orderId, ...planned };
  const queued = await queueStaffAlert(db, tx, staffAlert, now);
  return {
    outcome: 'processed',
    orderId,
    ...planned,
    writes: [...planned.writes, ...queued.writes],
    staffAlert: queued.staffAlert,
  };
}

async function statusEffects(
  db: Firestore,
  tx: Transaction,
  event: PaymentEvent & { type: PaymentIntentEventType },
  intent: PaymentIntentObject,
  orderId: string,
  order: OrderDoc | undefined,
  now: Date,
): Promise<EventEffects> {
  if (!order) return ignored('order not found', orderId);
  if (order.paymentIntentId !== null && order.paymentIntentId !== intent.id) {
    return ignored(`the order now pays with ${order.paymentIntentId}`, orderId);
  }
  const recorded = await tx.get(
    db.collection(COLLECTIONS.paymentEvents).where('paymentIntentId', '==', intent.id),
  );
  const target = ORDER_STATUS_OF_EVENT[event.type];
  const apply = shouldApplyStatus({
    current: order.status,
    target,
    created: event.created,
    recorded: recorded.docs.map((doc) => doc.data() as PaymentEventDoc),
  });
  if (!apply) return ignored(`order stays ${order.status}`, orderId);
  // A canceled intent closes the order for good, so its code reservation is given back with it.
  const release =
    target === 'canceled' && isDocumentId(order.promoCode)
      ? releaseOnClose(
          order.promoCode,
          docData<PromoCodeDoc>(
            await tx.get(db.collection(COLLECTIONS.codes).doc(order.promoCode)),
          ),
          order.userId,
        )
      : null;
  return {
    outcome: 'processed',
    orderId,
    // updatedAt only moves forward: the order commands name it as the revision in idempotency keys.
    writes: [
      updateDoc('orders', orderId, {
        status: target,
        updatedAt: nextUpdatedAt(order.updatedAt, now),
      }),
      ...(release ? [release] : []),
    ],
    warnings: [],
  };
}

/** Reads what the event needs and plans its writes; unknown types and foreign intents change nothing. */
export async function readEventEffects(
  db: Firestore,
  tx: Transaction,
  event: PaymentEvent,
  now: Date,
): Promise<EventEffects> {
  const { intent } = event;
  if (event.reversal) return reversalEffects(db, tx, event.reversal, now);
  if (!intent) return ignored(`unhandled event type ${event.type}`);
  const orderId = intent.metadata.orderId;
  if (!isDocumentId(orderId)) return ignored('not an order payment: no orderId in the metadata');
  const order = docData<OrderDoc>(await tx.get(db.collection(COLLECTIONS.orders).doc(orderId)));
  if (event.type === PAYMENT_INTENT_EVENT_TYPES.succeeded) {
    return fulfilmentEffects(db, tx, intent, orderId, order, now);
  }
  return statusEffects(
    db,
    tx,
    event as PaymentEvent & { type: PaymentIntentEventType },
    intent,
    orderId,
    order,
    now,
  );
}
