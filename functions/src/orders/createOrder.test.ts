import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type {
  OrderDoc,
  StandInPaymentIntentDoc,
} from '@yardwise/domain/firestore/commerceDocuments';
import { evaluatePromoCode } from '@yardwise/domain/promo/evaluatePromoCode';
import { promoCartFromCatalog } from '@yardwise/domain/promo/promoCart';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import { RECAPTCHA_VERIFY_URL } from '../adapters/recaptcha/recaptchaVerifier';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import {
  clearStandInKeyRecords,
  standInPaymentGateway,
} from '../adapters/stripe/standInPaymentGateway';
import type { PaymentGateway } from '../adapters/stripe/paymentGateway';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { limitMessage, rateLimitDocIds } from '../security/testing/rateLimiterFixtures';
import { createOrder } from './createOrder';
import {
  allDocs,
  client,
  inputFor,
  otherClient,
  SEEDED_CODES,
  SEEDED_PRODUCTS,
  seedCatalog,
} from './orderTestData';

async function orderDoc(id: string): Promise<OrderDoc | undefined> {
  const db = await getDb();
  return (await db.collection(COLLECTIONS.orders).doc(id).get()).data() as OrderDoc | undefined;
}

async function intentDoc(id: string): Promise<StandInPaymentIntentDoc | undefined> {
  const db = await getDb();
  const snapshot = await db.collection(COLLECTIONS.standInPaymentIntents).doc(id).get();
  return snapshot.data() as StandInPaymentIntentDoc | undefined;
}

async function expectNothingWritten() {
  expect(await allDocs('orders')).toHaveLength(0);
  expect(await allDocs('standInPaymentIntents')).toHaveLength(0);
}

/** A call refused before the order is judged (its reCAPTCHA) is not counted either. */
async function expectNothingCounted() {
  await expectNothingWritten();
  expect(await rateLimitDocIds()).toEqual([]);
}

beforeEach(async () => {
  setPaymentGatewayForTests(null);
  vi.mocked(logger.error).mockClear();
  await clearFirestore(['orders', 'standInPaymentIntents', 'products', 'codes', 'rateLimits']);
  await clearStandInKeyRecords(await getDb());
  await seedCatalog();
});

afterEach(() => setPaymentGatewayForTests(null));

describe('createOrder: configuration', () => {
  it('keeps one instance warm and binds the Stripe and reCAPTCHA keys', () => {
    expect(createOrder.__endpoint.minInstances).toBe(1);
    expect(createOrder.__endpoint.secretEnvironmentVariables).toEqual([
      expect.objectContaining({ key: 'STRIPE_SECRET_KEY' }),
      expect.objectContaining({ key: 'RECAPTCHA_SECRET_KEY' }),
    ]);
  });
});

