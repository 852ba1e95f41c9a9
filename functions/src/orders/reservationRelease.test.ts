// A limited code's reservation is given back when the order's PaymentIntent is canceled (Stripe's
// payment_intent.canceled, signed, through the webhook) or replaced (the checkout finds its intent
// canceled and starts a new order), so throwaway orders cannot use a code up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import { clearStandInKeyRecords } from '../adapters/stripe/standInPaymentGateway';
import { readDoc } from '../payments/testing/firestoreReads';
import { deliver } from '../payments/testing/deliverWebhook';
import { TEST_WEBHOOK_SECRET } from '../payments/testing/webhookHttp';
import { callableRequest as request } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { createOrder } from './createOrder';
import { client, inputFor, otherClient, seedCatalog } from './orderTestData';

// LAST100 takes $100 off and has one redemption left.
const LAST100: PromoCodeDoc = {
  code: 'LAST100',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '10000',
  maxRedemptions: 1,
  timesRedeemed: 0,
};

const reservations = async () => (await readDoc('codes', 'LAST100'))?.reservedBy ?? {};

async function cancelStandInIntent(paymentIntentId: string) {
  const db = await getDb();
  await db
    .collection(COLLECTIONS.standInPaymentIntents)
    .doc(paymentIntentId)
    .update({ status: 'canceled' });
}

/** Stripe's payment_intent.canceled for the stand-in intent, as the webhook receives it. */
async function canceledEvent(paymentIntentId: string) {
  const intent = (await readDoc('standInPaymentIntents', paymentIntentId))!;
  return {
    id: `evt_canceled_${paymentIntentId}`,
    type: 'payment_intent.canceled',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: paymentIntentId,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: 0,
        currency: 'usd',
        status: 'canceled',
        cancellation_reason: 'abandoned',
        metadata: intent.metadata,
      },
    },
  };
}

beforeEach(async () => {
  vi.clearAllMocks();
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', TEST_WEBHOOK_SECRET);
  setPaymentGatewayForTests(null);
  await clearFirestore();
  await clearStandInKeyRecords(await getDb());
  await seedCatalog({ codes: { LAST100 } });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a canceled or replaced PaymentIntent gives its code reservation back', () => {
  it('releases the reservation when Stripe reports the intent canceled, once', async () => {
    const ordered = await createOrder.run(
      request(inputFor({ promotionalCode: 'LAST100' }), client),
    );
    expect(Object.keys(await reservations())).toEqual([client.uid]);
    await cancelStandInIntent(ordered.paymentIntentId);

    const event = await canceledEvent(ordered.paymentIntentId);
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'processed' });

    expect(await readDoc('orders', ordered.orderId)).toMatchObject({ status: 'canceled' });
    expect(await reservations()).toEqual({});
    // The freed redemption is another buyer's to take.
    const other = await createOrder.run(
      request(
        inputFor({ promotionalCode: 'LAST100', userId: otherClient.uid, email: otherClient.email }),
        otherClient,
      ),
    );
    expect(other.discountCodesApplied).toEqual(['LAST100']);
    expect((await deliver(event)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect(Object.keys(await reservations())).toEqual([otherClient.uid]);
  });

  it('releases the reservation when a canceled intent is replaced by a new order without the code', async () => {
    const first = await createOrder.run(request(inputFor({ promotionalCode: 'LAST100' }), client));
    await cancelStandInIntent(first.paymentIntentId);

    const replaced = await createOrder.run(request(inputFor({ promotionalCode: null }), client));

    expect(replaced.orderId).not.toBe(first.orderId);
    expect(await readDoc('orders', first.orderId)).toMatchObject({ status: 'canceled' });
    expect(await reservations()).toEqual({});
  });

  it('keeps one reservation when the new order takes the code again', async () => {
    const first = await createOrder.run(request(inputFor({ promotionalCode: 'LAST100' }), client));
    await cancelStandInIntent(first.paymentIntentId);

    const replaced = await createOrder.run(
      request(inputFor({ promotionalCode: 'LAST100' }), client),
    );

    expect(replaced.discountCodesApplied).toEqual(['LAST100']);
    expect(Object.keys(await reservations())).toEqual([client.uid]);
  });
});
