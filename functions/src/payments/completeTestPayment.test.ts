import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { getDb } from '../admin';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { TEST_PAYMENT_MESSAGES } from '@yardwise/domain/checkout/testPayment';
import { completeTestPayment } from './completeTestPayment';
import { countDocs, fulfilmentCounts, NOTHING_FULFILLED, readDoc } from './testing/firestoreReads';
import { intentMetadata, orderFixture, seedOrder } from './testing/paymentFixtures';

const INTENT_ID = 'pi_standin_abc123';
const buyer = { uid: 'buyer-1', signIn: 'password', email: 'buyer1@example.com' } as const;
const stranger = { uid: 'buyer-2', signIn: 'password', email: 'buyer2@example.com' } as const;

/** The stand-in gateway's intent for buyer 1's order, as createOrder leaves it. */
async function seedStandInPurchase(
  status: StandInPaymentIntentDoc['status'] = 'requires_payment_method',
) {
  const seeded = await seedOrder(orderFixture(1, { paymentIntentId: INTENT_ID }));
  const intent: StandInPaymentIntentDoc = {
    amount: seeded.order.total,
    currency: 'usd',
    status,
    clientSecret: `${INTENT_ID}_secret_local`,
    metadata: intentMetadata(seeded),
    createdAt: '2026-03-02T15:00:00.000Z',
  };
  await (await getDb()).collection('standInPaymentIntents').doc(INTENT_ID).set(intent);
  return seeded;
}

const intentStatus = async () => (await readDoc('standInPaymentIntents', INTENT_ID))?.status;
const pay = (data: unknown, caller: Parameters<typeof request>[1] = buyer) =>
  completeTestPayment.run(request(data, caller));

beforeEach(async () => {
  vi.clearAllMocks();
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  await clearFirestore();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('completeTestPayment: only a local stand-in payment', () => {
  it.each([
    ['outside the emulator', { FUNCTIONS_EMULATOR: '' }],
    ['with FUNCTIONS_EMULATOR set to anything but true', { FUNCTIONS_EMULATOR: '1' }],
    ['on the emulator with a Stripe key configured', { STRIPE_SECRET_KEY: 'sk_test_123' }],
  ])('refuses %s with failed-precondition and writes nothing', async (_, env) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    await seedStandInPurchase();

    const error = await rejection(pay({ paymentIntentId: INTENT_ID }));

    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(TEST_PAYMENT_MESSAGES.unavailable);
    expect(await intentStatus()).toBe('requires_payment_method');
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });

  it("refuses another user's intent and writes nothing", async () => {
    await seedStandInPurchase();

    const error = await rejection(pay({ paymentIntentId: INTENT_ID }, stranger));

    expect(error.code).toBe('permission-denied');
    expect(await intentStatus()).toBe('requires_payment_method');
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });

  it('refuses an unknown intent as not-found and a canceled one as failed-precondition', async () => {
    expect((await rejection(pay({ paymentIntentId: 'pi_standin_nope' }))).code).toBe('not-found');
    await seedStandInPurchase('canceled');
    expect((await rejection(pay({ paymentIntentId: INTENT_ID }))).code).toBe('failed-precondition');
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });

  it('refuses signed-out callers and anonymous visitors', async () => {
    await seedStandInPurchase();
    const signedOut = completeTestPayment.run(request({ paymentIntentId: INTENT_ID }));
    expect((await rejection(signedOut)).code).toBe('unauthenticated');
    expect(
      (
        await rejection(
          pay({ paymentIntentId: INTENT_ID }, { uid: 'buyer-1', signIn: 'anonymous' }),
        )
      ).code,
    ).toBe('permission-denied');
    expect(await intentStatus()).toBe('requires_payment_method');
  });

  it.each([
    ['no id', {}],
    ['a number', { paymentIntentId: 42 }],
    ['a real Stripe intent id', { paymentIntentId: 'pi_3Nabc123' }],
    ['a path', { paymentIntentId: 'pi_standin_../orders' }],
    ['an over-long id', { paymentIntentId: `pi_standin_${'x'.repeat(100)}` }],
    ['an extra field', { paymentIntentId: INTENT_ID, amount: 0 }],
    ['null', null],
    ['a string', INTENT_ID],
  ])('rejects %s as invalid-argument and writes nothing', async (_, data) => {
    await seedStandInPurchase();

    const error = await rejection(pay(data));

    expect(error.code).toBe('invalid-argument');
    expect(await intentStatus()).toBe('requires_payment_method');
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });
});

describe('completeTestPayment on the emulator', () => {
  it('pays the stand-in intent and drives the same fulfilment as the webhook', async () => {
    const { orderId } = await seedStandInPurchase();

    const result = await pay({ paymentIntentId: INTENT_ID });

    expect(result).toEqual({ orderId, outcome: 'processed' });
    expect(await intentStatus()).toBe('succeeded');
    expect((await readDoc('orders', orderId))?.status).toBe('paid');
    expect(await readDoc('yzOrderEvents', INTENT_ID)).toMatchObject({ orderId, userId: 'buyer-1' });
    expect(await readDoc('paymentEvents', `evt_standin_${INTENT_ID}`)).toMatchObject({
      type: 'payment_intent.succeeded',
      paymentIntentId: INTENT_ID,
    });
    expect(await readDoc('newPackageOrderStatuses', orderId)).toMatchObject({
      profileDocCreated: true,
      projectDocCreated: true,
    });
    expect(await readDoc('profiles', 'buyer-1')).toBeDefined();
    expect(await readDoc('projects', 'project-buyer-1')).toBeDefined();
    expect(await readDoc('onboardStates', 'onboard-state-buyer-1')).toBeDefined();
  });

  it('treats a double click as a duplicate: one order event, one project', async () => {
    const { orderId } = await seedStandInPurchase();

    const results = await Promise.all([
      pay({ paymentIntentId: INTENT_ID }),
      pay({ paymentIntentId: INTENT_ID }),
    ]);

    expect(results.map((result) => result.outcome).sort()).toEqual(['duplicate', 'processed']);
    expect(results.every((result) => result.orderId === orderId)).toBe(true);
    expect(await countDocs('yzOrderEvents')).toBe(1);
    expect(await countDocs('projects')).toBe(1);
  });
});
