// The redemption of an order's promo code under Stripe's delivery: several events paying one
// order, a failure part-way and its redelivery, a deleted code (the same event in parallel is in
// stripeWebhook.race.test.ts). However
// the events arrive, a paid order counts its code exactly once.
import { describe, expect, it } from 'vitest';
import * as logger from 'firebase-functions/logger';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import { countDocs, readDoc } from './testing/firestoreReads';
import { intentEvent, orderFixture, seedOrder, type SeededOrder } from './testing/paymentFixtures';
import { failTransactionWrites } from './testing/transactionFaults';
import { deliver, startEachWebhookTestClean } from './testing/deliverWebhook';

const CODE = 'SPRING10';
const T = 1_772_463_600; // an event's `created`, seconds

const springCode: PromoCodeDoc = {
  code: CODE,
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'PERCENTAGE',
  discount: '%10',
  maxRedemptions: 50,
  timesRedeemed: 41,
};

/** Buyer 1's awaiting-payment order that applied CODE, and the code (unless `withCode` is false). */
async function seedOrderWithCode(withCode = true): Promise<SeededOrder> {
  if (withCode) await (await getDb()).collection('codes').doc(CODE).set(springCode);
  return seedOrder(orderFixture(1, { promoCode: CODE, discountCodesApplied: [CODE] }));
}

const timesRedeemed = async () => (await readDoc('codes', CODE))?.timesRedeemed;

startEachWebhookTestClean();

describe("an order's promo code redemption under Stripe's delivery", () => {
  it('counts once for processing, then succeeded, then a succeeded event of a second intent', async () => {
    const seeded = await seedOrderWithCode();
    const secondIntent: SeededOrder = {
      ...seeded,
      order: { ...seeded.order, paymentIntentId: 'pi_test_1_second' },
    };

    await deliver(intentEvent('payment_intent.processing', seeded, { created: T }));
    expect(await timesRedeemed()).toBe(41);
    await deliver(intentEvent('payment_intent.succeeded', seeded, { created: T + 5 }));
    expect(await timesRedeemed()).toBe(42);
    const another = await deliver(
      intentEvent('payment_intent.succeeded', secondIntent, { created: T + 9 }),
    );

    expect(another.body).toEqual({ received: true, outcome: 'processed' });
    expect(await timesRedeemed()).toBe(42);
    expect(await readDoc('orders', seeded.orderId)).toMatchObject({ status: 'paid' });
  });

  it('fails writing the code: answers 500, counts nothing, and the redelivery counts once', async () => {
    const seeded = await seedOrderWithCode();
    const event = intentEvent('payment_intent.succeeded', seeded);
    const fault = failTransactionWrites({ collection: 'codes' });

    const failed = await deliver(event);

    expect(fault.failures()).toBe(1);
    expect(failed.statusCode).toBe(500);
    expect(await timesRedeemed()).toBe(41);
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('awaiting_payment');
    expect(await countDocs('paymentEvents')).toBe(0);

    expect((await deliver(event)).body).toMatchObject({ outcome: 'processed' });
    expect((await deliver(event)).body).toMatchObject({ outcome: 'duplicate' });
    expect(await timesRedeemed()).toBe(42);
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
  });

  it('fulfils an order whose code was deleted, writes no code, and warns staff', async () => {
    const seeded = await seedOrderWithCode(false);

    const answer = await deliver(intentEvent('payment_intent.succeeded', seeded));

    expect(answer.body).toEqual({ received: true, outcome: 'processed' });
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
    expect(await countDocs('codes')).toBe(0);
    expect(logger.error).toHaveBeenCalledWith(
      `Payment fulfilled, needs a look: promo code ${CODE} not found: its redemption was not counted`,
      expect.objectContaining({ orderId: seeded.orderId }),
    );
  });
});