describe('createOrder: reCAPTCHA is checked on the server', () => {
  const token = '03AFcWeA6x_order-token-1';

  /** A fake siteverify endpoint; never the network. */
  function fakeSiteverify(answer: () => Response | Promise<Response>) {
    const fake = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
    vi.stubGlobal('fetch', fake);
    return fake;
  }

  /** The fields the fake siteverify endpoint was sent, one entry per call. */
  function sentToGoogle(fetch: ReturnType<typeof fakeSiteverify>) {
    return fetch.mock.calls.map(([url, init]) => ({
      url,
      body: Object.fromEntries(new URLSearchParams(String(init?.body))),
    }));
  }

  beforeEach(() => {
    vi.mocked(logger.warn).mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  describe('with RECAPTCHA_SECRET_KEY set', () => {
    beforeEach(() => {
      vi.stubEnv('RECAPTCHA_SECRET_KEY', 'rc_secret');
    });

    it.each([
      ['without a token', inputFor()],
      ['with an empty token', { ...inputFor(), recaptchaToken: '' }],
    ])(
      "refuses an order %s as 'Recaptcha validation failed' without asking Google, writing nothing",
      async (_, input) => {
        const fetch = fakeSiteverify(() => Response.json({ success: true }));

        const error = await rejection(createOrder.run(request(input, client)));

        expect(error.code).toBe('failed-precondition');
        expect(error.message).toBe('Recaptcha validation failed');
        expect(fetch).not.toHaveBeenCalled();
        await expectNothingCounted();
      },
    );

    it.each([
      ['a failed check', { success: false, 'error-codes': ['invalid-input-response'] }],
      ['a token used before', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
      ['another action', { success: true, action: 'login', score: 0.9 }],
      ['a low score', { success: true, action: 'legacy_checkout', score: 0.1 }],
    ])(
      "refuses a token Google answers with %s as 'Recaptcha validation failed', writing nothing",
      async (_, answer) => {
        const fetch = fakeSiteverify(() => Response.json(answer));

        const error = await rejection(
          createOrder.run(request({ ...inputFor(), recaptchaToken: token }, client)),
        );

        expect(error.code).toBe('failed-precondition');
        expect(error.message).toBe('Recaptcha validation failed');
        expect(sentToGoogle(fetch)).toEqual([
          { url: RECAPTCHA_VERIFY_URL, body: { secret: 'rc_secret', response: token } },
        ]);
        await expectNothingCounted();
      },
    );

    it('creates the order and its intent for a token Google accepts for the checkout action', async () => {
      const fetch = fakeSiteverify(() =>
        Response.json({ success: true, action: 'legacy_checkout', score: 0.9 }),
      );

      const result = await createOrder.run(
        request({ ...inputFor(), recaptchaToken: token }, client),
      );

      expect(result.price).toBe(249500);
      expect(sentToGoogle(fetch)).toEqual([
        { url: RECAPTCHA_VERIFY_URL, body: { secret: 'rc_secret', response: token } },
      ]);
      expect(await orderDoc(result.orderId)).toMatchObject({ status: 'awaiting_payment' });
      expect((await intentDoc(result.paymentIntentId))!.amount).toBe(249500);
      // The token is checked, never stored.
      expect(JSON.stringify((await allDocs('orders'))[0]!.data())).not.toContain(token);
    });

    it('answers unavailable when Google cannot be reached, writing nothing', async () => {
      fakeSiteverify(() => Promise.reject(new TypeError('fetch failed')));

      const error = await rejection(
        createOrder.run(request({ ...inputFor(), recaptchaToken: token }, client)),
      );

      expect(error.code).toBe('unavailable');
      await expectNothingCounted();
    });
  });

  it('local stand-in: without the secret an order without a token passes, and the log says so', async () => {
    const fetch = fakeSiteverify(() => Response.json({ success: false }));

    const result = await createOrder.run(request(inputFor(), client));

    expect(result.price).toBe(249500);
    expect(await allDocs('orders')).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('[local stand-in]'),
      expect.objectContaining({ action: 'legacy_checkout' }),
    );
  });
});

describe('createOrder: the server prices the order', () => {
  it('creates an awaiting_payment order and a stand-in intent at the catalogue total', async () => {
    const input = inputFor({ addOnIds: ['expedited'] }, 'modern');
    const result = await createOrder.run(request(input, client));

    expect(result).toEqual({
      orderId: expect.stringMatching(/^ord_[0-9a-f]{24}$/),
      clientSecret: `${result.paymentIntentId}_secret_standin`,
      paymentIntentId: expect.stringMatching(/^pi_standin_[0-9a-f]{24}$/),
      price: 289000,
      originalPrice: 289000,
      taxAmount: 0,
      discountCodesApplied: [],
      message: '',
    });
    const order = await orderDoc(result.orderId);
    expect(order).toMatchObject({
      userId: client.uid,
      status: 'awaiting_payment',
      paymentIntentId: result.paymentIntentId,
      sku: 'full-yard_standard',
      packageKey: 'full-yard',
      lotSize: 'standard',
      addOnIds: ['expedited'],
      promoCode: null,
      referralCode: null,
      originalPrice: 289000,
      price: 289000,
      taxAmount: 0,
      total: 289000,
      email: client.email,
      firstName: 'Ana',
      lastName: 'Lopez',
      address: input.order.address,
      packageStyle: 'modern',
    });
    const intent = await intentDoc(result.paymentIntentId);
    expect(intent).toMatchObject({
      amount: order!.total,
      currency: 'usd',
      status: 'requires_payment_method',
      clientSecret: result.clientSecret,
    });
    // Everything the webhook needs to fulfil, without reading the order.
    expect(intent!.metadata).toEqual({
      userId: client.uid,
      orderId: result.orderId,
      sku: 'full-yard_standard',
      packageKey: 'full-yard',
      lotSize: 'standard',
      addOns: 'expedited',
      packageStyle: 'modern',
    });
  });

  it.each([
    [
      'an amount in the order',
      (input: ReturnType<typeof inputFor>) => ({
        ...input,
        order: { ...input.order, amount: 100 },
      }),
    ],
    [
      'a price in the order',
      (input: ReturnType<typeof inputFor>) => ({ ...input, order: { ...input.order, price: 1 } }),
    ],
    ['a total beside the order', (input: ReturnType<typeof inputFor>) => ({ ...input, total: 50 })],
    [
      'a zero originalPrice beside the order',
      (input: ReturnType<typeof inputFor>) => ({ ...input, originalPrice: 0 }),
    ],
  ])('refuses %s as an unknown field and writes nothing', async (_, tamper) => {
    const error = await rejection(createOrder.run(request(tamper(inputFor()), client)));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(/^Unexpected field: /);
    await expectNothingWritten();
  });

  it('prices the same order without the tampered field from the catalogue', async () => {
    const result = await createOrder.run(request(inputFor(), client));
    expect(result.price).toBe(SEEDED_PRODUCTS['full-yard']!.prices.standard);
    expect((await intentDoc(result.paymentIntentId))!.amount).toBe(249500);
  });

  it.each([
    ['fixed', 'SAVE250', 'full-yard'],
    ['percentage', 'SPRING15', 'full-yard'],
    ['expired', 'SUMMER24', 'full-yard'],
    ['maxed out', 'FIRST100', 'full-yard'],
    ['deactivated', 'RETIRED10', 'full-yard'],
    ['not started', 'NEWYEAR2030', 'full-yard'],
    ['minimum package price', 'BIGYARD300', 'front-yard'],
    ['starter restriction', 'SAVE250', 'starter-front-or-backyard'],
    ['yzlo code on a starter package', 'YZLO7QK4M9XW2T', 'starter-full-yard'],
    ["the starter package's own code", 'STARTERFULL100', 'starter-full-yard'],
    ['GETSTARTED on Small Space', 'GETSTARTED', 'small-space'],
    ['referral kept', 'FRIEND-MORGAN', 'full-yard'],
    ['unknown code', 'NOPE', 'full-yard'],
  ] as const)(
    '%s: the intent is charged what the domain computes, with its message',
    async (_, code, packageKey) => {
      const cart = promoCartFromCatalog(
        { packageKey, lotSize: 'standard', addOnIds: [] },
        SEEDED_PRODUCTS,
      )!;
      const record = SEEDED_CODES[code];
      const domain = evaluatePromoCode({
        enteredCode: code,
        lookup: record ? { kind: 'found', code: record } : { kind: 'notFound' },
        referralCodes: record?.category === 'REFERRAL' ? [record.code] : [],
        cart,
        now: new Date(),
        brandName: 'Yard Design Studio',
      });
      const expectedPrice =
        domain.kind === 'applied' ? domain.modifiedPriceCents : cart.packagePriceCents;

      const result = await createOrder.run(
        request(inputFor({ sku: `${packageKey}_standard`, promotionalCode: code }), client),
      );

      expect(result.price).toBe(expectedPrice);
      expect(result.originalPrice).toBe(cart.packagePriceCents);
      expect(result.message).toBe(domain.message);
      expect(result.discountCodesApplied).toEqual(domain.kind === 'applied' ? [code] : []);
      expect((await intentDoc(result.paymentIntentId))!.amount).toBe(expectedPrice);
    },
  );

  it('charges a Starter Full Yard ($795) with a yzlo code what the code takes off', async () => {
    const result = await createOrder.run(
      request(
        inputFor({ sku: 'starter-full-yard_standard', promotionalCode: 'YZLO7QK4M9XW2T' }),
        client,
      ),
    );
    expect(result).toMatchObject({ price: 29500, discountCodesApplied: ['YZLO7QK4M9XW2T'] });
  });

  it('puts the expedited add-on a code includes on the order and its intent, at no charge', async () => {
    const result = await createOrder.run(
      request(inputFor({ promotionalCode: 'fasttrack' }), client),
    );

    expect(result).toMatchObject({
      price: 249500,
      originalPrice: 249500 + 39500,
      discountCodesApplied: ['FASTTRACK'],
      message: 'Expedited service is on us.',
    });
    expect(await orderDoc(result.orderId)).toMatchObject({
      addOnIds: ['expedited'],
      promoCode: 'FASTTRACK',
      price: 249500,
      total: 249500,
    });
    const intent = await intentDoc(result.paymentIntentId);
    expect(intent).toMatchObject({ amount: 249500 });
    expect(intent!.metadata).toMatchObject({ addOns: 'expedited', promoCode: 'FASTTRACK' });
  });

  it.each([
    [
      'a gift card',
      { sku: 'gift-card_standard' },
      50000,
      'Promo codes can only be used on packages of $995.00 or more, so SAVE250 was not applied.',
    ],
    [
      'an additional revision',
      { sku: 'additional-revision_standard', isAdditionalRevision: true },
      29500,
      "Promo codes can't be used on an additional revision, so SAVE250 was not applied.",
    ],
  ])(
    'prices %s, where the checkout shows no promo box, without the code and says why',
    async (_, overrides, fullPrice, message) => {
      const result = await createOrder.run(
        request(inputFor({ ...overrides, promotionalCode: 'SAVE250' }), client),
      );
      expect(result).toMatchObject({ price: fullPrice, discountCodesApplied: [], message });
      expect(await orderDoc(result.orderId)).toMatchObject({ promoCode: null, total: fullPrice });
      expect((await intentDoc(result.paymentIntentId))!.amount).toBe(fullPrice);
    },
  );

  it('refuses the partner package without a rewards code, and sells it with one', async () => {
    const sku = 'partner-rewards-full-yard_standard';
    const error = await rejection(createOrder.run(request(inputFor({ sku }), client)));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      "Please provide a valid MyLowe's Rewards Yard Design Studio code...",
    );
    await expectNothingWritten();

    const result = await createOrder.run(
      request(inputFor({ sku, promotionalCode: 'yzlo7qk4m9xw2t' }), client),
    );
    expect(result).toMatchObject({
      price: 199500,
      discountCodesApplied: ['YZLO7QK4M9XW2T'],
      message: 'Your rewards code has been applied.',
    });
  });

  it.each([
    [
      'an unknown sku',
      { sku: 'patio_standard' },
      'We could not find that package. Please choose your package again.',
    ],
    [
      'an unknown lot size',
      { sku: 'full-yard_mansion' },
      'We could not find that package. Please choose your package again.',
    ],
    [
      'an add-on the package does not offer',
      { sku: 'back-yard_standard', addOnIds: ['exterior-front'] },
      'That add-on is not available for this package. Please remove it and try again.',
    ],
  ])(
    'refuses %s with not-found and its message, writing nothing',
    async (_, overrides, message) => {
      const error = await rejection(createOrder.run(request(inputFor(overrides), client)));
      expect(error.code).toBe('not-found');
      expect(error.message).toBe(message);
      await expectNothingWritten();
    },
  );

  it('refuses an order the card processor cannot charge (below 50 cents), writing nothing', async () => {
    await seedCatalog({
      codes: {
        FREEDESIGN: {
          code: 'FREEDESIGN',
          status: 'USABLE',
          category: 'MARKETING',
          discountType: 'PERCENTAGE',
          discount: '%100',
        },
      },
    });
    const error = await rejection(
      createOrder.run(request(inputFor({ promotionalCode: 'FREEDESIGN' }), client)),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(
      'This order has no amount to pay by card. Please contact help@yard-design.example to complete it.',
    );
    await expectNothingWritten();
  });
});

describe('createOrder: who may order', () => {
  it('refuses a signed-out caller', async () => {
    const error = await rejection(createOrder.run(request(inputFor())));
    expect(error.code).toBe('unauthenticated');
    await expectNothingWritten();
  });

  it.each([
    ['an anonymous visitor without an email', { uid: client.uid, signIn: 'anonymous' as const }],
    [
      'an anonymous visitor with an email claim',
      { uid: client.uid, signIn: 'anonymous' as const, email: client.email },
    ],
    ['an account without an email', { uid: client.uid, signIn: 'phone' as const }],
  ])('refuses %s with permission-denied', async (_, caller) => {
    const error = await rejection(createOrder.run(request(inputFor(), caller)));
    expect(error.code).toBe('permission-denied');
    await expectNothingWritten();
  });

  it("refuses an order for another user's id", async () => {
    const error = await rejection(
      createOrder.run(request(inputFor({ userId: otherClient.uid }), client)),
    );
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe(
      'You can only place an order for the account you are signed in with.',
    );
    await expectNothingWritten();
  });

  it("refuses an order with another email than the account's, ignoring case and spaces", async () => {
    const error = await rejection(
      createOrder.run(request(inputFor({ email: otherClient.email }), client)),
    );
    expect(error.code).toBe('permission-denied');
    expect(error.message).toBe('Please use the email of the account you are signed in with.');
    await expectNothingWritten();

    const result = await createOrder.run(request(inputFor({ email: ' ANA@Example.com ' }), client));
    expect(result.price).toBe(249500);
  });
});

describe('createOrder: one open order, one PaymentIntent', () => {
  it('returns the same order and intent when the create is retried', async () => {
    const first = await createOrder.run(request(inputFor(), client));
    const second = await createOrder.run(request(inputFor(), client));

    expect(second).toEqual(first);
    expect(await allDocs('orders')).toHaveLength(1);
    expect(await allDocs('standInPaymentIntents')).toHaveLength(1);
  });

  it('re-prices the open order and its intent when the cart changed before the create', async () => {
    const first = await createOrder.run(request(inputFor(), client));
    const second = await createOrder.run(
      request(inputFor({ sku: 'front-yard_standard', addOnIds: ['expedited'] }), client),
    );

    expect(second.orderId).toBe(first.orderId);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.price).toBe(149500 + 39500);
    const intent = await intentDoc(second.paymentIntentId);
    expect(intent).toMatchObject({ amount: 189000 });
    expect(intent!.metadata).toMatchObject({ packageKey: 'front-yard', addOns: 'expedited' });
    expect(await orderDoc(first.orderId)).toMatchObject({
      packageKey: 'front-yard',
      total: 189000,
    });
  });

  it('keeps orders of different users apart', async () => {
    const mine = await createOrder.run(request(inputFor(), client));
    const theirs = await createOrder.run(
      request(inputFor({ userId: otherClient.uid, email: otherClient.email }), otherClient),
    );
    expect(theirs.orderId).not.toBe(mine.orderId);
    expect(theirs.paymentIntentId).not.toBe(mine.paymentIntentId);
  });

  it('starts a new order once the previous one is paid (an additional revision later)', async () => {
    const first = await createOrder.run(request(inputFor(), client));
    const db = await getDb();
    await db.collection(COLLECTIONS.orders).doc(first.orderId).update({ status: 'paid' });

    const second = await createOrder.run(
      request(
        inputFor({ sku: 'additional-revision_standard', isAdditionalRevision: true }),
        client,
      ),
    );
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(second.price).toBe(29500);
    expect((await orderDoc(first.orderId))?.status).toBe('paid');
  });

  it.each([
    ['processing', 'Your payment is being processed, so this order can no longer be changed.'],
    [
      'payment_held',
      'The payment for this order is on hold while our team looks into it, so the order can no longer be changed. We will email you shortly.',
    ],
  ] as const)('refuses a new checkout while a payment is %s', async (status, message) => {
    const first = await createOrder.run(request(inputFor(), client));
    const db = await getDb();
    await db.collection(COLLECTIONS.orders).doc(first.orderId).update({ status });

    const error = await rejection(createOrder.run(request(inputFor(), client)));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(message);
    expect(await allDocs('orders')).toHaveLength(1);
  });

  it('starts a new order when the open order’s intent was canceled', async () => {
    const first = await createOrder.run(request(inputFor(), client));
    const db = await getDb();
    await db
      .collection(COLLECTIONS.standInPaymentIntents)
      .doc(first.paymentIntentId)
      .update({ status: 'canceled' });

    const second = await createOrder.run(request(inputFor(), client));
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await orderDoc(first.orderId))?.status).toBe('canceled');
  });

  it('recovers from a failure between the order and its intent with the same intent key', async () => {
    const db = await getDb();
    const standIn = standInPaymentGateway(db);
    const keys: string[] = [];
    let failNextCreate = true;
    const flaky: PaymentGateway = {
      ...standIn,
      async createPaymentIntent(requested) {
        keys.push(requested.idempotencyKey);
        const intent = await standIn.createPaymentIntent(requested);
        if (failNextCreate) {
          failNextCreate = false;
          throw new Error('connection reset after Stripe created the intent');
        }
        return intent;
      },
    };
    setPaymentGatewayForTests(flaky);

    const error = await rejection(createOrder.run(request(inputFor(), client)));
    expect(error.code).toBe('internal');
    expect(logger.error).toHaveBeenCalledOnce();
    const [pending] = await allDocs('orders');
    expect(pending!.data()).toMatchObject({ paymentIntentId: null, status: 'awaiting_payment' });

    const result = await createOrder.run(request(inputFor(), client));
    const createdAt = Date.parse((await orderDoc(result.orderId))!.createdAt);
    const key = `${result.orderId}:create:${createdAt}`;
    expect(keys).toEqual([key, key]);
    expect(await allDocs('standInPaymentIntents')).toHaveLength(1);
    expect((await orderDoc(result.orderId))?.paymentIntentId).toBe(result.paymentIntentId);
  });
});

