import type { OrderDoc, OrderStatus } from '../firestore/commerceDocuments';
import type { OrderStatusDoc, PaymentReversalRecord } from '../firestore/documents';
import { onboardStateIdFor } from './fulfilmentPlan';
import { nextUpdatedAt } from './openOrder';
import type { PaymentReversal } from './paymentEvent';
import { setDoc, updateDoc, type PlannedWrite } from './plannedWrites';

// charge.refunded and charge.dispute.created as data. Decisions: a full refund makes the order
// refunded, a partial one is recorded on the paid order; a dispute makes it disputed. Each tells
// the client on the pages they read (the order-status record, and the onboard state) and alerts
// staff through the outbox, once per refunded amount or dispute. Money back is final: no later
// payment event undoes it.

/** The outbox template of the staff email about a refund or dispute. */
export const PAYMENT_REVERSAL_TEMPLATE = 'payment-reversed';

/** Statuses a refund or dispute set; payment_intent.* events never move an order out of them. */
export const REVERSED_STATUSES: readonly OrderStatus[] = ['refunded', 'disputed'];

/** One staff email per refunded amount of a charge (each refund raises it) and per dispute. */
export function reversalAlertId(reversal: PaymentReversal): string {
  return reversal.kind === 'refund'
    ? `payment-refunded-${reversal.chargeId}-${reversal.amountRefunded}`
    : `payment-disputed-${reversal.disputeId}`;
}

export interface ReversalState {
  orderId: string;
  /** The order paid by the reversed PaymentIntent. */
  order: OrderDoc;
  orderStatus: OrderStatusDoc | undefined;
  /** Whether the client has an onboard state, which then carries the notice too. */
  onboardStateExists: boolean;
}

export interface ReversalAlert {
  outboxId: string;
  template: typeof PAYMENT_REVERSAL_TEMPLATE;
  data: {
    kind: PaymentReversalRecord['kind'];
    orderId: string;
    paymentIntentId: string;
    chargeId: string;
    userId: string;
    customerEmail: string;
    /** Cents refunded so far, or disputed. */
    amount: number;
    amountCharged: number;
    /** The bank's reason for a dispute; '' for a refund. */
    reason: string;
  };
}

export interface ReversalPlan {
  writes: PlannedWrite[];
  /** Why nothing changed (logged). */
  reason?: string;
  staffAlert?: ReversalAlert;
}

/** The order's change, or a reason to change nothing (already recorded, or an older refund). */
function orderChange(
  reversal: PaymentReversal,
  order: OrderDoc,
): { fields: Partial<OrderDoc>; record: PaymentReversalRecord } | string {
  if (reversal.kind === 'refund') {
    const amount = reversal.amountRefunded;
    if (amount <= (order.amountRefunded ?? 0)) return `refund of ${amount} cents already recorded`;
    const full = amount >= reversal.amountCharged;
    return {
      fields: { status: full ? 'refunded' : order.status, amountRefunded: amount },
      record: {
        kind: full ? 'refunded' : 'partially_refunded',
        amount,
        amountCharged: reversal.amountCharged,
      },
    };
  }
  if (order.status === 'disputed') return 'dispute already recorded';
  return {
    fields: { status: 'disputed', amountDisputed: reversal.amountDisputed },
    record: { kind: 'disputed', amount: reversal.amountDisputed, amountCharged: order.total },
  };
}

export function planReversal(
  reversal: PaymentReversal,
  state: ReversalState,
  now: Date,
): ReversalPlan {
  const change = orderChange(reversal, state.order);
  if (typeof change === 'string') return { writes: [], reason: change };
  const { orderId, order, orderStatus, onboardStateExists } = state;
  const statusWrite = orderStatus
    ? updateDoc('newPackageOrderStatuses', orderId, { paymentReversal: change.record })
    : setDoc('newPackageOrderStatuses', orderId, {
        userId: order.userId,
        createdAt: now.toISOString(),
        profileDocCreated: false,
        projectDocCreated: false,
        paymentReversal: change.record,
      });
  return {
    writes: [
      updateDoc('orders', orderId, {
        ...change.fields,
        updatedAt: nextUpdatedAt(order.updatedAt, now),
      }),
      statusWrite,
      ...(onboardStateExists
        ? [
            updateDoc('onboardStates', onboardStateIdFor(order.userId), {
              paymentReversal: change.record,
            }),
          ]
        : []),
    ],
    staffAlert: {
      outboxId: reversalAlertId(reversal),
      template: PAYMENT_REVERSAL_TEMPLATE,
      data: {
        kind: change.record.kind,
        orderId,
        paymentIntentId: reversal.paymentIntentId,
        chargeId: reversal.chargeId,
        userId: order.userId,
        customerEmail: order.email,
        amount: change.record.amount,
        amountCharged: change.record.amountCharged,
        reason: reversal.kind === 'dispute' ? reversal.reason : '',
      },
    },
  };
}
