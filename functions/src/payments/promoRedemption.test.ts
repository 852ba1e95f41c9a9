// A promo code is redeemed when the order that applied it is paid: through the real createOrder,
// lookupPromoCode and the Stripe webhook, a code at its redemption limit is refused to the next
// buyer with the used-up code's message (MAX_REDEMPTIONS_EXCEEDED).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { singleUsePromoRecord } from '@yardwise/domain/promo/singleUseCode';
import { getDb } from '../admin';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import { clearStandInKeyRecords } from '../adapters/stripe/standInPaymentGateway';
import { createOrder } from '../orders/createOrder';
import {
  client,
  inputFor,
  otherClient,
  SEEDED_PRODUCTS,
  seedCatalog,
} from '../orders/orderTestData';
import { lookupPromoCode } from '../promo/lookupPromoCode';
import { callableRequest as request } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { stripeWebhook } from './stripeWebhook';
import { readDoc } from './testing/firestoreReads';
import { succeededEventFor } from './testing/standInEvents';
import { recordingResponse, stripeRequest, TEST_WEBHOOK_SECRET } from './testing/webhookHttp';

const FULL_YARD = SEEDED_PRODUCTS['full-yard']!.prices.standard!;
const cart = { packageKey: 'full-yard', lotSize: 'standard', addOnIds: [] as string[] };

/** createOrder's input for the buyer's Full Yard (standard lot) with the code the checkout applied. */
function orderInput(buyer: { uid: string; email: string }, promotionalCode: string) {
  return inputFor({ userId: buyer.uid, email: buyer.email, promotionalCode });
}

/** Stripe's signed payment_intent.succeeded for the stand-in intent, through the webhook. */
async function paySucceeded(paymentIntentId: string) {
  const event = await succeededEventFor(paymentIntentId, `evt_redeem_${paymentIntentId}`);
  const deliver = async () => {
    const { res, answer } = recordingResponse();
    await stripeWebhook(stripeRequest(event), res);
    return answer;
  };
  return { deliver };
}

const timesRedeemed = async (code: string) => (await readDoc('codes', code))?.timesRedeemed;

beforeEach(async () => {
  vi.clearAllMocks();
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', TEST_WEBHOOK_SECRET);
  setPaymentGatewayForTests(null);
  await clearFirestore();
  await clearStandInKeyRecords(await getDb());
});

afterEach(() => {
  setPaymentGatewayForTests(null);
  vi.unstubAllEnvs();
});

describe('a promo code is redeemed when its order is paid', () => {
  it('uses up a single-use code: counted once for two deliveries, then refused at its limit', async () => {
    const issued = singleUsePromoRecord('WELCOME-7KX3QHMP', client.email, new Date());
    await seedCatalog({ codes: { [issued.code]: issued } });

    const ordered = await createOrder.run(request(orderInput(client, issued.code), client));
    expect(ordered.discountCodesApplied).toEqual([issued.code]);
    // Ordering does not count: only a paid order redeems.
    expect(await timesRedeemed(issued.code)).toBe(0);

    const payment = await paySucceeded(ordered.paymentIntentId);
    expect((await payment.deliver()).body).toEqual({ received: true, outcome: 'processed' });
    expect((await payment.deliver()).body).toEqual({ received: true, outcome: 'duplicate' });

    expect(await timesRedeemed(issued.code)).toBe(1);
    expect(await readDoc('orders', ordered.orderId)).toMatchObject({ status: 'paid' });

    // Looked up by the email it was issued to: for anyone else it is not their code at all.
    const looked = await lookupPromoCode.run(
      request({ ...cart, code: issued.code.toLowerCase() }, client),
    );
    expect(looked.code?.status).toBe('MAX_REDEMPTIONS_EXCEEDED');
    expect(looked.evaluation).toEqual({
      kind: 'rejected',
      reason: 'maxRedemptions',
      message: PROMO_MESSAGES.maxRedemptions,
    });

    // The code is issued to an email: another account with that email is the one who could try it.
    const secondAccount = { uid: 'client-3', signIn: 'google.com', email: client.email } as const;
    const refused = await createOrder.run(
      request(orderInput(secondAccount, issued.code), secondAccount),
    );
    expect(refused).toMatchObject({
      price: FULL_YARD,
      originalPrice: FULL_YARD,
      discountCodesApplied: [],
      message: PROMO_MESSAGES.maxRedemptions,
    });
    expect(await readDoc('orders', refused.orderId)).toMatchObject({
      promoCode: null,
      total: FULL_YARD,
    });
  });

  it('cannot be paid at a discount by two buyers: the last redemption is reserved by the first order', async () => {
    const lastOne: PromoCodeDoc = {
      code: 'LAUNCH250',
      status: 'USABLE',
      category: 'MARKETING',
      discountType: 'FIXED',
      discount: '25000',
      maxRedemptions: 1,
      timesRedeemed: 0,
    };
    await seedCatalog({ codes: { [lastOne.code]: lastOne } });
    // The first order reserves the redemption; the second, while the first is still unpaid, is
    // priced without the code.
    const first = await createOrder.run(request(orderInput(client, lastOne.code), client));
    const second = await createOrder.run(
      request(orderInput(otherClient, lastOne.code), otherClient),
    );
    expect(first.discountCodesApplied).toEqual([lastOne.code]);
    expect(second.discountCodesApplied).toEqual([]);

    await (await paySucceeded(first.paymentIntentId)).deliver();
    await (await paySucceeded(second.paymentIntentId)).deliver();

    expect(await readDoc('orders', second.orderId)).toMatchObject({
      status: 'paid',
      promoCode: null,
      total: FULL_YARD,
    });
    expect(await timesRedeemed(lastOne.code)).toBe(1);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
