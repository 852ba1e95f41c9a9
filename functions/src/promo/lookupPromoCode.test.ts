import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { singleUsePromoRecord } from '@yardwise/domain/promo/singleUseCode';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import { limitMessage } from '../security/testing/rateLimiterFixtures';
import { callableRequest, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { lookupPromoCode } from './lookupPromoCode';
import type * as judging from './promoJudging';
import { promoJudging } from './promoJudging';
import { documentCounts, seedCatalogAndCodes } from './testSeed';

// The codes collection is read through promoJudging; counting its uses shows when a code was looked up.
vi.mock('./promoJudging', async (importOriginal) => {
  const actual = await importOriginal<typeof judging>();
  return { promoJudging: vi.fn(actual.promoJudging) };
});

const visitor = { uid: 'anon-1', signIn: 'anonymous' } as const;
const ana = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' } as const;
const cart = { packageKey: 'full-yard', lotSize: 'standard', addOnIds: [] as string[] };
const fullYard = SEED_PRODUCTS['full-yard']!.prices.standard!;

function lookup(code: unknown, extra: Record<string, unknown> = {}) {
  return lookupPromoCode.run(callableRequest({ ...cart, code, ...extra }, visitor));
}

beforeAll(async () => {
  await seedCatalogAndCodes(await getDb());
});

beforeEach(async () => {
  await clearFirestore(['rateLimits']);
});

describe('lookupPromoCode', () => {
  it('upper-cases and trims the code, and applies it to the cart priced from the catalog', async () => {
    const result = await lookup('  save250 ');
    expect(result.code).toEqual({
      code: 'SAVE250',
      status: 'USABLE',
      category: 'MARKETING',
      discountType: 'FIXED',
      discount: '25000',
    });
    expect(result.isReferral).toBe(false);
    expect(result.evaluation).toMatchObject({
      kind: 'applied',
      promotionalCode: 'SAVE250',
      modifiedPriceCents: fullYard - 25000,
      message: PROMO_MESSAGES.success,
    });
  });

  it('answers no code, with the invalid-code message, for a code that does not exist', async () => {
    const result = await lookup('NOPE123');
    expect(result.code).toBeNull();
    expect(result.evaluation).toEqual({
      kind: 'rejected',
      reason: 'notFound',
      message: PROMO_MESSAGES.invalid,
    });
  });

  it('finds referral codes by their REFERRAL category', async () => {
    const usable = await lookup('friend-rivera');
    expect(usable.isReferral).toBe(true);
    expect(usable.code?.category).toBe('REFERRAL');
    expect(usable.evaluation.kind).toBe('applied');

    // A recognised referral code that is not usable is kept as the input referral code.
    const expired = await lookup('FRIEND-MORGAN');
    expect(expired.isReferral).toBe(true);
    expect(expired.evaluation).toEqual({
      kind: 'keptAsReferral',
      inputReferralCode: 'FRIEND-MORGAN',
      message: 'FRIEND-MORGAN is no longer valid and cannot be applied to your order.',
    });
  });

  it('gives the no-longer-valid and limit-reached messages for expired and maxed-out marketing codes', async () => {
    expect((await lookup('SUMMER24')).evaluation).toMatchObject({
      kind: 'rejected',
      message: 'SUMMER24 is no longer valid and cannot be applied to your order.',
    });
    expect((await lookup('FIRST100')).evaluation).toMatchObject({
      kind: 'rejected',
      message: PROMO_MESSAGES.maxRedemptions,
    });
  });

  it('never shows a code’s counters or the email it was issued to', async () => {
    const db = await getDb();
    const issued = singleUsePromoRecord('WELCOME-TESTCODE', 'ana@example.com', new Date());
    await db.collection('codes').doc(issued.code).set(issued);

    const result = await lookupPromoCode.run(
      callableRequest({ ...cart, code: 'welcome-testcode' }, ana),
    );
    expect(result.evaluation.kind).toBe('applied');
    for (const hidden of ['email', 'timesRedeemed', 'maxRedemptions', 'startTime', 'endTime']) {
      expect(result.code).not.toHaveProperty(hidden);
    }
  });

  it('treats a single-use code past its endTime as expired', async () => {
    const db = await getDb();
    const old = singleUsePromoRecord('WELCOME-OLDCODE2', 'ana@example.com', new Date('2020-01-01'));
    await db.collection('codes').doc(old.code).set(old);

    const result = await lookupPromoCode.run(
      callableRequest({ ...cart, code: 'WELCOME-OLDCODE2' }, ana),
    );
    expect(result.code?.status).toBe('EXPIRED');
    expect(result.evaluation.kind).toBe('rejected');
  });

  it('refuses a single-use code issued to another email, as the order does, showing nothing of it', async () => {
    const db = await getDb();
    const issued = singleUsePromoRecord('WELCOME-BENSCODE', 'ben@example.com', new Date());
    await db.collection('codes').doc(issued.code).set(issued);
    const refused = { kind: 'rejected', reason: 'notFound', message: PROMO_MESSAGES.invalid };

    for (const caller of [ana, visitor]) {
      const result = await lookupPromoCode.run(
        callableRequest({ ...cart, code: issued.code }, caller),
      );
      expect(result).toEqual({ code: null, isReferral: false, evaluation: refused });
    }
    const ben = { uid: 'client-2', signIn: 'google.com', email: ' Ben@Example.com ' } as const;
    const owner = await lookupPromoCode.run(callableRequest({ ...cart, code: issued.code }, ben));
    expect(owner.evaluation.kind).toBe('applied');
  });

  it.each([
    [
      'a gift card',
      'gift-card',
      'Promo codes can only be used on packages of $995.00 or more, so SAVE250 was not applied.',
    ],
    [
      'an additional revision',
      'additional-revision',
      "Promo codes can't be used on an additional revision, so SAVE250 was not applied.",
    ],
  ])(
    'refuses a code on %s, where the checkout shows no promo box, saying why',
    async (_, packageKey, message) => {
      const result = await lookup('SAVE250', { packageKey });
      expect(result.evaluation).toEqual({ kind: 'rejected', reason: 'notOfferedForCart', message });
    },
  );

  it('refuses a code on a partner package without looking it up', async () => {
    const result = await lookupPromoCode.run(
      callableRequest(
        { ...cart, packageKey: 'partner-rewards-full-yard', code: 'SAVE250' },
        visitor,
      ),
    );
    expect(result.code).toBeNull();
    expect(result.evaluation).toMatchObject({ kind: 'rejected', reason: 'partnerCodeRequired' });
  });

  it('rejects a signed-out caller', async () => {
    const error = await rejection(
      lookupPromoCode.run(callableRequest({ ...cart, code: 'SAVE250' })),
    );
    expect(error.code).toBe('unauthenticated');
  });

  it.each([
    ['null', null],
    ['a string', 'SAVE250'],
    ['an array', [cart]],
    ['no code', cart],
    ['an empty code', { ...cart, code: '' }],
    ['a blank code', { ...cart, code: '   ' }],
    ['a code with a space inside', { ...cart, code: 'SAVE 250' }],
    ['markup', { ...cart, code: '<img src=x>' }],
    ['a path', { ...cart, code: '../profiles' }],
    ['a huge code', { ...cart, code: 'A'.repeat(100_000) }],
    ['a number', { ...cart, code: 250 }],
    ['an unknown package', { ...cart, code: 'SAVE250', packageKey: 'castle' }],
    ['an unknown add-on', { ...cart, code: 'SAVE250', addOnIds: ['free-pool'] }],
    ['a client amount', { ...cart, code: 'SAVE250', priceCents: 1 }],
  ])('rejects %s as invalid-argument and writes nothing', async (_, data) => {
    const db = await getDb();
    const before = await documentCounts(db, ['codes', 'products', 'rateLimits']);
    const error = await rejection(lookupPromoCode.run(callableRequest(data, visitor)));
    expect(error.code).toBe('invalid-argument');
    expect(await documentCounts(db, ['codes', 'products', 'rateLimits'])).toEqual(before);
  });
});

describe('lookupPromoCode rate limit', () => {
  const { maxCalls } = RATE_LIMITS.lookupPromoCode;

  it('refuses the look-up past the limit without reading the code, while another visitor still looks up', async () => {
    for (let call = 0; call < maxCalls; call += 1) {
      expect((await lookup(`GUESS${call}`)).evaluation.kind).toBe('rejected');
    }
    vi.mocked(promoJudging).mockClear();

    const error = await rejection(lookup('SAVE250'));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage(10));
    expect(promoJudging).not.toHaveBeenCalled();
    const theirs = await lookupPromoCode.run(
      callableRequest({ ...cart, code: 'SAVE250' }, { uid: 'anon-2', signIn: 'anonymous' }),
    );
    expect(theirs.evaluation.kind).toBe('applied');
  });
});
