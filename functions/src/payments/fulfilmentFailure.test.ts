// Fulfilment that fails part-way: at each of its writes in turn, while reading, and after the
// commit (the answer lost). Stripe redelivers an event answered 5xx, and the buyer clicks the test
// payment again after an error; either way the purchase ends fulfilled exactly once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Transaction } from 'firebase-admin/firestore';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { newDesignProfile } from '@yardwise/domain/funnel/designProfile';
import { getDb } from '../admin';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { completeTestPayment } from './completeTestPayment';
import { recordCommittedWrites } from './testing/committedWrites';
import { fulfilmentCounts, NOTHING_FULFILLED, readDoc } from './testing/firestoreReads';
import {
  intentEvent,
  intentMetadata,
  orderFixture,
  seedOrder,
  type SeededOrder,
} from './testing/paymentFixtures';
import { failTransactionWrites, loseNextCommitAnswer } from './testing/transactionFaults';
import { TEST_WEBHOOK_SECRET } from './testing/webhookHttp';
import { deliver } from './testing/deliverWebhook';

/** Every collection a succeeded payment writes, in the order the fulfilment writes them. */
const FULFILMENT_WRITES = [
  'paymentEvents',
  'orders',
  'yzOrderEvents',
  'profiles',
  'projects',
  'onboardStates',
  'designProfiles',
  'newPackageOrderStatuses',
] as const;

const DESIGN_PROFILE_ID = 'dp-1';

/** Buyer 1's order and design profile, before the payment. */
async function seedPurchase(overrides: Parameters<typeof orderFixture>[1] = {}) {
  const seeded = await seedOrder(orderFixture(1, overrides));
  await (
    await getDb()
  )
    .collection('designProfiles')
    .doc(DESIGN_PROFILE_ID)
    .set(newDesignProfile({ userId: 'buyer-1', versionId: 'v10', isTestAccount: false }));
  return seeded;
}

/** Nothing of the purchase is recorded: no claim, no setup, the order still awaiting payment. */
async function expectNothingFulfilled(seeded: SeededOrder) {
  expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  expect((await readDoc('orders', seeded.orderId))?.status).toBe('awaiting_payment');
  expect(await readDoc('designProfiles', DESIGN_PROFILE_ID)).toMatchObject({ purchased: false });
}

