// Stripe's charge.refunded and charge.dispute.created, signed, through the webhook: the order is
// marked refunded or disputed, the client's order-status record says so, staff are alerted once
// through the outbox, and a redelivered event changes nothing more.
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { getDb } from '../admin';
import { deliver, startEachWebhookTestClean } from './testing/deliverWebhook';
import { readAll, readDoc } from './testing/firestoreReads';
import { intentEvent, orderFixture, seedOrder, type SeededOrder } from './testing/paymentFixtures';

startEachWebhookTestClean();

// Buyer 1's Full Yard order ($2,495.00), paid with pi_test_1 and its charge ch_test_1.
async function seedPaidOrder(): Promise<SeededOrder> {
  const seeded = await seedOrder(
    orderFixture(1, { status: 'paid', paidAt: '2026-03-02T15:00:05.000Z' }),
  );
  const db = await getDb();
  await db.collection('newPackageOrderStatuses').doc(seeded.orderId).set({
    userId: seeded.order.userId,
    createdAt: '2026-03-02T15:00:05.000Z',
    profileDocCreated: true,
    projectDocCreated: true,
  });
  return seeded;
}

/** Stripe's charge.refunded: the Charge, with the cumulative amount_refunded. */
function refundedEvent(amountRefunded: number, id = `evt_refunded_${amountRefunded}`) {
  return {
    id,
    object: 'event',
    type: 'charge.refunded',
    created: 1_773_997_200,
    livemode: false,
    data: {
      object: {
        id: 'ch_test_1',
        object: 'charge',
        amount: 249500,
        amount_captured: 249500,
        amount_refunded: amountRefunded,
        refunded: amountRefunded === 249500,
        captured: true,
        currency: 'usd',
        paid: true,
        payment_intent: 'pi_test_1',
        status: 'succeeded',
        metadata: {},
      },
    },
  };
}

/** Stripe's charge.dispute.created: the Dispute. */
const disputeCreated = {
  id: 'evt_dispute_created_1',
  object: 'event',
  type: 'charge.dispute.created',
  created: 1_773_997_200,
  livemode: false,
  data: {
    object: {
      id: 'dp_test_1',
      object: 'dispute',
      amount: 249500,
      charge: 'ch_test_1',
      currency: 'usd',
      payment_intent: 'pi_test_1',
      reason: 'fraudulent',
      status: 'needs_response',
      is_charge_refundable: true,
      metadata: {},
    },
  },
};

describe('Stripe webhook: refunds and disputes', () => {
  it('marks a fully refunded order refunded, tells the client, alerts staff once', async () => {
    const { orderId, order } = await seedPaidOrder();
    const onboardState = (await getDb())
      .collection('onboardStates')
      .doc(`onboard-state-${order.userId}`);
    await onboardState.set({ userId: order.userId, projectId: 'project-1', currentStep: 'MyYard' });

    const answer = await deliver(refundedEvent(249500));

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ received: true, outcome: 'processed' });
    expect(await readDoc('orders', orderId)).toMatchObject({
      status: 'refunded',
      amountRefunded: 249500,
    });
    expect(await readDoc('newPackageOrderStatuses', orderId)).toMatchObject({
      profileDocCreated: true,
      paymentReversal: { kind: 'refunded', amount: 249500, amountCharged: 249500 },
    });
    // Onboarding says so too, above every step.
    expect((await onboardState.get()).data()).toMatchObject({
      currentStep: 'MyYard',
      paymentReversal: { kind: 'refunded', amount: 249500, amountCharged: 249500 },
    });
    const outbox = await readAll('outbox');
    expect(outbox).toEqual([
      expect.objectContaining({
        id: 'payment-refunded-ch_test_1-249500',
        template: 'payment-reversed',
        data: expect.objectContaining({
          kind: 'refunded',
          orderId,
          customerEmail: 'buyer1@example.com',
        }),
      }),
    ]);

    // Kept thirty days, like any other email (the outbox's TTL), even if it is never sent.
    const { createdAt, expiresAt } = outbox[0] as unknown as {
      createdAt: string;
      expiresAt: Timestamp;
    };
    expect(expiresAt.toMillis() - Date.parse(createdAt)).toBe(30 * 24 * 60 * 60_000);

    const again = await deliver(refundedEvent(249500));
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    // The same refund reported by another event (Stripe sends charge.refunded per refund).
    const echo = await deliver(refundedEvent(249500, 'evt_refunded_echo'));
    expect(echo.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await readAll('outbox')).toHaveLength(1);
  });

  it('records a partial refund, then the rest, each with its own staff alert', async () => {
    const { orderId } = await seedPaidOrder();

    await deliver(refundedEvent(50000));
    expect(await readDoc('orders', orderId)).toMatchObject({
      status: 'paid',
      amountRefunded: 50000,
    });
    expect(await readDoc('newPackageOrderStatuses', orderId)).toMatchObject({
      paymentReversal: { kind: 'partially_refunded', amount: 50000 },
    });

    await deliver(refundedEvent(249500));
    expect(await readDoc('orders', orderId)).toMatchObject({ status: 'refunded' });
    expect((await readAll('outbox')).map((email) => email.id).sort()).toEqual([
      'payment-refunded-ch_test_1-249500',
      'payment-refunded-ch_test_1-50000',
    ]);
  });

  it('marks a disputed order disputed, and a late payment event does not undo it', async () => {
    const seeded = await seedPaidOrder();

    expect((await deliver(disputeCreated)).body).toEqual({ received: true, outcome: 'processed' });
    expect(await readDoc('orders', seeded.orderId)).toMatchObject({
      status: 'disputed',
      amountDisputed: 249500,
    });
    expect(await readDoc('newPackageOrderStatuses', seeded.orderId)).toMatchObject({
      paymentReversal: { kind: 'disputed', amount: 249500 },
    });
    // A buyer who has not started onboarding gets no onboard state from it.
    expect(await readAll('onboardStates')).toEqual([]);
    expect(await readAll('outbox')).toEqual([
      expect.objectContaining({
        id: 'payment-disputed-dp_test_1',
        data: expect.objectContaining({ kind: 'disputed', reason: 'fraudulent' }),
      }),
    ]);

    const late = await deliver(
      intentEvent('payment_intent.succeeded', { ...seeded, order: { ...seeded.order } }),
    );
    expect(late.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await readDoc('orders', seeded.orderId)).toMatchObject({ status: 'disputed' });
  });

  it('rejects an unsigned or badly signed refund with 400 and changes nothing', async () => {
    const { orderId } = await seedPaidOrder();

    const answer = await deliver(refundedEvent(249500), { secret: 'whsec_someone_else' });

    expect(answer.statusCode).toBe(400);
    expect(await readDoc('orders', orderId)).toMatchObject({ status: 'paid' });
    expect(await readAll('outbox')).toEqual([]);
  });

  it('records, and changes nothing for, a refund of a payment that is not an order', async () => {
    const answer = await deliver(refundedEvent(1000));
    expect(answer.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await readAll('outbox')).toEqual([]);
  });
});
