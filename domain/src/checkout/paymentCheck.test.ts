import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS } from '../catalog/catalog';
import type { OrderDoc } from '../firestore/commerceDocuments';
import { planFulfilment, type FulfilmentState } from './fulfilmentPlan';
import { readPaymentEvent, type PaymentIntentObject } from './paymentEvent';
import { checkPayment } from './paymentCheck';
import { compactMetadata, paymentIntentMetadata } from './paymentIntentMetadata';

const now = new Date('2026-03-01T12:00:00.000Z');
const ORDER_ID = 'order-1';
const USER = 'client-1';

/** A Full Yard order: $1,500, plus $250 for the front-yard exterior upgrade when it has it. */
function order(addOnIds: string[] = []): OrderDoc {
  const total = 150000 + (addOnIds.includes(ADD_ON_IDS.exteriorFront) ? 25000 : 0);
  return {
    userId: USER,
    status: 'awaiting_payment',
    paymentIntentId: 'pi_1',
    sku: 'full-yard_standard',
    packageKey: 'full-yard',
    lotSize: 'standard',
    addOnIds,
    promoCode: null,
    referralCode: null,
    originalPrice: total,
    price: total,
    taxAmount: 0,
    total,
    discountCodesApplied: [],
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lopez',
    address: { city: 'Austin', state: 'TX', zip: '78704' },
    packageStyle: null,
    createdAt: '2026-03-01T11:50:00.000Z',
    updatedAt: '2026-03-01T11:50:00.000Z',
  };
}

/** The intent as the order commands last set it for `pricedFor`, with `received` cents paid. */
function intentFor(pricedFor: OrderDoc, received = pricedFor.total): PaymentIntentObject {
  return {
    id: 'pi_1',
    amount: pricedFor.total,
    amountReceived: received,
    status: 'succeeded',
    metadata: compactMetadata(paymentIntentMetadata(ORDER_ID, pricedFor)),
  };
}

function stateOf(stored: OrderDoc | undefined): FulfilmentState {
  return {
    orderId: ORDER_ID,
    userId: USER,
    order: stored,
    profile: undefined,
    projects: [],
    onboardStateExists: false,
    designProfiles: [],
    orderEventExists: false,
    orderStatus: undefined,
    promoCode: undefined,
    termsAgreement: undefined,
  };
}

const collectionsOf = (plan: ReturnType<typeof planFulfilment>) =>
  plan.writes.map((write) => write.collection);

describe('what a payment pays for: the cart and amount Stripe reports', () => {
  it('delivers the order when its total was received for its cart', () => {
    const paying = order([ADD_ON_IDS.exteriorFront]);
    expect(checkPayment(intentFor(paying), paying)).toEqual({
      kind: 'deliver',
      order: paying,
      warnings: [],
    });
  });

  it('holds an order whose payment is short of its total ($1,000 of $1,500)', () => {
    const paying = order();
    expect(checkPayment(intentFor(paying, 100000), paying)).toEqual({
      kind: 'hold',
      amountReceived: 100000,
      orderTotal: 150000,
    });
  });

  it('holds an order whose payment event does not say what was received', () => {
    const paying = order();
    const { id, amount, status, metadata } = intentFor(paying);
    const event = readPaymentEvent({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1_772_366_400,
      data: { object: { id, object: 'payment_intent', amount, status, metadata } },
    });
    expect(checkPayment(event.intent!, paying)).toMatchObject({ kind: 'hold', amountReceived: 0 });
  });

  it('does not deliver an add-on added after the payment was set ($1,500 paid, not $1,750)', () => {
    const paidFor = order();
    const changed = { ...order([ADD_ON_IDS.exteriorFront]), updatedAt: '2026-03-01T11:55:00.000Z' };

    const check = checkPayment(intentFor(paidFor), changed);

    expect(check.kind).toBe('deliver');
    if (check.kind !== 'deliver') return;
    expect(check.order).toMatchObject({ addOnIds: [], total: 150000 });
    expect(check.warnings).toEqual([
      expect.stringContaining('the order changed after its payment was set'),
    ]);
  });

  it('delivers an add-on that was paid for although the order dropped it afterwards', () => {
    const paidFor = order([ADD_ON_IDS.exteriorFront]);
    const check = checkPayment(intentFor(paidFor), order());
    expect(check).toMatchObject({
      kind: 'deliver',
      order: { addOnIds: [ADD_ON_IDS.exteriorFront], total: 175000 },
    });
  });

  it('delivers an overpaid order and asks staff to refund the difference', () => {
    const paying = order();
    expect(checkPayment(intentFor(paying, 160000), paying)).toEqual({
      kind: 'deliver',
      order: paying,
      warnings: ['received $1,600.00, more than the $1,500.00 due: refund the difference'],
    });
  });
});

describe('fulfilment of a held payment: explained to the customer, sent to staff, nothing set up', () => {
  it('holds the order, records the event and a status the confirmation page explains', () => {
    const paying = order([ADD_ON_IDS.exteriorFront]);
    const plan = planFulfilment(intentFor(paying, 150000), stateOf(paying), now);

    expect(plan.writes).toEqual([
      {
        op: 'update',
        collection: 'orders',
        id: ORDER_ID,
        data: {
          status: 'payment_held',
          amountReceived: 150000,
          updatedAt: '2026-03-01T12:00:00.000Z',
        },
      },
      {
        op: 'set',
        collection: 'yzOrderEvents',
        id: 'pi_1',
        data: {
          userId: USER,
          paymentIntentId: 'pi_1',
          orderId: ORDER_ID,
          createdAt: '2026-03-01T12:00:00.000Z',
        },
      },
      {
        op: 'set',
        collection: 'newPackageOrderStatuses',
        id: ORDER_ID,
        data: {
          userId: USER,
          createdAt: '2026-03-01T12:00:00.000Z',
          profileDocCreated: false,
          projectDocCreated: false,
          paymentHeld: { amountReceived: 150000, orderTotal: 175000 },
        },
      },
    ]);
    expect(plan.staffAlert).toEqual({
      outboxId: 'payment-held-pi_1',
      template: 'payment-held',
      data: {
        orderId: ORDER_ID,
        paymentIntentId: 'pi_1',
        userId: USER,
        customerEmail: 'ana@example.com',
        amountReceived: 150000,
        orderTotal: 175000,
      },
    });
  });

  it('sets nothing up and redeems nothing for a held payment', () => {
    const paying = { ...order(), promoCode: 'SAVE250', discountCodesApplied: ['SAVE250'] };
    const plan = planFulfilment(intentFor(paying, 5000), stateOf(paying), now);
    for (const delivered of ['profiles', 'projects', 'onboardStates', 'designProfiles', 'codes']) {
      expect(collectionsOf(plan)).not.toContain(delivered);
    }
  });

  it('delivers the paid-for cart, and records it on the order, when the order moved on', () => {
    const paidFor = order();
    const changed = order([ADD_ON_IDS.exteriorFront]);
    const plan = planFulfilment(intentFor(paidFor), stateOf(changed), now);

    expect(plan.staffAlert).toBeUndefined();
    expect(plan.writes[0]).toMatchObject({
      collection: 'orders',
      data: { status: 'paid', addOnIds: [], total: 150000 },
    });
    const profile = plan.writes.find((write) => write.collection === 'profiles');
    expect(profile?.data).not.toHaveProperty('exteriorUpgrade');
  });
});
