// createOrder and updateOrder under double clicks, quick changes answered out of order, and
// failures between the order write and the card processor: one order, one PaymentIntent, and the
// intent always charges what the order says.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type {
  OrderDoc,
  StandInPaymentIntentDoc,
} from '@yardwise/domain/firestore/commerceDocuments';
import { getDb } from '../admin';
import type { PaymentGateway } from '../adapters/stripe/paymentGateway';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import {
  clearStandInKeyRecords,
  standInPaymentGateway,
} from '../adapters/stripe/standInPaymentGateway';
import { failTransactionWrites } from '../payments/testing/transactionFaults';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { createOrder } from './createOrder';
import { allDocs, client, inputFor, seedCatalog } from './orderTestData';
import { updateOrder } from './updateOrder';

// Seeded catalogue: Full Yard standard 2,495.00; SAVE250 takes 250.00 off; Expedited 395.00.
const FULL_YARD = 249500;
const WITH_SAVE250 = 224500;
const WITH_EXPEDITED = 289000;

async function orderDoc(id: string) {
  const db = await getDb();
  return (await db.collection(COLLECTIONS.orders).doc(id).get()).data() as OrderDoc;
}

async function intentDoc(id: string) {
  const db = await getDb();
  const snapshot = await db.collection(COLLECTIONS.standInPaymentIntents).doc(id).get();
  return snapshot.data() as StandInPaymentIntentDoc;
}

async function onlyIntent() {
  const intents = await allDocs('standInPaymentIntents');
  expect(intents).toHaveLength(1);
  return intents[0]!.data() as StandInPaymentIntentDoc;
}

/** A promise with its resolve, to hold one call until the test lets it go. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The stand-in gateway, recording each call; `holdNextUpdate` stops the next update before it
 * reaches the card processor until released (a slow request, overtaken by a later one).
 */
async function controllableGateway() {
  const standIn = standInPaymentGateway(await getDb());
  const calls: { method: string; amount?: number; key?: string }[] = [];
  let held: { reached: () => void; release: Promise<void> } | null = null;
  const gateway: PaymentGateway = {
    ...standIn,
    async createPaymentIntent(requested) {
      calls.push({
        method: 'create',
        amount: requested.amount,
        key: requested.idempotencyKey,
      });
      return standIn.createPaymentIntent(requested);
    },
    async updatePaymentIntent(id, requested, key) {
      calls.push({ method: 'update', amount: requested.amount, key });
      const hold = held;
      held = null;
      if (hold) {
        hold.reached();
        await hold.release;
      }
      return standIn.updatePaymentIntent(id, requested, key);
    },
  };
  setPaymentGatewayForTests(gateway);
  return {
    calls,
    holdNextUpdate() {
      const reached = signal();
      const release = signal();
      held = { reached: reached.resolve, release: release.promise };
      return { reached: reached.promise, release: release.resolve };
    },
  };
}

beforeEach(async () => {
  vi.restoreAllMocks();
  setPaymentGatewayForTests(null);
  vi.mocked(logger.error).mockClear();
  await clearFirestore();
  await clearStandInKeyRecords(await getDb());
  await seedCatalog();
});

afterEach(() => setPaymentGatewayForTests(null));

describe('a double click', () => {
  it('on createOrder ×4: the same full answer to all, and every create under one key', async () => {
    const { calls } = await controllableGateway();

    const results = await Promise.all(
      [1, 2, 3, 4].map(() => createOrder.run(request(inputFor(), client))),
    );

    for (const result of results) expect(result).toEqual(results[0]);
    expect(await allDocs('orders')).toHaveLength(1);
    expect((await onlyIntent()).amount).toBe(FULL_YARD);
    const creates = calls.filter((call) => call.method === 'create');
    expect(new Set(creates.map((call) => call.key)).size).toBe(1);
  });

  it('on updateOrder ×3 with the same cart: the same answer to all, one order, the intent at its total', async () => {
    const created = await createOrder.run(request(inputFor(), client));

    const results = await Promise.all(
      [1, 2, 3].map(() =>
        updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
      ),
    );

    for (const result of results) {
      expect(result).toEqual({
        ...created,
        price: WITH_SAVE250,
        discountCodesApplied: ['SAVE250'],
        message: 'Success! Any eligible changes to your cart have been applied.',
      });
    }
    expect(await allDocs('orders')).toHaveLength(1);
    expect((await orderDoc(created.orderId)).total).toBe(WITH_SAVE250);
    expect((await onlyIntent()).amount).toBe(WITH_SAVE250);
  });
});

