import { describe, expect, it } from 'vitest';
import type { LotSize, PackageKey } from '../catalog/catalog';
import { orderFor, SEEDED_CODES, SEEDED_PRODUCTS } from '../checkout/orderTestData';
import { priceOrder, pricingRequestOf } from '../checkout/priceOrder';
import type { PromoCodeDoc } from '../firestore/documents';
import { judgePromoCode, lookupPromoCodeResult, type PromoJudging } from './judgePromoCode';
import { PROMO_MESSAGES } from './messages';
import { promoCartFromCatalog } from './promoCart';

const NOW = new Date('2026-03-02T15:00:00.000Z');
const BRAND = 'Yardwise';

/** A single-use code issued to Ana (as requestSingleUsePromo stores it: trimmed, lower case). */
const WELCOME: PromoCodeDoc = {
  ...SEEDED_CODES.SPRING15!,
  code: 'WELCOME-7KX3QHMP',
  email: 'ana@example.com',
  applicationSuccessMessage: undefined,
};
const CODES: Record<string, PromoCodeDoc> = { ...SEEDED_CODES, [WELCOME.code]: WELCOME };

function cartOf(sku: string, addOnIds: string[] = []) {
  const [packageKey, lotSize] = sku.split('_') as [PackageKey, LotSize];
  return promoCartFromCatalog({ packageKey, lotSize, addOnIds }, SEEDED_PRODUCTS)!;
}

function judging(buyerEmail: string | null): PromoJudging {
  return {
    now: NOW,
    brandName: BRAND,
    buyerEmail,
    readCode: (code) => Promise.resolve(CODES[code]),
  };
}

function judge(code: string, sku: string, buyerEmail: string | null = 'ana@example.com') {
  return judgePromoCode(code, cartOf(sku), judging(buyerEmail));
}

/** What the order path makes of the same code on the same cart for this buyer. */
function orderPricing(code: string, sku: string, email = 'ana@example.com') {
  const order = orderFor({
    sku,
    email,
    promotionalCode: code,
    isAdditionalRevision: sku.startsWith('additional-revision'),
  });
  return priceOrder(
    order,
    pricingRequestOf(order),
    { products: SEEDED_PRODUCTS, promoCode: CODES[code] ?? null },
    { now: NOW, brandName: BRAND },
  );
}

describe('judgePromoCode: codes only where the checkout offers the promo box', () => {
  it('refuses a code on a gift card (below 99500 cents), saying why, as the order does', async () => {
    const judged = await judge('SAVE250', 'gift-card_standard');
    const message =
      'Promo codes can only be used on packages of $995.00 or more, so SAVE250 was not applied.';
    expect(judged.evaluation).toEqual({ kind: 'rejected', reason: 'notOfferedForCart', message });
    expect(orderPricing('SAVE250', 'gift-card_standard')).toMatchObject({
      price: 50000,
      promoCode: null,
      message,
    });
  });

  it('refuses a code on an additional revision, saying why, as the order does', async () => {
    const judged = await judge('SAVE250', 'additional-revision_standard');
    const message =
      "Promo codes can't be used on an additional revision, so SAVE250 was not applied.";
    expect(judged.evaluation).toEqual({ kind: 'rejected', reason: 'notOfferedForCart', message });
    expect(orderPricing('SAVE250', 'additional-revision_standard')).toMatchObject({
      price: 29500,
      promoCode: null,
      message,
    });
  });

  it('keeps no referral code on a cart without the promo box', async () => {
    const judged = await judge('FRIEND-MORGAN', 'gift-card_standard');
    expect(judged.evaluation.kind).toBe('rejected');
    expect(orderPricing('FRIEND-MORGAN', 'gift-card_standard').referralCode).toBeNull();
  });

  it('leaves the other rejections their own messages, and applies codes where the box shows', async () => {
    expect((await judge('SUMMER24', 'gift-card_standard')).evaluation.message).toBe(
      'SUMMER24 is no longer valid and cannot be applied to your order.',
    );
    expect((await judge('SAVE250', 'starter-front-or-backyard_standard')).evaluation.message).toBe(
      'SAVE250 is not valid for this package.',
    );
    expect((await judge('SAVE250', 'small-space_standard')).evaluation.kind).toBe('applied');
    expect((await judge('SAVE250', 'full-yard_standard')).evaluation.kind).toBe('applied');
  });
});

