// The local test-payment gateway keeps Stripe's idempotency under concurrency: requests with the
// same key at the same moment (their transactions overlapping on the official emulator) get one
// PaymentIntent.
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { getDb } from '../../admin';
import { clearFirestore } from '../../testing/firestore';
import { clearStandInKeyRecords, standInPaymentGateway } from './standInPaymentGateway';

const request = {
  amount: 249500,
  metadata: { orderId: 'ord_1', userId: 'client-1', promoCode: '' },
  idempotencyKey: 'ord_1:create:1',
  receiptEmail: 'ana@example.com',
};

beforeEach(async () => {
  await clearFirestore(['standInPaymentIntents']);
  await clearStandInKeyRecords(await getDb());
});

describe('the stand-in gateway asked three times at once with one idempotency key', () => {
  it('creates one intent and returns it to all three', async () => {
    const db = await getDb();
    const standIn = standInPaymentGateway(db, () => new Date('2026-03-02T15:00:00.000Z'));

    const intents = await Promise.all([1, 2, 3].map(() => standIn.createPaymentIntent(request)));

    expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
    expect((await db.collection(COLLECTIONS.standInPaymentIntents).get()).size).toBe(1);
  });
});