/** Everything of the purchase is recorded, each document by exactly one committed write. */
async function expectFulfilledOnce(
  seeded: SeededOrder,
  eventId: string,
  writes: ReturnType<typeof recordCommittedWrites>,
) {
  const intentId = seeded.order.paymentIntentId!;
  expect(writes.countsByPath(FULFILMENT_WRITES)).toEqual({
    [`paymentEvents/${eventId}`]: 1,
    [`orders/${seeded.orderId}`]: 1,
    [`yzOrderEvents/${intentId}`]: 1,
    'profiles/buyer-1': 1,
    'projects/project-buyer-1': 1,
    'onboardStates/onboard-state-buyer-1': 1,
    [`designProfiles/${DESIGN_PROFILE_ID}`]: 1,
    [`newPackageOrderStatuses/${seeded.orderId}`]: 1,
  });
  expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
  expect(await readDoc('newPackageOrderStatuses', seeded.orderId)).toMatchObject({
    profileDocCreated: true,
    projectDocCreated: true,
  });
  expect(await readDoc('designProfiles', DESIGN_PROFILE_ID)).toMatchObject({ purchased: true });
}

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', TEST_WEBHOOK_SECRET);
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  await clearFirestore();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the webhook when fulfilment fails part-way', () => {
  it('writes to exactly these collections when nothing fails (the cases below cover each)', async () => {
    const writes = recordCommittedWrites();
    const seeded = await seedPurchase();
    const event = intentEvent('payment_intent.succeeded', seeded);

    expect((await deliver(event)).statusCode).toBe(200);

    expect(writes.committed.map((write) => write.path.split('/')[0])).toEqual(FULFILMENT_WRITES);
  });

  it.each(FULFILMENT_WRITES)(
    'fails writing %s: answers 500, records nothing, and the redelivery fulfils once',
    async (collection) => {
      const writes = recordCommittedWrites();
      const seeded = await seedPurchase();
      const event = intentEvent('payment_intent.succeeded', seeded);
      const fault = failTransactionWrites({ collection });

      const failed = await deliver(event);

      expect(fault.failures()).toBe(1);
      expect(failed.statusCode).toBe(500);
      await expectNothingFulfilled(seeded);

      const redelivered = await deliver(event);
      const again = await deliver(event);

      expect(redelivered).toMatchObject({ statusCode: 200, body: { outcome: 'processed' } });
      expect(again).toMatchObject({ statusCode: 200, body: { outcome: 'duplicate' } });
      await expectFulfilledOnce(seeded, event.id, writes);
    },
  );

  it("fails reading the buyer's documents: answers 500, records nothing, the redelivery fulfils once", async () => {
    const writes = recordCommittedWrites();
    const seeded = await seedPurchase();
    const event = intentEvent('payment_intent.succeeded', seeded);
    vi.spyOn(Transaction.prototype, 'getAll').mockRejectedValueOnce(new Error('read timed out'));

    expect((await deliver(event)).statusCode).toBe(500);
    await expectNothingFulfilled(seeded);

    expect((await deliver(event)).body).toMatchObject({ outcome: 'processed' });
    await expectFulfilledOnce(seeded, event.id, writes);
  });

  it('fails after the commit (the answer lost): answers 500, and the redelivery is a duplicate that changes nothing', async () => {
    const writes = recordCommittedWrites();
    const seeded = await seedPurchase();
    const event = intentEvent('payment_intent.succeeded', seeded);
    loseNextCommitAnswer(new Error('connection reset'));

    expect((await deliver(event)).statusCode).toBe(500);
    const redelivered = await deliver(event);

    expect(redelivered).toMatchObject({ statusCode: 200, body: { outcome: 'duplicate' } });
    // The lost commit is not in the log (its runTransaction rejected); the redelivery wrote nothing.
    expect(writes.committed).toEqual([]);
    expect(await fulfilmentCounts()).toEqual({
      paymentEvents: 1,
      yzOrderEvents: 1,
      profiles: 1,
      projects: 1,
      onboardStates: 1,
      newPackageOrderStatuses: 1,
    });
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
  });

  it('a commit whose answer timed out is retried by the client library, finds the claim and answers 200', async () => {
    const seeded = await seedPurchase();
    const event = intentEvent('payment_intent.succeeded', seeded);
    loseNextCommitAnswer(Object.assign(new Error('deadline exceeded'), { code: 4 }));

    const answer = await deliver(event);

    expect(answer.statusCode).toBe(200);
    expect(await fulfilmentCounts()).toEqual({
      paymentEvents: 1,
      yzOrderEvents: 1,
      profiles: 1,
      projects: 1,
      onboardStates: 1,
      newPackageOrderStatuses: 1,
    });
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
  });
});

describe('the test payment when fulfilment fails part-way', () => {
  const INTENT_ID = 'pi_standin_fail123';
  const buyer = { uid: 'buyer-1', signIn: 'password', email: 'buyer1@example.com' } as const;
  const pay = () => completeTestPayment.run(request({ paymentIntentId: INTENT_ID }, buyer));

  async function seedStandInPurchase() {
    const seeded = await seedPurchase({ paymentIntentId: INTENT_ID });
    const intent: StandInPaymentIntentDoc = {
      amount: seeded.order.total,
      currency: 'usd',
      status: 'requires_payment_method',
      clientSecret: `${INTENT_ID}_secret_standin`,
      metadata: intentMetadata(seeded),
      createdAt: '2026-03-02T15:00:00.000Z',
    };
    await (await getDb()).collection('standInPaymentIntents').doc(INTENT_ID).set(intent);
    return seeded;
  }

  it.each(['standInPaymentIntents', ...FULFILMENT_WRITES])(
    'fails writing %s: an internal error, nothing fulfilled, and paying again fulfils once',
    async (collection) => {
      const writes = recordCommittedWrites();
      const seeded = await seedStandInPurchase();
      failTransactionWrites({ collection });

      const error = await rejection(pay());

      expect(error.code).toBe('internal');
      await expectNothingFulfilled(seeded);

      expect(await pay()).toEqual({ orderId: seeded.orderId, outcome: 'processed' });
      expect(await pay()).toEqual({ orderId: seeded.orderId, outcome: 'duplicate' });
      await expectFulfilledOnce(seeded, `evt_standin_${INTENT_ID}`, writes);
      expect((await readDoc('standInPaymentIntents', INTENT_ID))?.status).toBe('succeeded');
    },
  );
});
