import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { getDb } from '../admin';
import { clearFirestore } from '../testing/firestore';
import { processPaymentEvent } from './processPaymentEvent';
import { fulfilmentCounts, readAll, readDoc } from './testing/firestoreReads';
import { intentEvent, intentMetadata, orderFixture, seedOrder } from './testing/paymentFixtures';
import { serverBrand } from '../config';

// Fulfilment delivers what Stripe says was paid: a payment short of its order is held (the
// customer's page explains it, staff get an email through the outbox, nothing is set up), and an
// order changed after its payment was set is delivered as it was paid for.

async function process(event: unknown) {
  return processPaymentEvent(await getDb(), event);
}

beforeEach(async () => {
  vi.clearAllMocks();
  await clearFirestore();
});

describe('a payment short of its order', () => {
  it('holds the order, explains it to the customer, alerts staff once, and sets nothing up', async () => {
    const seeded = await seedOrder(orderFixture(1));
    const short = seeded.order.total - 50000;
    const event = intentEvent('payment_intent.succeeded', seeded, { amountReceived: short });

    expect(await process(event)).toBe('processed');
    expect(await process(event)).toBe('duplicate');

    expect(await readDoc('orders', seeded.orderId)).toMatchObject({
      status: 'payment_held',
      amountReceived: short,
    });
    expect(await readDoc('newPackageOrderStatuses', seeded.orderId)).toMatchObject({
      userId: 'buyer-1',
      profileDocCreated: false,
      projectDocCreated: false,
      paymentHeld: { amountReceived: short, orderTotal: seeded.order.total },
    });
    expect(await fulfilmentCounts()).toMatchObject({
      yzOrderEvents: 1,
      profiles: 0,
      projects: 0,
      onboardStates: 0,
    });
    const outbox = await readAll('outbox');
    expect(outbox).toEqual([
      expect.objectContaining({
        id: 'payment-held-pi_test_1',
        to: serverBrand().supportEmail,
        template: 'payment-held',
        state: 'LOCAL_ONLY',
        data: expect.objectContaining({
          orderId: seeded.orderId,
          customerEmail: 'buyer1@example.com',
          amountReceived: short,
          orderTotal: seeded.order.total,
        }),
      }),
    ]);
  });

  it('stays held when later events of the intent arrive', async () => {
    const seeded = await seedOrder(orderFixture(2));
    await process(intentEvent('payment_intent.succeeded', seeded, { amountReceived: 100 }));
    await process(intentEvent('payment_intent.payment_failed', seeded, { created: 1_900_000_000 }));
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('payment_held');
  });

  it('sends the queued alert when the event is redelivered after a crash before sending', async () => {
    const seeded = await seedOrder(orderFixture(3));
    const event = intentEvent('payment_intent.succeeded', seeded, { amountReceived: 100 });
    await process(event);
    // As if the first delivery had committed and crashed before the mailer ran.
    const db = await getDb();
    await db.collection('outbox').doc('payment-held-pi_test_3').update({ state: 'PENDING' });

    expect(await process(event)).toBe('duplicate');

    expect((await readDoc('outbox', 'payment-held-pi_test_3'))?.state).toBe('LOCAL_ONLY');
  });
});

describe('an order changed after its payment was set', () => {
  it('delivers the cart paid for: an add-on added later is neither delivered nor kept', async () => {
    const paidFor = orderFixture(4);
    const changed = await seedOrder(
      orderFixture(4, { addOnIds: ['exterior-front'], total: paidFor.order.total + 25000 }),
    );
    const event = intentEvent('payment_intent.succeeded', changed, {
      metadata: intentMetadata(paidFor),
      amountReceived: paidFor.order.total,
    });
    // The intent was priced for the cart without the add-on.
    (event.data.object as { amount: number }).amount = paidFor.order.total;

    expect(await process(event)).toBe('processed');

    expect(await readDoc('orders', changed.orderId)).toMatchObject({
      status: 'paid',
      addOnIds: [],
      total: paidFor.order.total,
    });
    expect((await readDoc('profiles', 'buyer-4'))?.exteriorUpgrade).toBeUndefined();
    expect(vi.mocked(logger.error)).toHaveBeenCalledWith(
      expect.stringContaining('the order changed after its payment was set'),
      expect.anything(),
    );
  });
});