describe('createOrder: rate limit', () => {
  /** The stand-in gateway with every call to it counted. */
  async function countingGateway() {
    const standIn = standInPaymentGateway(await getDb());
    const count = { calls: 0 };
    const counted: PaymentGateway = {
      ...standIn,
      async createPaymentIntent(requested) {
        count.calls += 1;
        return standIn.createPaymentIntent(requested);
      },
      async retrievePaymentIntent(id) {
        count.calls += 1;
        return standIn.retrievePaymentIntent(id);
      },
      async updatePaymentIntent(id, requested, key) {
        count.calls += 1;
        return standIn.updatePaymentIntent(id, requested, key);
      },
    };
    setPaymentGatewayForTests(counted);
    return count;
  }

  it('refuses the create past the limit without asking Stripe, while another buyer still orders', async () => {
    const stripe = await countingGateway();
    const { maxCalls } = RATE_LIMITS.createOrder;
    for (let call = 0; call < maxCalls; call += 1) {
      await createOrder.run(request(inputFor(), client));
    }
    const before = stripe.calls;

    const error = await rejection(createOrder.run(request(inputFor(), client)));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage(60));
    expect(stripe.calls).toBe(before);
    const theirs = await createOrder.run(
      request(inputFor({ userId: otherClient.uid, email: otherClient.email }), otherClient),
    );
    expect(theirs.price).toBe(249500);
    expect(stripe.calls).toBeGreaterThan(before);
  });
});
