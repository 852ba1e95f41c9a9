// A purchase as the web checkout makes it, end to end through the real functions: createOrder,
// lookupPromoCode and updateOrder as the signed-in buyer (stand-in payment gateway, no Stripe
// key), then Stripe's signed payment_intent.succeeded for that intent through the stripeWebhook
// onRequest wrapper, delivered twice.
import { standInSucceededEvent } from '@yardwise/domain/checkout/testPayment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPremiumPackage } from '@yardwise/domain/catalog/packageKinds';
import { skuLookupKey } from '@yardwise/domain/catalog/packageNames';
import { ORDER_ERRORS } from '@yardwise/domain/checkout/messages';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { singleUsePromoRecord } from '@yardwise/domain/promo/singleUseCode';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { getDb } from '../admin';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import { clearStandInKeyRecords } from '../adapters/stripe/standInPaymentGateway';
import { createOrder } from '../orders/createOrder';
import { client, inputFor, otherClient, seedCatalog } from '../orders/orderTestData';
import { updateOrder } from '../orders/updateOrder';
import { lookupPromoCode } from '../promo/lookupPromoCode';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import {
  countDocs,
  fulfilmentCounts,
  NOTHING_FULFILLED,
  readAll,
  readDoc,
} from './testing/firestoreReads';
import { TEST_WEBHOOK_SECRET } from './testing/webhookHttp';
import { deliver } from './testing/deliverWebhook';

// The seeded catalogue: Full Yard on a standard lot 2,495.00, Expedited Service 395.00.
const FULL_YARD_STANDARD = 249500;
const EXPEDITED = 39500;
const SAVE250_DISCOUNT = 25000;

const cart = { packageKey: 'full-yard', lotSize: 'standard', addOnIds: ['expedited'] } as const;

/** The createOrder / updateOrder input as web checkout's orderInputFor builds it for the cart. */
function checkoutInput(promotionalCode: string | null = null) {
  return inputFor({
    sku: skuLookupKey(cart.packageKey, cart.lotSize),
    addOnIds: [...cart.addOnIds],
    isAdditionalRevision: false,
    isPremium: isPremiumPackage(cart.packageKey),
    promotionalCode,
  });
}

const standInIntent = async (id: string) =>
  (await readDoc('standInPaymentIntents', id)) as StandInPaymentIntentDoc;

beforeEach(async () => {
  vi.clearAllMocks();
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', TEST_WEBHOOK_SECRET);
  setPaymentGatewayForTests(null);
  await clearFirestore();
  await clearStandInKeyRecords(await getDb());
  await seedCatalog();
});

afterEach(() => {
  setPaymentGatewayForTests(null);
  vi.unstubAllEnvs();
});