describe('judgePromoCode: a Starter Full Yard at $795, which shows no promo box', () => {
  it('applies a yzlo code and the code made for the package, as the order does', async () => {
    for (const [code, price] of [
      ['YZLO7QK4M9XW2T', 29500],
      ['STARTERFULL100', 69500],
    ] as const) {
      const judged = await judge(code, 'starter-full-yard_standard');
      expect(judged.evaluation).toMatchObject({ kind: 'applied', modifiedPriceCents: price });
      expect(orderPricing(code, 'starter-full-yard_standard')).toMatchObject({
        price,
        promoCode: code,
      });
    }
  });

  it('refuses any other code as not valid for this package', async () => {
    expect((await judge('SAVE250', 'starter-full-yard_standard')).evaluation.message).toBe(
      'SAVE250 is not valid for this package.',
    );
    expect(orderPricing('SAVE250', 'starter-full-yard_standard').promoCode).toBeNull();
  });
});

describe('judgePromoCode: partner rewards codes tell nothing about which exist', () => {
  const partner = SEEDED_CODES.YZLO7QK4M9XW2T!;
  const unknown = async (code: string, sku: string) => {
    const judged = await judgePromoCode(code, cartOf(sku), {
      ...judging('ana@example.com'),
      readCode: (wanted) =>
        Promise.resolve(
          {
            YZLO3EXPIREDCODE: { ...partner, code: wanted, status: 'EXPIRED' as const },
            YZLO3DEACTIVATED: { ...partner, code: wanted, status: 'DEACTIVATED' as const },
            YZLO3SMALLPACKAGE: { ...partner, code: wanted, minimumPackagePrice: 5000 },
          }[wanted],
        ),
    });
    return lookupPromoCodeResult(judged, NOW);
  };

  it('answers a known code that does not apply exactly as a code that does not exist', async () => {
    const missing = await unknown('YZLO3NOSUCHCODE', 'full-yard_standard');
    expect(missing).toEqual({
      code: null,
      isReferral: false,
      evaluation: { kind: 'rejected', reason: 'notFound', message: PROMO_MESSAGES.invalid },
    });
    for (const code of ['YZLO3EXPIREDCODE', 'YZLO3DEACTIVATED', 'YZLO3SMALLPACKAGE']) {
      expect(await unknown(code, 'full-yard_standard'), code).toEqual(missing);
    }
  });

  it('still applies a partner code that applies', async () => {
    expect((await judge('YZLO7QK4M9XW2T', 'full-yard_standard')).evaluation.kind).toBe('applied');
  });
});

describe('judgePromoCode: the seeded expired referral code FRIEND-MORGAN', () => {
  it('is kept as the referral code, discounts nothing, and says why instead of success', async () => {
    const judged = await judge('friend-morgan', 'full-yard_standard');
    expect(judged.evaluation).toEqual({
      kind: 'keptAsReferral',
      inputReferralCode: 'FRIEND-MORGAN',
      message: 'FRIEND-MORGAN is no longer valid and cannot be applied to your order.',
    });
    expect(judged.evaluation.message).not.toBe(PROMO_MESSAGES.success);
    const result = lookupPromoCodeResult(judged, NOW);
    expect(result).toMatchObject({ isReferral: true, code: { code: 'FRIEND-MORGAN' } });
  });
});

describe('judgePromoCode: a single-use code is only for the email it was issued to', () => {
  it('applies it for that email, in any case and with spaces', async () => {
    const judged = await judgePromoCode(
      WELCOME.code,
      cartOf('full-yard_standard'),
      judging(' Ana@Example.com '),
    );
    expect(judged.evaluation).toMatchObject({ kind: 'applied', modifiedPriceCents: 212075 });
  });

  it.each([
    ['another email', 'someone@else.example'],
    ['a visitor without an email', null],
  ])(
    'refuses it for %s with the message the order gives, showing nothing of it',
    async (_, email) => {
      const judged = await judge(WELCOME.code, 'full-yard_standard', email);
      expect(judged.evaluation).toEqual({
        kind: 'rejected',
        reason: 'notFound',
        message: PROMO_MESSAGES.invalid,
      });
      expect(lookupPromoCodeResult(judged, NOW).code).toBeNull();
      if (email) {
        const pricing = orderPricing(WELCOME.code, 'full-yard_standard', email);
        expect(pricing).toMatchObject({ price: 249500, promoCode: null });
        expect(pricing.message).toBe(judged.evaluation.message);
      }
    },
  );
});
