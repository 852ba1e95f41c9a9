import { describe, expect, it } from 'vitest';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { inputFor } from '@yardwise/domain/checkout/orderTestData';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import { singleUsePromoRecord } from '@yardwise/domain/promo/singleUseCode';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
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
    // The same answer as the callable: kept, and why it discounts nothing, never a success.
    expect(expired).toMatchObject({
      isReferral: true,
      evaluation: {
        kind: 'keptAsReferral',
        inputReferralCode: 'FRIEND-MORGAN',
        message: 'FRIEND-MORGAN is no longer valid and cannot be applied to your order.',
      },
    });
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

describe("lookupPromoCode in the preview keeps the functions' rules", () => {
  it('refuses a code on a gift card and an additional revision, saying why', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const giftCard = await dataLayer.commands.call('lookupPromoCode', {
      ...cart,
      packageKey: 'gift-card',
      code: 'SAVE250',
    });
    expect(giftCard.evaluation).toEqual({
      kind: 'rejected',
      reason: 'notOfferedForCart',
      message:
        'Promo codes can only be used on packages of $995.00 or more, so SAVE250 was not applied.',
    });
    const revision = await dataLayer.commands.call('lookupPromoCode', {
      ...cart,
      packageKey: 'additional-revision',
      code: 'SAVE250',
    });
    expect(revision.evaluation).toMatchObject({
      kind: 'rejected',
      message: "Promo codes can't be used on an additional revision, so SAVE250 was not applied.",
    });
  });

  it('refuses a single-use code issued to another email, as the order does', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    // Someone else's welcome code (requestSingleUsePromo issues one only for the caller's own address).
    const issued = singleUsePromoRecord('WELCOME-ELSEWXYZ', 'someone@else.example', new Date());
    await dataLayer.store.transaction((tx) => tx.set('codes', issued.code, issued));

    const lookup = await dataLayer.commands.call('lookupPromoCode', { ...cart, code: issued.code });
    expect(lookup).toEqual({
      code: null,
      isReferral: false,
      evaluation: { kind: 'rejected', reason: 'notFound', message: PROMO_MESSAGES.invalid },
    });
    const order = await dataLayer.commands.call(
      'createOrder',
      inputFor({
        userId: SAMPLE_CLIENT.uid,
        email: SAMPLE_CLIENT.email,
        promotionalCode: issued.code,
      }) as CallableInput<'createOrder'>,
    );
    expect(order).toMatchObject({
      price: FULL_YARD,
      discountCodesApplied: [],
      message: lookup.evaluation.message,
    });

    const owner = createMemoryDataLayer({ signedInAs: 'sample-client' });
    const own = await owner.commands.call('requestSingleUsePromo', { email: SAMPLE_CLIENT.email });
    if (!own.issued) throw new Error('expected a code');
    const applied = await owner.commands.call('lookupPromoCode', { ...cart, code: own.code });
    expect(applied.evaluation.kind).toBe('applied');
  });
});

/** A visitor who gave the email in the funnel: it is saved on their design profile. */
async function visitorWhoGave(email: string) {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  const { designProfile } = await dataLayer.commands.call('createDesignProfile', {
    versionId: 'v10',
    host: 'localhost',
  });
  await dataLayer.commands.call('updateDesignProfile', {
    id: designProfile.id,
    contactInformation: { email },
  });
  return dataLayer;
}

describe('requestSingleUsePromo in the preview', () => {
  it("issues one code for the account's own email, and records the hand-off as a stand-in", async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    const email = SAMPLE_CLIENT.email.toLowerCase();

    const first = await dataLayer.commands.call('requestSingleUsePromo', {
      email: SAMPLE_CLIENT.email.toUpperCase(),
    });
    const again = await dataLayer.commands.call('requestSingleUsePromo', { email });

    expect(first).toMatchObject({ issued: true, cookie: { value: expect.any(String) } });
    expect(again).toEqual({ issued: false });
    if (!first.issued) throw new Error('expected a code');
    expect(dataLayer.store.read('codes', first.code)).toMatchObject({ email, status: 'USABLE' });
    expect(dataLayer.store.read('singleUsePromoEmails', email)).toMatchObject({
      code: first.code,
      marketingHandOff: 'LOCAL_STAND_IN',
    });
  });

  it('issues nothing for an address only typed into the funnel, or not the caller’s own', async () => {
    const stranger = await visitorWhoGave('mallory@example.com');

    expect(
      await stranger.commands.call('requestSingleUsePromo', { email: 'mallory@example.com' }),
    ).toEqual({ issued: false });
    const result = await stranger.commands.call('requestSingleUsePromo', {
      email: 'ana@example.com',
    });

    expect(result).toEqual({ issued: false });
    expect(stranger.store.list('singleUsePromoEmails')).toEqual([]);
    expect(stranger.store.list('codes').filter((code) => code.email)).toEqual([]);
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
