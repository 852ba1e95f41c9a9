import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '../firestore/commerceDocuments';
import type { OrderStatusDoc } from '../firestore/documents';
import { MalformedPaymentEventError, readPaymentEvent, type PaymentReversal } from './paymentEvent';
import { planReversal, reversalAlertId } from './paymentReversal';

const now = new Date('2026-03-20T09:00:00.000Z');
// Full Yard, standard lot: $2,495.00, paid.
const paid: OrderDoc = {
  userId: 'client-1',
  status: 'paid',
  paymentIntentId: 'pi_1',
  sku: 'full-yard_standard',
  packageKey: 'full-yard',
  lotSize: 'standard',
  addOnIds: [],
  promoCode: null,
  referralCode: null,
  originalPrice: 249500,
  price: 249500,
  taxAmount: 0,
  total: 249500,
  discountCodesApplied: [],
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lopez',
  address: {},
  packageStyle: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-02T15:00:00.000Z',
  paidAt: '2026-03-02T15:00:00.000Z',
};
const fulfilled: OrderStatusDoc = {
  userId: 'client-1',
  createdAt: '2026-03-02T15:00:01.000Z',
  profileDocCreated: true,
  projectDocCreated: true,
};

/** Stripe's charge.refunded: data.object is the Charge, amount_refunded cumulative. */
const refundEvent = (amountRefunded: number) => ({
  id: `evt_refund_${amountRefunded}`,
  type: 'charge.refunded',
  created: 1_773_997_200,
  data: {
    object: {
      id: 'ch_1',
      object: 'charge',
      amount: 249500,
      amount_refunded: amountRefunded,
      refunded: amountRefunded === 249500,
      payment_intent: 'pi_1',
      currency: 'usd',
      metadata: {},
    },
  },
});

/** Stripe's charge.dispute.created: data.object is the Dispute. */
const disputeEvent = {
  id: 'evt_dispute_1',
  type: 'charge.dispute.created',
  created: 1_773_997_200,
  data: {
    object: {
      id: 'dp_1',
      object: 'dispute',
      amount: 249500,
      charge: 'ch_1',
      payment_intent: 'pi_1',
      reason: 'fraudulent',
      status: 'needs_response',
      currency: 'usd',
    },
  },
};

const reversalOf = (raw: unknown): PaymentReversal => readPaymentEvent(raw).reversal!;

describe("reading Stripe's refund and dispute events", () => {
  it('reads the charge of charge.refunded and the dispute of charge.dispute.created', () => {
    expect(readPaymentEvent(refundEvent(50000))).toMatchObject({
      id: 'evt_refund_50000',
      intent: null,
      reversal: {
        kind: 'refund',
        paymentIntentId: 'pi_1',
        chargeId: 'ch_1',
        amountCharged: 249500,
        amountRefunded: 50000,
      },
    });
    expect(reversalOf(disputeEvent)).toEqual({
      kind: 'dispute',
      paymentIntentId: 'pi_1',
      chargeId: 'ch_1',
      disputeId: 'dp_1',
      amountDisputed: 249500,
      reason: 'fraudulent',
    });
  });

  it('reads an expanded payment intent or charge by its id', () => {
    const expanded = JSON.parse(JSON.stringify(disputeEvent)) as typeof disputeEvent;
    Object.assign(expanded.data.object, { payment_intent: { id: 'pi_1' }, charge: { id: 'ch_1' } });
    expect(reversalOf(expanded)).toMatchObject({ paymentIntentId: 'pi_1', chargeId: 'ch_1' });
  });

  it('refuses a refund or dispute it cannot read, before anything is written', () => {
    const noIntent = refundEvent(100);
    noIntent.data.object.payment_intent = null as unknown as string;
    expect(() => readPaymentEvent(noIntent)).toThrow(MalformedPaymentEventError);
    const badAmount = JSON.parse(JSON.stringify(disputeEvent)) as typeof disputeEvent;
    badAmount.data.object.amount = -5;
    expect(() => readPaymentEvent(badAmount)).toThrow(MalformedPaymentEventError);
  });
});

