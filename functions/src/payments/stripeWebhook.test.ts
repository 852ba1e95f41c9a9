import { describe, expect, it, vi } from 'vitest';
import { Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { stripeWebhook } from './stripeWebhook';
import { fulfilmentCounts, NOTHING_FULFILLED, readAll, readDoc } from './testing/firestoreReads';
import { intentEvent, orderFixture, seedOrder } from './testing/paymentFixtures';
import { rawRequest, recordingResponse } from './testing/webhookHttp';
import { deliver, startEachWebhookTestClean } from './testing/deliverWebhook';

const now = () => Math.floor(Date.now() / 1000);

startEachWebhookTestClean();

describe('Stripe webhook: who may call it', () => {
  it('answers 405 to anything but POST and writes nothing', async () => {
    const seeded = await seedOrder(orderFixture(1));
    const answer = await deliver(intentEvent('payment_intent.succeeded', seeded), {
      method: 'GET',
    });

    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });

  it('rejects every request with 503 while no webhook secret is configured, and logs it', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    const seeded = await seedOrder(orderFixture(1));

    const answer = await deliver(intentEvent('payment_intent.succeeded', seeded));

    expect(answer.statusCode).toBe(503);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('STRIPE_WEBHOOK_SECRET'));
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('awaiting_payment');
  });

  it.each([
    ['signed with another secret', { secret: 'whsec_someone_else' }],
    ['signed 301 seconds ago (tolerance 300 s)', { timestamp: now() - 301 }],
    ['signed an hour ago', { timestamp: now() - 3600 }],
    ['whose body was changed after signing', { signedPayload: '{"id":"evt_other"}' }],
  ])('rejects an event %s with 400 and writes nothing', async (_, options) => {
    const seeded = await seedOrder(orderFixture(1));

    const answer = await deliver(intentEvent('payment_intent.succeeded', seeded), options);

    expect(answer.statusCode).toBe(400);
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('awaiting_payment');
  });

  it('rejects a request without a signature header with 400', async () => {
    const seeded = await seedOrder(orderFixture(1));
    const { res, answer } = recordingResponse();

    await stripeWebhook(
      rawRequest(JSON.stringify(intentEvent('payment_intent.succeeded', seeded)), {}),
      res,
    );

    expect(answer.statusCode).toBe(400);
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });

  it('accepts a signature 299 seconds old', async () => {
    const seeded = await seedOrder(orderFixture(1));
    const answer = await deliver(intentEvent('payment_intent.succeeded', seeded), {
      timestamp: now() - 299,
    });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 400 for a signed body that is not an event, and writes nothing', async () => {
    const answer = await deliver({
      id: 'not/a/document',
      type: 'payment_intent.succeeded',
      created: 1,
    });
    expect(answer.statusCode).toBe(400);
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });
});

describe('Stripe webhook: fulfilment', () => {
  it('fulfils a valid signed succeeded event: order paid, order event, profile, project, onboard state, status flags', async () => {
    const seeded = await seedOrder(orderFixture(7));
    const { orderId, order } = seeded;

    const answer = await deliver(intentEvent('payment_intent.succeeded', seeded));

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ received: true, outcome: 'processed' });
    const paid = await readDoc('orders', orderId);
    expect(paid?.status).toBe('paid');
    expect(paid?.paidAt).toEqual(expect.any(String));
    expect(await readDoc('yzOrderEvents', 'pi_test_7')).toEqual({
      userId: 'buyer-7',
      paymentIntentId: 'pi_test_7',
      orderId,
      createdAt: expect.any(String),
    });
    expect(await readDoc('profiles', 'buyer-7')).toEqual({
      email: order.email,
      firstName: order.firstName,
      lastName: order.lastName,
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      package: 'full-yard',
    });
    const [project] = await readAll('projects');
    expect(project).toEqual({
      id: 'project-buyer-7',
      profileId: 'buyer-7',
      experienceVersion: 10,
      createdAt: expect.any(String),
      tags: [],
    });
    const [onboardState] = await readAll('onboardStates');
    expect(onboardState).toMatchObject({
      userId: 'buyer-7',
      projectId: 'project-buyer-7',
      currentStep: 'Yard',
      selectedYard: null,
    });
    expect(await readDoc('newPackageOrderStatuses', orderId)).toEqual({
      userId: 'buyer-7',
      createdAt: expect.any(String),
      profileDocCreated: true,
      projectDocCreated: true,
    });
    expect(await readDoc('paymentEvents', 'evt_payment_intent_succeeded_pi_test_7')).toMatchObject({
      type: 'payment_intent.succeeded',
      paymentIntentId: 'pi_test_7',
    });
  });

  it('keeps the order paid when processing arrives after succeeded', async () => {
    const seeded = await seedOrder(orderFixture(3));
    const created = now();
    await deliver(intentEvent('payment_intent.succeeded', seeded, { created }));

    const late = await deliver(
      intentEvent('payment_intent.processing', seeded, { created: created - 2 }),
    );

    expect(late.statusCode).toBe(200);
    expect(late.body).toEqual({ received: true, outcome: 'ignored' });
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
  });

  it('answers 500 when a write fails, records nothing, and a redelivery completes the work', async () => {
    const seeded = await seedOrder(orderFixture(4));
    const event = intentEvent('payment_intent.succeeded', seeded);
    vi.spyOn(Transaction.prototype, 'set').mockImplementationOnce(() => {
      throw new Error('disk on fire');
    });

    const failed = await deliver(event);

    expect(failed.statusCode).toBe(500);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('could not record'),
      expect.objectContaining({ message: 'disk on fire' }),
      expect.objectContaining({ eventId: event.id }),
    );
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('awaiting_payment');

    const retried = await deliver(event);

    expect(retried.statusCode).toBe(200);
    expect(retried.body).toEqual({ received: true, outcome: 'processed' });
    expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
    expect(await readDoc('newPackageOrderStatuses', seeded.orderId)).toMatchObject({
      profileDocCreated: true,
      projectDocCreated: true,
    });
  });

  it('claims an event type it does not handle and changes nothing else', async () => {
    const answer = await deliver({
      id: 'evt_customer_created_1',
      type: 'customer.created',
      created: now(),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });

    expect(answer.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await fulfilmentCounts()).toEqual({ ...NOTHING_FULFILLED, paymentEvents: 1 });
    const again = await deliver({
      id: 'evt_customer_created_1',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
  });
});
