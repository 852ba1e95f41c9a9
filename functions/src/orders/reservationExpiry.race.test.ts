// An abandoned checkout's code reservation is released by whichever comes first: the reservations
// job, or Stripe's payment_intent.canceled (which the job's own cancel sends). Both at once, on the
// official emulator where their transactions overlap: the order is closed once, and the code's
// other reservations survive.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import { standInPaymentGateway } from '../adapters/stripe/standInPaymentGateway';
import { deliver, startEachWebhookTestClean } from '../payments/testing/deliverWebhook';
import { readDoc } from '../payments/testing/firestoreReads';
import { intentEvent, orderFixture, seedOrder } from '../payments/testing/paymentFixtures';
import { runReservationExpiryJob } from './reservationExpiryJob';

startEachWebhookTestClean();

const DAY_AGO = '2026-03-01T12:00:00.000Z';
const NOW = new Date('2026-03-02T12:00:00.000Z');

const LAST100: PromoCodeDoc = {
  code: 'LAST100',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '10000',
  maxRedemptions: 2,
  timesRedeemed: 0,
  reservedBy: { 'buyer-1': DAY_AGO, 'buyer-2': '2026-03-02T11:00:00.000Z' },
};

describe('the reservations job and a canceled intent, at once', () => {
  it('close the order once and release only its reservation', async () => {
    const db = await getDb();
    await db.collection(COLLECTIONS.codes).doc('LAST100').set(LAST100);
    // The gateway cancels pi_test_1 as Stripe would; the webhook reports the same cancel.
    const seeded = await seedOrder(
      orderFixture(1, { promoCode: 'LAST100', updatedAt: DAY_AGO, createdAt: DAY_AGO }),
    );
    const gateway = standInPaymentGateway(db);
    const canceledGateway = {
      ...gateway,
      cancelPaymentIntent: async (id: string) => ({
        id,
        clientSecret: `${id}_secret`,
        amount: seeded.order.total,
        status: 'canceled',
        metadata: {},
      }),
    };

    const [job, answer] = await Promise.all([
      runReservationExpiryJob(db, canceledGateway, NOW),
      deliver(intentEvent('payment_intent.canceled', seeded)),
    ]);

    expect(answer.statusCode).toBe(200);
    expect(job.failed).toBe(0);
    expect(await readDoc('orders', seeded.orderId)).toMatchObject({ status: 'canceled' });
    expect((await readDoc('codes', 'LAST100'))?.reservedBy).toEqual({
      'buyer-2': '2026-03-02T11:00:00.000Z',
    });
  });
});
