import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { getDb } from '../../admin';
import { clearFirestore } from '../../testing/firestore';
import { PaymentGatewayError } from './paymentGateway';
import { clearStandInKeyRecords, standInPaymentGateway } from './standInPaymentGateway';

const request = {
  amount: 249500,
  metadata: { orderId: 'ord_1', userId: 'client-1', promoCode: '' },
  idempotencyKey: 'ord_1:create:1',
  receiptEmail: 'ana@example.com',
};

async function gateway() {
  return standInPaymentGateway(await getDb(), () => new Date('2026-03-02T15:00:00.000Z'));
}

async function intentCount() {
  const db = await getDb();
  return (await db.collection(COLLECTIONS.standInPaymentIntents).get()).size;
}

async function gatewayError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => expect.unreachable('the gateway should have refused'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

beforeEach(async () => {
  await clearFirestore(['standInPaymentIntents']);
  await clearStandInKeyRecords(await getDb());
});

describe('stand-in payment gateway (no Stripe key)', () => {
  it('stores a labelled intent awaiting a payment method', async () => {
    const standIn = await gateway();
    const intent = await standIn.createPaymentIntent(request);

    expect(standIn.kind).toBe('stand-in');
    expect(intent.id).toMatch(/^pi_standin_[0-9a-f]{24}$/);
    expect(intent).toEqual({
      id: intent.id,
      clientSecret: `${intent.id}_secret_standin`,
      amount: 249500,
      status: 'requires_payment_method',
      metadata: { orderId: 'ord_1', userId: 'client-1' },
    });
    const db = await getDb();
    const stored = await db.collection(COLLECTIONS.standInPaymentIntents).doc(intent.id).get();
    expect(stored.data()).toEqual({
      amount: 249500,
      currency: 'usd',
      status: 'requires_payment_method',
      clientSecret: intent.clientSecret,
      metadata: { orderId: 'ord_1', userId: 'client-1' },
      createdAt: '2026-03-02T15:00:00.000Z',
    });
  });

  it('returns the same intent for the same key', async () => {
    const standIn = await gateway();
    const first = await standIn.createPaymentIntent(request);
    const again = await standIn.createPaymentIntent(request);
    expect(again.id).toBe(first.id);
    const other = await standIn.createPaymentIntent({
      ...request,
      idempotencyKey: 'ord_2:create:1',
    });
    expect(other.id).not.toBe(first.id);
    expect(await intentCount()).toBe(2);
  });

  it('refuses a key reused with other parameters, as Stripe does', async () => {
    const standIn = await gateway();
    await standIn.createPaymentIntent(request);
    const error = await gatewayError(standIn.createPaymentIntent({ ...request, amount: 100 }));
    expect(error.code).toBe('idempotency_error');
  });

  it.each([
    ['below Stripe’s minimum', 49, 'amount_too_small'],
    ['zero', 0, 'amount_too_small'],
    ['fractional', 100.5, 'amount_too_small'],
    ['above Stripe’s maximum', 100_000_000, 'amount_too_large'],
  ])('refuses an amount %s', async (_, amount, code) => {
    const error = await gatewayError((await gateway()).createPaymentIntent({ ...request, amount }));
    expect(error.code).toBe(code);
    expect(await intentCount()).toBe(0);
  });

  it('updates amount and metadata, merging keys and removing empty ones', async () => {
    const standIn = await gateway();
    const { id } = await standIn.createPaymentIntent({
      ...request,
      metadata: { orderId: 'ord_1', promoCode: 'SAVE250' },
    });
    const updated = await standIn.updatePaymentIntent(
      id,
      { amount: 224500, metadata: { promoCode: '', addOns: 'expedited' } },
      'ord_1:update:a',
    );
    expect(updated).toMatchObject({
      amount: 224500,
      metadata: { orderId: 'ord_1', addOns: 'expedited' },
    });
    expect(await standIn.retrievePaymentIntent(id)).toEqual(updated);
  });

  it('replays an update key without applying it again, as Stripe does', async () => {
    const standIn = await gateway();
    const { id } = await standIn.createPaymentIntent(request);
    const update = { amount: 224500, metadata: {} };
    await standIn.updatePaymentIntent(id, update, 'key-a');
    await standIn.updatePaymentIntent(id, { amount: 249500, metadata: {} }, 'key-b');

    const replayed = await standIn.updatePaymentIntent(id, update, 'key-a');
    expect(replayed.amount).toBe(249500);
    const mismatch = await gatewayError(
      standIn.updatePaymentIntent(id, { amount: 1000, metadata: {} }, 'key-a'),
    );
    expect(mismatch.code).toBe('idempotency_error');
  });

  it('refuses to change an intent that is processing, paid or canceled', async () => {
    const standIn = await gateway();
    const db = await getDb();
    for (const status of ['processing', 'succeeded', 'canceled'] as const) {
      const { id } = await standIn.createPaymentIntent({
        ...request,
        idempotencyKey: `create-${status}`,
      });
      await db.collection(COLLECTIONS.standInPaymentIntents).doc(id).update({ status });
      const error = await gatewayError(
        standIn.updatePaymentIntent(id, { amount: 100, metadata: {} }, `update-${status}`),
      );
      expect(error.code).toBe('payment_intent_unexpected_state');
      expect((await standIn.retrievePaymentIntent(id)).amount).toBe(249500);
    }
  });

  it('answers resource_missing for an unknown id, and for ids that are not stand-in intents', async () => {
    const standIn = await gateway();
    for (const id of ['pi_standin_nope', 'idempotencyKeys', 'pi_live_123']) {
      expect((await gatewayError(standIn.retrievePaymentIntent(id))).code).toBe('resource_missing');
    }
  });

  it('issues the intent again when it was deleted but its key record stayed', async () => {
    const standIn = await gateway();
    const first = await standIn.createPaymentIntent(request);
    await clearFirestore(['standInPaymentIntents']);
    const again = await standIn.createPaymentIntent(request);
    expect(again.id).toBe(first.id);
    expect(await intentCount()).toBe(1);
  });

  it('cancels an intent awaiting payment, replays the key, and refuses one that is paid or canceled', async () => {
    const standIn = await gateway();
    const intent = await standIn.createPaymentIntent(request);

    const canceled = await standIn.cancelPaymentIntent(intent.id, 'ord_1:cancel:a');
    expect(canceled).toMatchObject({ id: intent.id, status: 'canceled' });
    expect((await standIn.retrievePaymentIntent(intent.id)).status).toBe('canceled');
    // The same key answers again with the intent as it is, as Stripe replays its first answer.
    expect((await standIn.cancelPaymentIntent(intent.id, 'ord_1:cancel:a')).status).toBe(
      'canceled',
    );
    const again = await gatewayError(standIn.cancelPaymentIntent(intent.id, 'ord_1:cancel:b'));
    expect(again.code).toBe('payment_intent_unexpected_state');

    const paid = await standIn.createPaymentIntent({
      ...request,
      idempotencyKey: 'ord_2:create:1',
    });
    const db = await getDb();
    await db
      .collection(COLLECTIONS.standInPaymentIntents)
      .doc(paid.id)
      .update({ status: 'succeeded' });
    const refused = await gatewayError(standIn.cancelPaymentIntent(paid.id, 'ord_2:cancel:a'));
    expect(refused.code).toBe('payment_intent_unexpected_state');
    expect((await standIn.retrievePaymentIntent(paid.id)).status).toBe('succeeded');
  });
});
