import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  inputFor as orderInputFor,
  SEEDED_CODES,
  SEEDED_PRODUCTS,
  TEST_BUYER,
} from '@yardwise/domain/checkout/orderTestData';
import { priceOrder, pricingRequestOf } from '@yardwise/domain/checkout/priceOrder';
import { STAND_IN_INTENT_ID } from '@yardwise/domain/checkout/testPayment';
import { hostileOrderInputs } from '@yardwise/domain/commands/hostileInputs';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import { SAMPLE_CLIENT, SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { brand } from '@web/ui/brand';
import { createMemoryDataLayer } from './createMemoryDataLayer';
import { PREVIEW_SETUP_DELAY_MS } from './memoryPayments';

/** A buyer with an account but nothing else yet: the payment must set up their account. */
const BUYER = { ...TEST_BUYER, password: 'preview-pass', displayName: 'Ana Lopez' };
const FULL_YARD = SEEDED_PRODUCTS['full-yard']!.prices.standard!;
const EXPEDITED = SEEDED_PRODUCTS.expedited!.prices.standard!;

/** The domain's test order as the command takes it (its payload type is looser than the schema's). */
function inputFor(...args: Parameters<typeof orderInputFor>): CallableInput<'createOrder'> {
  return orderInputFor(...args) as CallableInput<'createOrder'>;
}

/** The buyer's documents in a collection (the seed holds the sample client's too). */
function buyers<T extends { userId?: string }>(docs: T[]): T[] {
  return docs.filter((doc) => doc.userId === BUYER.uid);
}

async function signedInBuyer() {
  const dataLayer = createMemoryDataLayer({
    data: { ...SAMPLE_DATA, users: [...SAMPLE_DATA.users, BUYER] },
  });
  await dataLayer.auth.signInWithEmail(BUYER.email, BUYER.password);
  return dataLayer;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createOrder and updateOrder in the preview', () => {
  it('prices an order with an add-on and a promo code as the domain does', async () => {
    const dataLayer = await signedInBuyer();
    const input = inputFor({ addOnIds: ['expedited'], promotionalCode: 'SAVE250' });

    const result = await dataLayer.commands.call('createOrder', input);

    const domainPricing = priceOrder(
      input.order,
      pricingRequestOf(input.order),
      { products: SEEDED_PRODUCTS, promoCode: SEEDED_CODES.SAVE250! },
      { now: new Date(), brandName: brand.productName },
    );
    expect(result).toMatchObject({
      price: domainPricing.price,
      originalPrice: domainPricing.originalPrice,
      taxAmount: domainPricing.taxAmount,
      discountCodesApplied: ['SAVE250'],
      message: domainPricing.message,
    });
    expect(result.price).toBe(FULL_YARD + EXPEDITED - 25000);
    expect(result.paymentIntentId).toMatch(STAND_IN_INTENT_ID);
    expect(result.clientSecret).toBe(`${result.paymentIntentId}_secret_standin`);
    expect(dataLayer.store.read('orders', result.orderId)).toMatchObject({
      userId: BUYER.uid,
      status: 'awaiting_payment',
      paymentIntentId: result.paymentIntentId,
      total: domainPricing.total,
    });
    expect(dataLayer.store.read('standInPaymentIntents', result.paymentIntentId)).toMatchObject({
      amount: domainPricing.total,
      status: 'requires_payment_method',
      metadata: { userId: BUYER.uid, orderId: result.orderId, addOns: 'expedited' },
    });
  });

  it('puts the expedited add-on a code includes on the order at no charge, and the paid order keeps it', async () => {
    const dataLayer = await signedInBuyer();
    const input = inputFor({ promotionalCode: 'FASTTRACK' });

    const result = await dataLayer.commands.call('createOrder', input);

    const domainPricing = priceOrder(
      input.order,
      pricingRequestOf(input.order),
      { products: SEEDED_PRODUCTS, promoCode: SEEDED_CODES.FASTTRACK! },
      { now: new Date(), brandName: brand.productName },
    );
    expect(domainPricing.addOnIds).toEqual(['expedited']);
    expect(result).toMatchObject({
      price: FULL_YARD,
      originalPrice: FULL_YARD + EXPEDITED,
      discountCodesApplied: ['FASTTRACK'],
      message: domainPricing.message,
    });
    expect(dataLayer.store.read('standInPaymentIntents', result.paymentIntentId)).toMatchObject({
      amount: FULL_YARD,
      metadata: { addOns: 'expedited', promoCode: 'FASTTRACK' },
    });

    await dataLayer.commands.call('completeTestPayment', {
      paymentIntentId: result.paymentIntentId,
    });
    await vi.advanceTimersByTimeAsync(PREVIEW_SETUP_DELAY_MS);
    expect(dataLayer.store.read('orders', result.orderId)).toMatchObject({
      status: 'paid',
      addOnIds: ['expedited'],
      total: FULL_YARD,
    });
  });

  it('prices a gift card without a code, as the checkout shows it no promo box', async () => {
    const dataLayer = await signedInBuyer();
    const result = await dataLayer.commands.call(
      'createOrder',
      inputFor({ sku: 'gift-card_standard', promotionalCode: 'SAVE250' }),
    );
    expect(result).toMatchObject({
      price: SEEDED_PRODUCTS['gift-card']!.prices.standard,
      discountCodesApplied: [],
      message:
        'Promo codes can only be used on packages of $995.00 or more, so SAVE250 was not applied.',
    });
  });

  it('re-prices the same order and intent when an add-on is removed', async () => {
    const dataLayer = await signedInBuyer();
    const created = await dataLayer.commands.call(
      'createOrder',
      inputFor({ addOnIds: ['expedited'], promotionalCode: 'SAVE250' }),
    );

    const updated = await dataLayer.commands.call(
      'updateOrder',
      inputFor({ addOnIds: [], promotionalCode: 'SAVE250' }),
    );

    expect(updated.price).toBe(created.price - EXPEDITED);
    expect(updated.orderId).toBe(created.orderId);
    expect(updated.paymentIntentId).toBe(created.paymentIntentId);
    expect(dataLayer.store.list('orders')).toHaveLength(1);
    const intent = dataLayer.store.read('standInPaymentIntents', created.paymentIntentId);
    expect(intent?.amount).toBe(FULL_YARD - 25000);
    // Stripe keeps no empty metadata values: no add-ons means no addOns key.
    expect(intent?.metadata).not.toHaveProperty('addOns');
  });

  it("takes createOrder's reCAPTCHA token unchecked, as the functions' stand-in, and stores it nowhere", async () => {
    const dataLayer = await signedInBuyer();
    const recaptchaToken = '03AFcWeA6x_preview-token';

    const created = await dataLayer.commands.call('createOrder', { ...inputFor(), recaptchaToken });
    const updated = await dataLayer.commands.call('updateOrder', { ...inputFor(), recaptchaToken });

    expect(created.price).toBe(FULL_YARD);
    expect(updated.orderId).toBe(created.orderId);
    expect(JSON.stringify(dataLayer.store.list('orders'))).not.toContain(recaptchaToken);
  });

  it('refuses an update when there is no order, and a visitor without an account', async () => {
    const dataLayer = await signedInBuyer();
    await expect(dataLayer.commands.call('updateOrder', inputFor())).rejects.toMatchObject({
      code: 'not-found',
    });

    const visitor = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await expect(visitor.commands.call('createOrder', inputFor())).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(visitor.store.list('orders')).toHaveLength(0);
  });

  it('refuses an order for someone else and an unknown package', async () => {
    const dataLayer = await signedInBuyer();
    await expect(
      dataLayer.commands.call('createOrder', inputFor({ userId: SAMPLE_CLIENT.uid })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      dataLayer.commands.call('createOrder', inputFor({ sku: 'castle_standard' })),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(dataLayer.store.list('orders')).toHaveLength(0);
  });

  it.each(hostileOrderInputs())(
    'refuses %s as invalid-argument, writing nothing',
    async (_, data) => {
      const dataLayer = await signedInBuyer();
      const version = dataLayer.store.getVersion();
      await expect(dataLayer.commands.call('createOrder', data as never)).rejects.toMatchObject({
        code: 'invalid-argument',
      });
      expect(dataLayer.store.getVersion()).toBe(version);
    },
  );
});

describe('completeTestPayment in the preview', () => {
  async function paidOrder() {
    const dataLayer = await signedInBuyer();
    const order = await dataLayer.commands.call(
      'createOrder',
      inputFor({ addOnIds: ['expedited'] }, 'cottage-garden'),
    );
    const payment = await dataLayer.commands.call('completeTestPayment', {
      paymentIntentId: order.paymentIntentId,
    });
    return { dataLayer, order, payment };
  }

  it('answers at once and sets up the account after the delay, as the webhook would', async () => {
    const { dataLayer, order, payment } = await paidOrder();
    const { paymentIntentId, orderId } = order;
    expect(payment).toEqual({ orderId, outcome: 'processed' });
    expect(dataLayer.store.read('yzOrderEvents', paymentIntentId)).toBeUndefined();

    await vi.advanceTimersByTimeAsync(PREVIEW_SETUP_DELAY_MS);

    expect(dataLayer.store.read('orders', orderId)).toMatchObject({ status: 'paid' });
    expect(dataLayer.store.read('yzOrderEvents', paymentIntentId)).toMatchObject({
      userId: BUYER.uid,
      paymentIntentId,
      orderId,
    });
    expect(dataLayer.store.read('newPackageOrderStatuses', orderId)).toMatchObject({
      userId: BUYER.uid,
      profileDocCreated: true,
      projectDocCreated: true,
    });
    expect(dataLayer.store.read('profiles', BUYER.uid)).toMatchObject({
      email: BUYER.email,
      firstName: 'Ana',
      lastName: 'Lopez',
      package: 'full-yard',
    });
    expect(
      dataLayer.store.list('projects').filter((project) => project.profileId === BUYER.uid),
    ).toEqual([expect.objectContaining({ packageStyle: 'cottage-garden' })]);
    const [onboardState, ...others] = buyers(dataLayer.store.list('onboardStates'));
    expect(others).toHaveLength(0);
    expect(onboardState?.projectId).toBe(`project-${BUYER.uid}`);
  });

  it('is idempotent: a second payment of the same intent sets up nothing again', async () => {
    const { dataLayer, order } = await paidOrder();
    await vi.advanceTimersByTimeAsync(PREVIEW_SETUP_DELAY_MS);
    const before = dataLayer.store.getVersion();

    const again = await dataLayer.commands.call('completeTestPayment', {
      paymentIntentId: order.paymentIntentId,
    });
    await vi.advanceTimersByTimeAsync(PREVIEW_SETUP_DELAY_MS);

    expect(again).toEqual({ orderId: order.orderId, outcome: 'duplicate' });
    expect(dataLayer.store.getVersion()).toBe(before);
    expect(buyers(dataLayer.store.list('yzOrderEvents'))).toHaveLength(1);
    expect(dataLayer.store.list('paymentEvents')).toHaveLength(1);
  });

  it('a double click before the setup lands makes one setup', async () => {
    const { dataLayer, order } = await paidOrder();
    const again = await dataLayer.commands.call('completeTestPayment', {
      paymentIntentId: order.paymentIntentId,
    });
    await vi.advanceTimersByTimeAsync(PREVIEW_SETUP_DELAY_MS * 2);

    expect(again.outcome).toBe('duplicate');
    expect(buyers(dataLayer.store.list('newPackageOrderStatuses'))).toHaveLength(1);
    expect(dataLayer.store.list('paymentEvents')).toHaveLength(1);
  });

  it("refuses someone else's intent and leaves it unpaid", async () => {
    const dataLayer = await signedInBuyer();
    const order = await dataLayer.commands.call('createOrder', inputFor());
    await dataLayer.auth.signInWithCustomToken(SAMPLE_CLIENT.uid);

    await expect(
      dataLayer.commands.call('completeTestPayment', { paymentIntentId: order.paymentIntentId }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await vi.advanceTimersByTimeAsync(PREVIEW_SETUP_DELAY_MS);
    expect(dataLayer.store.read('standInPaymentIntents', order.paymentIntentId)?.status).toBe(
      'requires_payment_method',
    );
    expect(buyers(dataLayer.store.list('yzOrderEvents'))).toHaveLength(0);
  });

  it.each([
    ['null', null],
    ['a Stripe intent id', { paymentIntentId: 'pi_3Pabc' }],
    ['a script', { paymentIntentId: 'pi_standin_"><script>' }],
    ['a path', { paymentIntentId: 'pi_standin_x/../../profiles/y' }],
    ['an amount beside the id', { paymentIntentId: 'pi_standin_abc', amount: 1 }],
  ])('refuses %s as invalid-argument', async (_, data) => {
    const dataLayer = await signedInBuyer();
    await expect(
      dataLayer.commands.call('completeTestPayment', data as never),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('answers not-found for an intent that does not exist', async () => {
    const dataLayer = await signedInBuyer();
    await expect(
      dataLayer.commands.call('completeTestPayment', { paymentIntentId: 'pi_standin_missing' }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});