describe('two quick changes whose card-processor updates land out of order', () => {
  it('leaves the intent at the order total of the later change', async () => {
    const gateway = await controllableGateway();
    const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));

    // The code is applied; its update to the card processor is slow ...
    const slow = gateway.holdNextUpdate();
    const first = updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client));
    await slow.reached;
    // ... the buyer removes the code and adds Expedited, and that update goes straight through.
    const second = await updateOrder.run(request(inputFor({ addOnIds: ['expedited'] }), client));
    expect(second.price).toBe(WITH_EXPEDITED);
    slow.release();
    await first;

    const order = await orderDoc(orderId);
    expect(order).toMatchObject({
      total: WITH_EXPEDITED,
      addOnIds: ['expedited'],
      promoCode: null,
    });
    const intent = await intentDoc(paymentIntentId);
    expect(intent.amount).toBe(order.total);
    expect(intent.metadata).toMatchObject({ addOns: 'expedited' });
    expect(intent.metadata).not.toHaveProperty('promoCode');
  });

  it('answers the overtaken change with the order as it now is, never a price that is not charged', async () => {
    const gateway = await controllableGateway();
    await createOrder.run(request(inputFor(), client));

    const slow = gateway.holdNextUpdate();
    const first = updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client));
    await slow.reached;
    const second = await updateOrder.run(request(inputFor({ addOnIds: ['expedited'] }), client));
    slow.release();
    const overtaken = await first;

    expect(overtaken.price).toBe(second.price);
    expect(overtaken.discountCodesApplied).toEqual([]);
    expect(overtaken.message).toBe('');
    expect((await onlyIntent()).amount).toBe(overtaken.price);
  });
});

describe('a failure between the order and the card processor, then a retry', () => {
  it('the intent is created but recording it on the order fails: the retry finds the same intent', async () => {
    const { calls } = await controllableGateway();
    failTransactionWrites({
      collection: 'orders',
      op: 'update',
      when: (data) => 'paymentIntentId' in data,
    });

    const error = await rejection(createOrder.run(request(inputFor(), client)));
    expect(error.code).toBe('internal');
    const [pending] = await allDocs('orders');
    expect(pending!.data()).toMatchObject({ paymentIntentId: null, status: 'awaiting_payment' });

    const retried = await createOrder.run(request(inputFor(), client));

    expect(await allDocs('orders')).toHaveLength(1);
    const intent = await onlyIntent();
    expect(intent.amount).toBe(FULL_YARD);
    expect((await orderDoc(retried.orderId)).paymentIntentId).toBe(retried.paymentIntentId);
    const keys = calls.filter((call) => call.method === 'create').map((call) => call.key);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('the card processor is down before creating anything: the retry creates one intent for the one order', async () => {
    const standIn = standInPaymentGateway(await getDb());
    let down = true;
    setPaymentGatewayForTests({
      ...standIn,
      async createPaymentIntent(requested) {
        if (down) throw new Error('Stripe unavailable');
        return standIn.createPaymentIntent(requested);
      },
    });

    expect((await rejection(createOrder.run(request(inputFor(), client)))).code).toBe('internal');
    expect(await allDocs('standInPaymentIntents')).toHaveLength(0);
    down = false;
    const retried = await createOrder.run(request(inputFor(), client));

    expect(await allDocs('orders')).toHaveLength(1);
    expect((await onlyIntent()).amount).toBe(FULL_YARD);
    expect((await orderDoc(retried.orderId)).paymentIntentId).toBe(retried.paymentIntentId);
  });

  it('an update the card processor applied but whose answer was lost is not sent again', async () => {
    const standIn = standInPaymentGateway(await getDb());
    const keys: string[] = [];
    let loseAnswer = true;
    setPaymentGatewayForTests({
      ...standIn,
      async updatePaymentIntent(id, requested, key) {
        keys.push(key);
        const updated = await standIn.updatePaymentIntent(id, requested, key);
        if (loseAnswer) {
          loseAnswer = false;
          throw new Error('connection reset after Stripe applied the update');
        }
        return updated;
      },
    });
    const { orderId } = await createOrder.run(request(inputFor(), client));

    const failed = rejection(
      updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
    );
    expect((await failed).code).toBe('internal');
    const retried = await updateOrder.run(
      request(inputFor({ promotionalCode: 'SAVE250' }), client),
    );

    expect(retried.price).toBe(WITH_SAVE250);
    expect((await orderDoc(orderId)).total).toBe(WITH_SAVE250);
    expect((await onlyIntent()).amount).toBe(WITH_SAVE250);
    // The retry finds the intent already at the order's total and metadata.
    expect(keys).toHaveLength(1);
  });
});
