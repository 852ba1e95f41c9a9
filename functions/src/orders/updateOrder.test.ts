import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type {
  OrderDoc,
  StandInPaymentIntentDoc,
} from '@yardwise/domain/firestore/commerceDocuments';
import { ADD_ON_IDS } from '@yardwise/domain/catalog/catalog';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import type { PaymentGateway } from '../adapters/stripe/paymentGateway';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import {
  clearStandInKeyRecords,
  standInPaymentGateway,
} from '../adapters/stripe/standInPaymentGateway';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { limitMessage } from '../security/testing/rateLimiterFixtures';
import { createOrder } from './createOrder';
import { allDocs, client, inputFor, otherClient, seedCatalog } from './orderTestData';
import { updateOrder } from './updateOrder';

async function orderDoc(id: string) {
  const db = await getDb();
  return (await db.collection(COLLECTIONS.orders).doc(id).get()).data() as OrderDoc;
}

async function intentDoc(id: string) {
  const db = await getDb();
  const snapshot = await db.collection(COLLECTIONS.standInPaymentIntents).doc(id).get();
  return snapshot.data() as StandInPaymentIntentDoc;
}

async function setOrderStatus(id: string, status: OrderDoc['status']) {
  const db = await getDb();
  await db.collection(COLLECTIONS.orders).doc(id).update({ status });
}

/** Any status Stripe's intents take, also ones the stand-in never reaches by itself (requires_action). */
async function setIntentStatus(id: string, status: string) {
  const db = await getDb();
  await db.collection(COLLECTIONS.standInPaymentIntents).doc(id).update({ status });
}

/** The stand-in, with every update call recorded (and the next one failing when asked). */
async function recordingGateway() {
  const standIn = standInPaymentGateway(await getDb());
  const updates: { amount: number; key: string }[] = [];
  const control = { failNextUpdate: false };
  const gateway: PaymentGateway = {
    ...standIn,
    async updatePaymentIntent(id, requested, key) {
      updates.push({ amount: requested.amount, key });
      if (control.failNextUpdate) {
        control.failNextUpdate = false;
        throw new Error('Stripe timed out');
      }
      return standIn.updatePaymentIntent(id, requested, key);
    },
  };
  setPaymentGatewayForTests(gateway);
  return { updates, control };
}

beforeEach(async () => {
  setPaymentGatewayForTests(null);
  vi.mocked(logger.error).mockClear();
  await clearFirestore(['orders', 'standInPaymentIntents', 'products', 'codes', 'rateLimits']);
  await clearStandInKeyRecords(await getDb());
  await seedCatalog();
});

afterEach(() => setPaymentGatewayForTests(null));