describe('what a refund or a dispute does to a paid order', () => {
  const state = {
    orderId: 'order-1',
    order: paid,
    orderStatus: fulfilled,
    onboardStateExists: true,
  };

  it('marks a fully refunded order refunded, tells the client, and alerts staff once', () => {
    const plan = planReversal(reversalOf(refundEvent(249500)), state, now);

    expect(plan.writes).toEqual([
      {
        op: 'update',
        collection: 'orders',
        id: 'order-1',
        data: { status: 'refunded', amountRefunded: 249500, updatedAt: now.toISOString() },
      },
      {
        op: 'update',
        collection: 'newPackageOrderStatuses',
        id: 'order-1',
        data: { paymentReversal: { kind: 'refunded', amount: 249500, amountCharged: 249500 } },
      },
      {
        op: 'update',
        collection: 'onboardStates',
        id: 'onboard-state-client-1',
        data: { paymentReversal: { kind: 'refunded', amount: 249500, amountCharged: 249500 } },
      },
    ]);
    expect(plan.staffAlert).toEqual({
      outboxId: 'payment-refunded-ch_1-249500',
      template: 'payment-reversed',
      data: {
        kind: 'refunded',
        orderId: 'order-1',
        paymentIntentId: 'pi_1',
        chargeId: 'ch_1',
        userId: 'client-1',
        customerEmail: 'ana@example.com',
        amount: 249500,
        amountCharged: 249500,
        reason: '',
      },
    });
  });

  it('records a partial refund of $500.00 without closing the order', () => {
    const plan = planReversal(reversalOf(refundEvent(50000)), state, now);
    expect(plan.writes[0]).toMatchObject({ data: { status: 'paid', amountRefunded: 50000 } });
    expect(plan.writes[1]).toMatchObject({
      data: { paymentReversal: { kind: 'partially_refunded', amount: 50000 } },
    });
    expect(plan.staffAlert?.outboxId).toBe('payment-refunded-ch_1-50000');
  });

  it('changes nothing for a refund it already recorded, or an older one arriving late', () => {
    const refunded = { ...state, order: { ...paid, amountRefunded: 100000 } };
    expect(planReversal(reversalOf(refundEvent(100000)), refunded, now)).toEqual({
      writes: [],
      reason: 'refund of 100000 cents already recorded',
    });
    expect(planReversal(reversalOf(refundEvent(50000)), refunded, now).writes).toEqual([]);
  });

  it('marks a disputed order disputed and alerts staff with the bank’s reason', () => {
    const plan = planReversal(reversalOf(disputeEvent), state, now);
    expect(plan.writes[0]).toMatchObject({
      data: { status: 'disputed', amountDisputed: 249500 },
    });
    expect(plan.writes[1]).toMatchObject({
      data: { paymentReversal: { kind: 'disputed', amount: 249500, amountCharged: 249500 } },
    });
    expect(plan.staffAlert).toMatchObject({
      outboxId: reversalAlertId(reversalOf(disputeEvent)),
      data: { kind: 'disputed', reason: 'fraudulent', amount: 249500 },
    });
    const disputed = { ...state, order: { ...paid, status: 'disputed' as const } };
    expect(planReversal(reversalOf(disputeEvent), disputed, now).writes).toEqual([]);
  });

  it('creates the status record the client reads when fulfilment never wrote one', () => {
    const plan = planReversal(
      reversalOf(refundEvent(249500)),
      {
        ...state,
        order: { ...paid, status: 'payment_held' },
        orderStatus: undefined,
        onboardStateExists: false,
      },
      now,
    );
    expect(plan.writes.map((write) => write.collection)).toEqual([
      'orders',
      'newPackageOrderStatuses',
    ]);
    expect(plan.writes[1]).toEqual({
      op: 'set',
      collection: 'newPackageOrderStatuses',
      id: 'order-1',
      data: {
        userId: 'client-1',
        createdAt: now.toISOString(),
        profileDocCreated: false,
        projectDocCreated: false,
        paymentReversal: { kind: 'refunded', amount: 249500, amountCharged: 249500 },
      },
    });
  });
});
