// The reservations job: an abandoned checkout's hold on a limited code ends 24 hours after its
// order last changed. Its PaymentIntent is canceled (never one the customer is paying), the order
// is closed and the redemption is free for the next buyer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import {
  clearStandInKeyRecords,
  standInPaymentGateway,
} from '../adapters/stripe/standInPaymentGateway';
import { readDoc } from '../payments/testing/firestoreReads';
import { orderFixture, seedOrder } from '../payments/testing/paymentFixtures';
import { callableRequest as request } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { createOrder } from './createOrder';
import { client, inputFor, otherClient, seedCatalog } from './orderTestData';
import { runReservationExpiryJob } from './reservationExpiryJob';

const HOUR = 60 * 60 * 1000;

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
const intentStatus = async (id: string) => (await readDoc('standInPaymentIntents', id))?.status;

/** Runs the job `hours` after the order was last changed. */
async function runAfter(hours: number, orderId: string) {
  const order = (await readDoc('orders', orderId))!;
  const db = await getDb();
  const at = new Date(Date.parse(order.updatedAt) + hours * HOUR);
  return runReservationExpiryJob(db, standInPaymentGateway(db), at);
}

beforeEach(async () => {
  vi.clearAllMocks();
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  setPaymentGatewayForTests(null);
  await clearFirestore();
  await clearStandInKeyRecords(await getDb());
  await seedCatalog({ codes: { LAST100 } });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the reservations job cancels checkouts abandoned for 24 hours', () => {
  it('keeps a 23-hour-old order; at 24 hours cancels its intent, closes it and frees the code', async () => {
    const ordered = await createOrder.run(
      request(inputFor({ promotionalCode: 'LAST100' }), client),
    );

    expect(await runAfter(23, ordered.orderId)).toEqual({ expired: 0, left: 0, failed: 0 });
    expect(Object.keys(await reservations())).toEqual([client.uid]);

    expect(await runAfter(24, ordered.orderId)).toEqual({ expired: 1, left: 0, failed: 0 });
    expect(await intentStatus(ordered.paymentIntentId)).toBe('canceled');
    expect(await readDoc('orders', ordered.orderId)).toMatchObject({ status: 'canceled' });
    expect(await reservations()).toEqual({});

    const other = await createOrder.run(
      request(
        inputFor({ promotionalCode: 'LAST100', userId: otherClient.uid, email: otherClient.email }),
        otherClient,
      ),
    );
    expect(other.discountCodesApplied).toEqual(['LAST100']);
  });

  it('leaves an order whose customer is paying: the payment decides, the code stays reserved', async () => {
    const ordered = await createOrder.run(
      request(inputFor({ promotionalCode: 'LAST100' }), client),
    );
    const db = await getDb();
    await db
      .collection(COLLECTIONS.standInPaymentIntents)
      .doc(ordered.paymentIntentId)
      .update({ status: 'processing' });

    expect(await runAfter(48, ordered.orderId)).toEqual({ expired: 0, left: 1, failed: 0 });
    expect(await intentStatus(ordered.paymentIntentId)).toBe('processing');
    expect(await readDoc('orders', ordered.orderId)).toMatchObject({ status: 'awaiting_payment' });
    expect(Object.keys(await reservations())).toEqual([client.uid]);
  });

  it('does not touch an old order without a limited code', async () => {
    const ordered = await createOrder.run(request(inputFor({ promotionalCode: null }), client));

    expect(await runAfter(72, ordered.orderId)).toEqual({ expired: 0, left: 0, failed: 0 });
    expect(await intentStatus(ordered.paymentIntentId)).toBe('requires_payment_method');
    expect(await readDoc('orders', ordered.orderId)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('frees a day-old reservation that no order of its holder needs, and keeps one a payment needs', async () => {
    const db = await getDb();
    const dayAgo = '2026-03-01T12:00:00.000Z';
    // Left by orders closed before reservations were released: ghost-1 has no order at all,
    // buyer-9's payment of an order with the code is in flight.
    await seedOrder(
      orderFixture(9, { status: 'processing', promoCode: 'LAST100', updatedAt: dayAgo }),
    );
    await db
      .collection(COLLECTIONS.codes)
      .doc('LAST100')
      .update({ reservedBy: { 'ghost-1': dayAgo, 'buyer-9': dayAgo } });

    const summary = await runReservationExpiryJob(
      db,
      standInPaymentGateway(db),
      new Date('2026-03-02T12:00:00.000Z'),
    );

    expect(summary).toEqual({ expired: 1, left: 0, failed: 0 });
    expect(await reservations()).toEqual({ 'buyer-9': dayAgo });
  });
});