describe('updateOrder: re-prices the open order and its intent', () => {
  it('applies a code: same order and intent, new server price, the promo message', async () => {
    const created = await createOrder.run(request(inputFor(), client));
    const updated = await updateOrder.run(
      request(inputFor({ promotionalCode: 'SAVE250' }), client),
    );

    expect(updated).toEqual({
      ...created,
      price: 224500,
      originalPrice: 249500,
      discountCodesApplied: ['SAVE250'],
      message: 'Success! Any eligible changes to your cart have been applied.',
    });
    expect(await orderDoc(created.orderId)).toMatchObject({
      promoCode: 'SAVE250',
      price: 224500,
      total: 224500,
    });
    const intent = await intentDoc(created.paymentIntentId);
    expect(intent.amount).toBe(224500);
    expect(intent.metadata.promoCode).toBe('SAVE250');
  });

  it('follows add-ons and codes back and forth (A → B → A): the intent always matches', async () => {
    const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));
    const steps = [
      [{ promotionalCode: 'SAVE250' }, 224500],
      [{}, 249500],
      [{ promotionalCode: 'SAVE250' }, 224500],
      [{ addOnIds: ['expedited'], promotionalCode: 'SAVE250' }, 264000],
      [{ promotionalCode: 'SAVE250' }, 224500],
    ] as const;
    for (const [cart, total] of steps) {
      const result = await updateOrder.run(request(inputFor(cart), client));
      expect(result.price).toBe(total);
      expect((await intentDoc(paymentIntentId)).amount).toBe(total);
      expect((await orderDoc(orderId)).total).toBe(total);
    }
    // Removing the code removes it from the intent too.
    await updateOrder.run(request(inputFor(), client));
    expect((await intentDoc(paymentIntentId)).metadata).not.toHaveProperty('promoCode');
  });

  it('sends nothing to the card processor when a retried update changes nothing', async () => {
    const { updates } = await recordingGateway();
    const { orderId } = await createOrder.run(request(inputFor(), client));
    await updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client));
    const updatedAt = (await orderDoc(orderId)).updatedAt;

    await updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client));

    expect(updates).toHaveLength(1);
    expect(updates[0]!.key).toMatch(new RegExp(`^${orderId}:update:[0-9a-f]{32}$`));
    expect((await orderDoc(orderId)).updatedAt).toBe(updatedAt);
  });

  it('brings the intent back in line when an earlier update failed half-way', async () => {
    const { updates, control } = await recordingGateway();
    const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));
    control.failNextUpdate = true;

    const error = await rejection(
      updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
    );
    expect(error.code).toBe('internal');
    expect((await orderDoc(orderId)).total).toBe(224500);
    expect((await intentDoc(paymentIntentId)).amount).toBe(249500);

    const retried = await updateOrder.run(
      request(inputFor({ promotionalCode: 'SAVE250' }), client),
    );
    expect(retried.price).toBe(224500);
    expect((await intentDoc(paymentIntentId)).amount).toBe(224500);
    // The retry reuses the failed request's key: Stripe applies it once, whichever attempt got through.
    expect(updates.map((update) => update.key)).toEqual([updates[0]!.key, updates[0]!.key]);
  });

  it('tells why a code does not apply and keeps the full price', async () => {
    await createOrder.run(request(inputFor(), client));
    const result = await updateOrder.run(
      request(inputFor({ promotionalCode: 'SUMMER24' }), client),
    );
    expect(result).toMatchObject({
      price: 249500,
      discountCodesApplied: [],
      message: 'SUMMER24 is no longer valid and cannot be applied to your order.',
    });
  });

  it('lets a customer whose payment failed change the order and try again', async () => {
    const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));
    await setOrderStatus(orderId, 'payment_failed');
    const result = await updateOrder.run(
      request(inputFor({ promotionalCode: 'SPRING15' }), client),
    );
    expect(result.price).toBe(212075);
    expect((await intentDoc(paymentIntentId)).amount).toBe(212075);
  });
});

