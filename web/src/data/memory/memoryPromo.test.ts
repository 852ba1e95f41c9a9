import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { createMemoryDataLayer } from './createMemoryDataLayer';

const cart = { packageKey: 'full-yard' as const, lotSize: 'standard' as const, addOnIds: [] };
const FULL_YARD = SEED_PRODUCTS['full-yard']!.prices.standard!;

describe('lookupPromoCode in the preview', () => {
  it('judges a seeded code against the cart priced from the seeded catalog', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });

    const result = await dataLayer.commands.call('lookupPromoCode', { ...cart, code: ' save250 ' });

    expect(result.code).toEqual({
      code: 'SAVE250',
      status: 'USABLE',
      category: 'MARKETING',
      discountType: 'FIXED',
      discount: '25000',
    });
    expect(result.evaluation).toMatchObject({
      kind: 'applied',
      modifiedPriceCents: FULL_YARD - 25000,
      message: PROMO_MESSAGES.success,
    });
  });

  it('answers no code for an unknown one and keeps an expired referral as the referral code', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });

    const unknown = await dataLayer.commands.call('lookupPromoCode', { ...cart, code: 'NOPE123' });
    expect(unknown).toMatchObject({ code: null, evaluation: { reason: 'notFound' } });

    const expired = await dataLayer.commands.call('lookupPromoCode', {
      ...cart,
      code: 'FRIEND-MORGAN',
    });
    expect(expired).toMatchObject({ isReferral: true, evaluation: { kind: 'keptAsReferral' } });
  });

  it.each([
    ['a script as the code', { ...cart, code: '<script>' }],
    ['an unknown package', { ...cart, packageKey: 'castle', code: 'SAVE250' }],
    ['a price beside the cart', { ...cart, code: 'SAVE250', price: 1 }],
  ])('refuses %s as invalid-argument', async (_, data) => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await expect(dataLayer.commands.call('lookupPromoCode', data as never)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});

describe('requestSingleUsePromo in the preview', () => {
  it('issues one code per email, usable by that email, and records the hand-off as a stand-in', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });

    const first = await dataLayer.commands.call('requestSingleUsePromo', {
      email: 'New.Buyer@Example.com',
    });
    const again = await dataLayer.commands.call('requestSingleUsePromo', {
      email: 'new.buyer@example.com',
    });

    expect(first).toMatchObject({ issued: true, cookie: { value: expect.any(String) } });
    expect(again).toEqual({ issued: false });
    if (!first.issued) throw new Error('expected a code');
    expect(dataLayer.store.read('codes', first.code)).toMatchObject({
      email: 'new.buyer@example.com',
      status: 'USABLE',
    });
    expect(dataLayer.store.read('singleUsePromoEmails', 'new.buyer@example.com')).toMatchObject({
      code: first.code,
      marketingHandOff: 'LOCAL_STAND_IN',
    });
  });

  it('refuses a signed-out caller and a malformed email', async () => {
    const signedOut = createMemoryDataLayer();
    await expect(
      signedOut.commands.call('requestSingleUsePromo', { email: 'a@example.com' }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });

    const visitor = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await expect(
      visitor.commands.call('requestSingleUsePromo', { email: 'ana@' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(visitor.store.list('singleUsePromoEmails')).toHaveLength(0);
  });
});
