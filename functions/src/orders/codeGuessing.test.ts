import { beforeEach, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import { clearStandInKeyRecords } from '../adapters/stripe/standInPaymentGateway';
import { lookupPromoCode } from '../promo/lookupPromoCode';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { createOrder } from './createOrder';
import { client, inputFor, SEEDED_CODES, seedCatalog } from './orderTestData';

// Partner rewards codes are secrets their holders were given: trying codes through the order
// commands costs what the promo box costs, and says nothing about which codes exist.

const PARTNER_SKU = 'partner-rewards-full-yard_standard';
const EXPIRED_PARTNER_CODE = 'YZLO3EXPIREDCODE';

beforeEach(async () => {
  setPaymentGatewayForTests(null);
  await clearFirestore(['orders', 'standInPaymentIntents', 'products', 'codes', 'rateLimits']);
  await clearStandInKeyRecords(await getDb());
  await seedCatalog({
    codes: {
      [EXPIRED_PARTNER_CODE]: {
        ...SEEDED_CODES.YZLO7QK4M9XW2T!,
        code: EXPIRED_PARTNER_CODE,
        status: 'EXPIRED',
      },
    },
  });
});

const orderWith = (promotionalCode: string) =>
  createOrder.run(request(inputFor({ sku: PARTNER_SKU, promotionalCode }), client));

describe('trying partner codes through createOrder', () => {
  it('answers an expired code exactly as one that does not exist', async () => {
    const unknown = await rejection(orderWith('YZLO3NOSUCHCODE'));
    const expired = await rejection(orderWith(EXPIRED_PARTNER_CODE));
    expect(unknown).toMatchObject({ code: 'failed-precondition', message: PROMO_MESSAGES.invalid });
    expect({ code: expired.code, message: expired.message }).toEqual({
      code: unknown.code,
      message: unknown.message,
    });
  });

  it('counts every refused code, so the calls past the limit are refused as too many', async () => {
    for (let call = 0; call < RATE_LIMITS.createOrder.maxCalls; call += 1) {
      expect((await rejection(orderWith(`YZLO3GUESS${call}AB`))).code).toBe('failed-precondition');
    }
    expect((await rejection(orderWith('YZLO3GUESSNEXTAB'))).code).toBe('resource-exhausted');
  });

  it('takes one of the promo box look-ups for each new code', async () => {
    const cart = { packageKey: 'full-yard', lotSize: 'standard', addOnIds: [] };
    for (let call = 0; call < RATE_LIMITS.lookupPromoCode.maxCalls; call += 1) {
      await lookupPromoCode.run(request({ ...cart, code: `GUESS${call}` }, client));
    }
    const refused = await rejection(
      createOrder.run(request(inputFor({ promotionalCode: 'SAVE250' }), client)),
    );
    expect(refused.code).toBe('resource-exhausted');
    // An order without a code tries none.
    expect((await createOrder.run(request(inputFor(), client))).price).toBe(249500);
  });
});