describe('checkout purchase through the functions and the Stripe webhook', () => {
  it('prices, discounts, pays and fulfils once: order paid, order event, profile and project', async () => {
    // The seeded prices the expectations below rest on.
    expect(SEED_PRODUCTS['full-yard']!.prices.standard).toBe(FULL_YARD_STANDARD);
    expect(SEED_PRODUCTS.expedited!.prices.standard).toBe(EXPEDITED);

    // 1. createOrder: the server prices the cart and opens a stand-in intent.
    const created = await createOrder.run(request(checkoutInput(), client));
    expect(created).toMatchObject({
      clientSecret: expect.stringContaining(created.paymentIntentId),
      paymentIntentId: expect.stringMatching(/^pi_standin_/),
      price: FULL_YARD_STANDARD + EXPEDITED,
      originalPrice: FULL_YARD_STANDARD + EXPEDITED,
      discountCodesApplied: [],
    });
    const { orderId, paymentIntentId } = created;
    expect((await standInIntent(paymentIntentId)).amount).toBe(FULL_YARD_STANDARD + EXPEDITED);

    // 2. lookupPromoCode as typed, then updateOrder with the code the lookup applied.
    const lookup = await lookupPromoCode.run(request({ ...cart, code: 'save250' }, client));
    expect(lookup.evaluation).toMatchObject({
      kind: 'applied',
      promotionalCode: 'SAVE250',
      modifiedPriceCents: FULL_YARD_STANDARD + EXPEDITED - SAVE250_DISCOUNT,
      message: PROMO_MESSAGES.success,
    });
    const appliedCode =
      lookup.evaluation.kind === 'applied' ? lookup.evaluation.promotionalCode : null;

    const updated = await updateOrder.run(request(checkoutInput(appliedCode), client));
    const discounted = FULL_YARD_STANDARD + EXPEDITED - SAVE250_DISCOUNT;
    expect(updated).toMatchObject({
      orderId,
      paymentIntentId,
      price: discounted,
      originalPrice: FULL_YARD_STANDARD + EXPEDITED,
      discountCodesApplied: ['SAVE250'],
    });
    expect(await readDoc('orders', orderId)).toMatchObject({
      status: 'awaiting_payment',
      promoCode: 'SAVE250',
      total: discounted,
    });
    const intent = await standInIntent(paymentIntentId);
    expect(intent.amount).toBe(discounted);
    expect(intent.metadata).toMatchObject({ orderId, userId: client.uid, promoCode: 'SAVE250' });
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);

    // 3. Stripe's signed payment_intent.succeeded for that intent, through the webhook.
    const event = standInSucceededEvent(paymentIntentId, intent, new Date());
    const first = await deliver(event);

    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'processed' });
    const paid = await readDoc('orders', orderId);
    expect(paid).toMatchObject({ status: 'paid', total: discounted, paidAt: expect.any(String) });
    expect(await readDoc('yzOrderEvents', paymentIntentId)).toMatchObject({
      orderId,
      userId: client.uid,
      paymentIntentId,
    });
    expect(await readDoc('newPackageOrderStatuses', orderId)).toMatchObject({
      userId: client.uid,
      profileDocCreated: true,
      projectDocCreated: true,
    });
    expect(await readDoc('profiles', client.uid)).toMatchObject({
      email: client.email,
      package: 'full-yard',
    });
    expect(await readAll('projects')).toEqual([
      expect.objectContaining({ id: `project-${client.uid}`, profileId: client.uid }),
    ]);
    const afterFirst = await fulfilmentCounts();
    expect(afterFirst).toEqual({
      paymentEvents: 1,
      yzOrderEvents: 1,
      profiles: 1,
      projects: 1,
      onboardStates: 1,
      newPackageOrderStatuses: 1,
    });

    // 4. Stripe redelivers the same event: acknowledged, nothing doubled or changed.
    const again = await deliver(event);

    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await fulfilmentCounts()).toEqual(afterFirst);
    expect(await readDoc('orders', orderId)).toEqual(paid);
    expect(await countDocs('orders')).toBe(1);
  });

  it('a code that includes expedited service: the order carries the add-on, and fulfilment records it like a bought one', async () => {
    // The lookup tells the buyer expedited service is included.
    const fullYard = { packageKey: 'full-yard', lotSize: 'standard', addOnIds: [] };
    const lookup = await lookupPromoCode.run(request({ ...fullYard, code: 'FASTTRACK' }, client));
    expect(lookup.evaluation).toMatchObject({ kind: 'applied', includesExpedited: true });

    // Bought with the code, the payload naming no add-on; and bought as an add-on, without a code.
    const withCode = await createOrder.run(
      request(inputFor({ addOnIds: [], promotionalCode: 'FASTTRACK' }), client),
    );
    const bought = await createOrder.run(
      request(
        inputFor({ userId: otherClient.uid, email: otherClient.email, addOnIds: ['expedited'] }),
        otherClient,
      ),
    );
    expect(withCode).toMatchObject({
      price: FULL_YARD_STANDARD,
      originalPrice: FULL_YARD_STANDARD + EXPEDITED,
    });
    expect(bought.price).toBe(FULL_YARD_STANDARD + EXPEDITED);

    for (const { paymentIntentId } of [withCode, bought]) {
      const answer = await deliver(
        standInSucceededEvent(paymentIntentId, await standInIntent(paymentIntentId), new Date()),
      );
      expect(answer.body).toEqual({ received: true, outcome: 'processed' });
    }

    /** What fulfilment recorded of one purchase, without the ids and times that differ. */
    const recorded = async (orderId: string, paymentIntentId: string, uid: string) => {
      const order = await readDoc('orders', orderId);
      const event = await readDoc('yzOrderEvents', paymentIntentId);
      const status = await readDoc('newPackageOrderStatuses', orderId);
      const intent = await standInIntent(paymentIntentId);
      return {
        order: { status: order?.status, addOnIds: order?.addOnIds },
        addOnsAtStripe: intent.metadata.addOns,
        event: event && { userId: event.userId === uid, orderId: event.orderId === orderId },
        status: status && {
          profileDocCreated: status.profileDocCreated,
          projectDocCreated: status.projectDocCreated,
        },
        profile: { package: (await readDoc('profiles', uid))?.package },
        project: (await readAll('projects')).some((project) => project.profileId === uid),
      };
    };
    const fromCode = await recorded(withCode.orderId, withCode.paymentIntentId, client.uid);
    expect(fromCode).toEqual(
      await recorded(bought.orderId, bought.paymentIntentId, otherClient.uid),
    );
    expect(fromCode).toMatchObject({
      order: { status: 'paid', addOnIds: ['expedited'] },
      addOnsAtStripe: 'expedited',
      status: { profileDocCreated: true, projectDocCreated: true },
    });
    expect(await readDoc('orders', withCode.orderId)).toMatchObject({
      total: FULL_YARD_STANDARD,
      promoCode: 'FASTTRACK',
    });
  });

  it('a single-use code issued to another email: the lookup refuses it as the order prices it', async () => {
    const db = await getDb();
    const bens = singleUsePromoRecord('WELCOME-BENSCODE', otherClient.email, new Date());
    await db.collection('codes').doc(bens.code).set(bens);

    const lookup = await lookupPromoCode.run(request({ ...cart, code: bens.code }, client));
    const order = await createOrder.run(request(checkoutInput(bens.code), client));

    expect(lookup.code).toBeNull();
    expect(lookup.evaluation).toMatchObject({
      kind: 'rejected',
      message: PROMO_MESSAGES.invalid,
    });
    expect(order).toMatchObject({
      price: FULL_YARD_STANDARD + EXPEDITED,
      discountCodesApplied: [],
      message: lookup.evaluation.message,
    });
  });

  it("refuses another user's updateOrder on the buyer's order and writes nothing", async () => {
    const { orderId, paymentIntentId } = await createOrder.run(request(checkoutInput(), client));
    const orderBefore = await readDoc('orders', orderId);
    const intentBefore = await standInIntent(paymentIntentId);

    // The buyer's userId (and email) in the input, sent by another signed-in account.
    const forged = await rejection(updateOrder.run(request(checkoutInput('SAVE250'), otherClient)));
    expect(forged.code).toBe('permission-denied');
    expect(forged.message).toBe(ORDER_ERRORS.notYourAccount);

    // Their own userId finds no open order of theirs: the buyer's is not reachable.
    const own = await rejection(
      updateOrder.run(
        request(
          inputFor({
            userId: otherClient.uid,
            email: otherClient.email,
            addOnIds: [...cart.addOnIds],
            promotionalCode: 'SAVE250',
          }),
          otherClient,
        ),
      ),
    );
    expect(own.code).toBe('not-found');

    expect(await readDoc('orders', orderId)).toEqual(orderBefore);
    expect(await standInIntent(paymentIntentId)).toEqual(intentBefore);
    expect(intentBefore.amount).toBe(FULL_YARD_STANDARD + EXPEDITED);
    expect(await countDocs('orders')).toBe(1);
    expect(await countDocs('standInPaymentIntents')).toBe(1);
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
  });
});