describe('updateOrder: no reCAPTCHA token needed', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('re-prices the add-ons of the order a create made without a token or asking Google', async () => {
    const created = await createOrder.run(request(inputFor(), client));
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'rc_secret');
    const fetch = vi.fn(async () => Response.json({ success: false }));
    vi.stubGlobal('fetch', fetch);

    const updated = await updateOrder.run(
      request(inputFor({ addOnIds: [ADD_ON_IDS.expedited] }), client),
    );

    expect(updated).toMatchObject({ orderId: created.orderId, price: 249500 + 39500 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs a token Google accepts for a code the order was not priced with', async () => {
    const created = await createOrder.run(request(inputFor(), client));
    vi.stubEnv('RECAPTCHA_SECRET_KEY', 'rc_secret');
    const verdict = { success: false, action: 'legacy_checkout', score: 0.9 };
    const fetch = vi.fn(async () => Response.json(verdict));
    vi.stubGlobal('fetch', fetch);

    const refused = await rejection(
      updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
    );
    expect(refused).toMatchObject({
      code: 'failed-precondition',
      message: 'Recaptcha validation failed',
    });
    expect((await orderDoc(created.orderId)).promoCode).toBeNull();

    verdict.success = true;
    const updated = await updateOrder.run(
      request({ ...inputFor({ promotionalCode: 'SAVE250' }), recaptchaToken: 'token-1' }, client),
    );
    expect(updated.price).toBe(224500);
    // The code the order now carries is no new attempt: an add-on change needs no token again.
    const again = await updateOrder.run(
      request(inputFor({ promotionalCode: 'SAVE250', addOnIds: [ADD_ON_IDS.expedited] }), client),
    );
    expect(again.price).toBe(224500 + 39500);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('updateOrder: refusals', () => {
  it('refuses an update without an open order', async () => {
    const error = await rejection(updateOrder.run(request(inputFor(), client)));
    expect(error.code).toBe('not-found');
    expect(error.message).toBe(
      'We could not find your order. Please reload the page to start again.',
    );
    expect(await allDocs('orders')).toHaveLength(0);
    expect(await allDocs('standInPaymentIntents')).toHaveLength(0);
  });

  it.each([
    ['processing', 'Your payment is being processed, so this order can no longer be changed.'],
    ['paid', 'This order has already been paid, so it can no longer be changed.'],
  ] as const)(
    'refuses once the order is %s, leaving the intent as it was',
    async (status, message) => {
      const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));
      await setOrderStatus(orderId, status);

      const error = await rejection(
        updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
      );
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toBe(message);
      expect((await intentDoc(paymentIntentId)).amount).toBe(249500);
      expect((await orderDoc(orderId)).total).toBe(249500);
    },
  );

  it('refuses when the intent is paid before the webhook marked the order', async () => {
    const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));
    await setIntentStatus(paymentIntentId, 'succeeded');

    const error = await rejection(
      updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
    );
    expect(error.message).toBe('This order has already been paid, so it can no longer be changed.');
    expect((await orderDoc(orderId)).total).toBe(249500);
    expect((await intentDoc(paymentIntentId)).amount).toBe(249500);
  });

  it('keeps the order as it was when Stripe refuses the change (the customer is confirming)', async () => {
    const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));
    const before = await orderDoc(orderId);
    await setIntentStatus(paymentIntentId, 'requires_action');

    const error = await rejection(
      updateOrder.run(request(inputFor({ addOnIds: ['expedited'] }), client)),
    );

    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'Your payment is under way, so this order can no longer be changed. Please finish the payment, or reload the page to see your order as it is.',
    );
    const after = await orderDoc(orderId);
    expect(after).toMatchObject({ addOnIds: before.addOnIds, total: before.total });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect((await intentDoc(paymentIntentId)).amount).toBe(before.total);
  });

  it('undoes the re-pricing when the payment starts between the status check and the update', async () => {
    const db = await getDb();
    const standIn = standInPaymentGateway(db);
    setPaymentGatewayForTests({
      ...standIn,
      async updatePaymentIntent(id, requested, key) {
        await setIntentStatus(id, 'processing'); // the customer pressed CONFIRM ORDER meanwhile
        return standIn.updatePaymentIntent(id, requested, key);
      },
    });
    const created = await createOrder.run(request(inputFor(), client));

    const error = await rejection(
      updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
    );

    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'Your payment is being processed, so this order can no longer be changed.',
    );
    expect(await orderDoc(created.orderId)).toMatchObject({ promoCode: null, total: 249500 });
    expect((await intentDoc(created.paymentIntentId)).amount).toBe(249500);
  });

  it('closes the order of a canceled intent and asks for a reload', async () => {
    const { orderId, paymentIntentId } = await createOrder.run(request(inputFor(), client));
    await setIntentStatus(paymentIntentId, 'canceled');

    const error = await rejection(updateOrder.run(request(inputFor(), client)));
    expect(error.code).toBe('not-found');
    expect((await orderDoc(orderId)).status).toBe('canceled');
  });

  it("does not touch another user's order", async () => {
    const theirs = await createOrder.run(
      request(inputFor({ userId: otherClient.uid, email: otherClient.email }), otherClient),
    );
    const forged = await rejection(
      updateOrder.run(
        request(
          inputFor({
            userId: otherClient.uid,
            email: otherClient.email,
            promotionalCode: 'SAVE250',
          }),
          client,
        ),
      ),
    );
    expect(forged.code).toBe('permission-denied');
    const mine = await rejection(
      updateOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
    );
    expect(mine.code).toBe('not-found');
    expect((await intentDoc(theirs.paymentIntentId)).amount).toBe(249500);
  });
});

describe('updateOrder: rate limit', () => {
  // Sixty updates one after another: well past the default timeout on a busy machine.
  it(
    'refuses the update past the limit without asking Stripe, while another buyer still updates',
    {
      timeout: 60_000,
    },
    async () => {
      const { updates } = await recordingGateway();
      await createOrder.run(request(inputFor(), client));
      const { maxCalls } = RATE_LIMITS.updateOrder;
      // Add-on changes, which take no promo look-up: only this command's own limit counts.
      for (let call = 0; call < maxCalls; call += 1) {
        const addOnIds = call % 2 === 0 ? [ADD_ON_IDS.expedited] : [];
        await updateOrder.run(request(inputFor({ addOnIds }), client));
      }
      expect(updates).toHaveLength(maxCalls);

      const error = await rejection(updateOrder.run(request(inputFor(), client)));

      expect(error.code).toBe('resource-exhausted');
      expect(error.message).toBe(limitMessage(60));
      expect(updates).toHaveLength(maxCalls);
      const other = { userId: otherClient.uid, email: otherClient.email };
      await createOrder.run(request(inputFor(other), otherClient));
      const theirs = await updateOrder.run(
        request(inputFor({ ...other, promotionalCode: 'SAVE250' }), otherClient),
      );
      expect(theirs.price).toBe(224500);
      expect(updates).toHaveLength(maxCalls + 1);
    },
  );
});
