import { describe, expect, it } from 'vitest';
import type { LotSize, PackageKey } from '../catalog/catalog';
import type { OrderSource } from './orderPayload';
import { CommandError } from '../commands/commandError';
import type { ProductDoc, PromoCodeDoc } from '../firestore/documents';
import { evaluatePromoCode } from '../promo/evaluatePromoCode';
import { PROMO_MESSAGES } from '../promo/messages';
import { promoCartFromCatalog } from '../promo/promoCart';
import { orderFor, SEEDED_CODES, SEEDED_PRODUCTS } from './orderTestData';
import { priceOrder, pricingRequestOf } from './priceOrder';

const NOW = new Date('2026-03-02T15:00:00.000Z');
const BRAND = 'Yardwise';

type Products = Record<string, ProductDoc>;
type Codes = Record<string, PromoCodeDoc>;

function price(
  overrides: Partial<OrderSource>,
  products: Products = SEEDED_PRODUCTS,
  codes: Codes = SEEDED_CODES,
) {
  const order = orderFor(overrides);
  const request = pricingRequestOf(order);
  return priceOrder(
    order,
    request,
    { products, promoCode: codes[request.code] ?? null },
    { now: NOW, brandName: BRAND },
  );
}

/** What the domain says for the same cart and code, evaluated directly. */
function domainEvaluation(
  packageKey: PackageKey,
  lotSize: LotSize,
  addOnIds: string[],
  code: string,
  products: Products = SEEDED_PRODUCTS,
) {
  const cart = promoCartFromCatalog({ packageKey, lotSize, addOnIds }, products)!;
  const record = SEEDED_CODES[code];
  const evaluation = evaluatePromoCode({
    enteredCode: code,
    lookup: record ? { kind: 'found', code: record } : { kind: 'notFound' },
    referralCodes: record?.category === 'REFERRAL' ? [record.code] : [],
    cart,
    now: NOW,
    brandName: BRAND,
  });
  const original = cart.packagePriceCents + cart.addOns.reduce((sum, a) => sum + a.priceCents, 0);
  return {
    evaluation,
    price: evaluation.kind === 'applied' ? evaluation.modifiedPriceCents : original,
  };
}

function refusal(run: () => unknown): CommandError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CommandError);
    return error as CommandError;
  }
  return expect.unreachable('pricing should have been refused');
}

describe('priceOrder: the catalogue decides every amount', () => {
  it('prices the package for its lot size, with tax 0 and total = price', () => {
    expect(price({ sku: 'full-yard_large' })).toEqual({
      packageKey: 'full-yard',
      lotSize: 'large',
      addOnIds: [],
      originalPrice: 299500,
      price: 299500,
      taxAmount: 0,
      total: 299500,
      promoCode: null,
      referralCode: null,
      discountCodesApplied: [],
      message: '',
    });
  });

  it('adds the add-ons at their catalogue prices', () => {
    const pricing = price({ addOnIds: ['expedited', 'hoa-extra-revision', 'exterior-full'] });
    expect(pricing.originalPrice).toBe(249500 + 39500 + 29500 + 80000);
    expect(pricing.total).toBe(pricing.originalPrice);
    expect(pricing.addOnIds).toEqual(['expedited', 'hoa-extra-revision', 'exterior-full']);
  });

  it('follows a catalogue price change: the document, not the seed, is the price', () => {
    const products = {
      ...SEEDED_PRODUCTS,
      'full-yard': {
        ...SEEDED_PRODUCTS['full-yard']!,
        prices: { ...SEEDED_PRODUCTS['full-yard']!.prices, standard: 123400 },
      },
    };
    expect(price({}, products).total).toBe(123400);
  });
});

describe('priceOrder: each promo rule gives the domain result', () => {
  it.each([
    // [rule, sku, add-ons, code, kind, price]
    ['fixed', 'full-yard_standard', [], 'SAVE250', 'applied', 224500],
    ['percentage', 'full-yard_standard', [], 'SPRING15', 'applied', 212075],
    ['expired', 'full-yard_standard', [], 'SUMMER24', 'rejected', 249500],
    ['maxed out', 'full-yard_standard', [], 'FIRST100', 'rejected', 249500],
    ['deactivated', 'full-yard_standard', [], 'RETIRED10', 'rejected', 249500],
    ['not started', 'full-yard_standard', [], 'NEWYEAR2030', 'rejected', 249500],
    ['below minimum package price', 'front-yard_standard', [], 'BIGYARD300', 'rejected', 149500],
    [
      'at or above minimum package price',
      'full-yard_standard',
      [],
      'BIGYARD300',
      'applied',
      219500,
    ],
    ['starter below 99500', 'starter-front-or-backyard_standard', [], 'SAVE250', 'rejected', 49500],
    ['GETSTARTED on Small Space', 'small-space_standard', [], 'GETSTARTED', 'rejected', 99500],
    ['another code on Small Space', 'small-space_standard', [], 'SAVE250', 'applied', 74500],
    [
      'yzlo on the partner package',
      'partner-rewards-full-yard_standard',
      [],
      'YZLO7QK4M9XW2T',
      'applied',
      199500,
    ],
    ['expedited included', 'full-yard_standard', ['expedited'], 'FASTTRACK', 'applied', 249500],
    ['referral applied', 'full-yard_standard', [], 'FRIEND-RIVERA', 'applied', 234500],
    [
      'referral kept (not usable)',
      'full-yard_standard',
      [],
      'FRIEND-MORGAN',
      'keptAsReferral',
      249500,
    ],
    ['unknown code', 'full-yard_standard', [], 'NOPE', 'rejected', 249500],
  ] as const)('%s', (_, sku, addOnIds, code, kind, expectedPrice) => {
    const [packageKey, lotSize] = sku.split('_') as [PackageKey, LotSize];
    const domain = domainEvaluation(packageKey, lotSize, [...addOnIds], code);
    const pricing = price({ sku, addOnIds: [...addOnIds], promotionalCode: code });

    expect(domain.evaluation.kind).toBe(kind);
    expect(pricing.price).toBe(expectedPrice);
    expect(pricing.price).toBe(domain.price);
    expect(pricing.message).toBe(domain.evaluation.message);
    expect(pricing.discountCodesApplied).toEqual(kind === 'applied' ? [code] : []);
    expect(pricing.promoCode).toBe(kind === 'applied' ? code : null);
  });

  it('spells out the required messages for the rejected codes, word for word', () => {
    const message = (code: string, sku = 'full-yard_standard') =>
      price({ sku, promotionalCode: code }).message;
    expect(message('SUMMER24')).toBe(
      'SUMMER24 is no longer valid and cannot be applied to your order.',
    );
    expect(message('FIRST100')).toBe(
      'The number of redemptions for this promo code has reached its limit. Please enter a valid promo code.',
    );
    expect(message('NOPE')).toBe(
      "Oops! That promo code isn't valid. Try again or contact support.",
    );
    expect(message('BIGYARD300', 'front-yard_standard')).toBe(
      'BIGYARD300 is not valid on this package.',
    );
    expect(message('GETSTARTED', 'small-space_standard')).toBe(
      'GETSTARTED is not valid for this package.',
    );
    expect(message('SAVE250')).toBe(
      'Success! Any eligible changes to your cart have been applied.',
    );
  });

  it.each([
    [99499, 'rejected', 99499],
    [99500, 'applied', 74500],
  ] as const)('starter restriction: a starter seeded at %i cents → %s', (cents, kind, expected) => {
    const products = {
      ...SEEDED_PRODUCTS,
      'starter-full-yard': {
        ...SEEDED_PRODUCTS['starter-full-yard']!,
        prices: { ...SEEDED_PRODUCTS['starter-full-yard']!.prices, standard: cents },
      },
    };
    const domain = domainEvaluation('starter-full-yard', 'standard', [], 'SAVE250', products);
    const pricing = price(
      { sku: 'starter-full-yard_standard', promotionalCode: 'SAVE250' },
      products,
    );
    expect(domain.evaluation.kind).toBe(kind);
    expect(pricing.price).toBe(expected);
    expect(pricing.message).toBe(domain.evaluation.message);
  });

  it('keeps a referral code with the order, applied or kept', () => {
    expect(price({ promotionalCode: 'FRIEND-RIVERA' }).referralCode).toBe('FRIEND-RIVERA');
    const kept = price({ inputReferralCode: 'friend-morgan' });
    expect(kept).toMatchObject({ referralCode: 'FRIEND-MORGAN', promoCode: null, price: 249500 });
    expect(price({ promotionalCode: 'SAVE250' }).referralCode).toBeNull();
  });

  it('looks the code up trimmed and upper-cased', () => {
    expect(price({ promotionalCode: ' save250 ' }).price).toBe(224500);
  });

  it('judges a code by the status it has now: a USABLE code past its endTime is expired', () => {
    const codes = {
      ...SEEDED_CODES,
      OLDSALE: { ...SEEDED_CODES.SAVE250!, code: 'OLDSALE', endTime: '2026-01-01T00:00:00.000Z' },
    };
    const pricing = price({ promotionalCode: 'OLDSALE' }, SEEDED_PRODUCTS, codes);
    expect(pricing.price).toBe(249500);
    expect(pricing.message).toBe('OLDSALE is no longer valid and cannot be applied to your order.');
  });

  it('decision: a single-use code works only for the email it was issued to', () => {
    const welcome: PromoCodeDoc = {
      ...SEEDED_CODES.SPRING15!,
      code: 'WELCOME-7KX3QHMP',
      email: 'ana@example.com',
      applicationSuccessMessage: undefined,
    };
    const codes = { ...SEEDED_CODES, [welcome.code]: welcome };
    expect(price({ promotionalCode: welcome.code }, SEEDED_PRODUCTS, codes).price).toBe(212075);
    const stranger = price(
      { promotionalCode: welcome.code, email: 'someone@else.example' },
      SEEDED_PRODUCTS,
      codes,
    );
    expect(stranger).toMatchObject({ price: 249500, message: PROMO_MESSAGES.invalid });
  });
});

describe('priceOrder: a code that includes expedited service', () => {
  const EXPEDITED = SEEDED_PRODUCTS.expedited!.prices.standard!;

  it('puts the expedited add-on on the order at no charge when the cart lacks it', () => {
    const pricing = price({ promotionalCode: 'FASTTRACK' });
    expect(pricing).toMatchObject({
      addOnIds: ['expedited'],
      originalPrice: 249500 + EXPEDITED,
      price: 249500,
      total: 249500,
      promoCode: 'FASTTRACK',
      discountCodesApplied: ['FASTTRACK'],
      message: 'Expedited service is on us.',
    });
  });

  it('keeps expedited once, at no charge, when the customer chose it too', () => {
    const pricing = price({ addOnIds: ['expedited'], promotionalCode: 'FASTTRACK' });
    expect(pricing).toMatchObject({ addOnIds: ['expedited'], price: 249500 });
  });

  it('charges nothing for the included add-on even when it costs more than the code takes off', () => {
    const products = {
      ...SEEDED_PRODUCTS,
      expedited: { ...SEEDED_PRODUCTS.expedited!, prices: { standard: 49500 } },
    };
    const pricing = price({ promotionalCode: 'FASTTRACK' }, products);
    expect(pricing).toMatchObject({
      addOnIds: ['expedited'],
      originalPrice: 249500 + 49500,
      price: 249500,
    });
  });

  it('adds nothing when the code does not apply', () => {
    const codes = {
      ...SEEDED_CODES,
      FASTTRACK: { ...SEEDED_CODES.FASTTRACK!, status: 'DEACTIVATED' as const },
    };
    expect(price({ promotionalCode: 'FASTTRACK' }, SEEDED_PRODUCTS, codes)).toMatchObject({
      addOnIds: [],
      price: 249500,
      promoCode: null,
    });
    const revision = price({
      sku: 'additional-revision_standard',
      isAdditionalRevision: true,
      promotionalCode: 'FASTTRACK',
    });
    expect(revision).toMatchObject({ addOnIds: [], price: 29500, promoCode: null });
  });
});

describe('priceOrder: the partner-retailer package needs an applied rewards code', () => {
  it.each([
    ['no code', null, "Please provide a valid MyLowe's Rewards Yardwise code..."],
    ['a code without yzlo', 'SAVE250', "Please provide a valid MyLowe's Rewards Yardwise code..."],
    ['an unknown yzlo code', 'YZLO0000', PROMO_MESSAGES.invalid],
  ])('refuses %s', (_, code, message) => {
    const error = refusal(() =>
      price({ sku: 'partner-rewards-full-yard_standard', promotionalCode: code }),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(message);
  });
});

describe('priceOrder: unknown sku and add-ons', () => {
  it.each([
    ['a package we do not sell', 'patio_standard'],
    ['a lot size we do not sell', 'full-yard_huge'],
    ['a sku without a lot size', 'full-yard'],
    ['a sku with extra parts', 'full-yard_standard_x'],
  ])('refuses %s with the unknown-package message', (_, sku) => {
    const error = refusal(() => price({ sku }));
    expect(error.code).toBe('not-found');
    expect(error.message).toBe('We could not find that package. Please choose your package again.');
  });

  it('refuses a package that is inactive, missing or an add-on', () => {
    const inactive = {
      ...SEEDED_PRODUCTS,
      'front-yard': { ...SEEDED_PRODUCTS['front-yard']!, active: false },
    };
    expect(refusal(() => price({ sku: 'front-yard_standard' }, inactive)).code).toBe('not-found');
    const { 'front-yard': _gone, ...missing } = SEEDED_PRODUCTS;
    expect(refusal(() => price({ sku: 'front-yard_standard' }, missing)).code).toBe('not-found');
  });

  it('refuses an add-on the package does not offer, or the catalogue does not sell', () => {
    const notOffered = refusal(() =>
      price({ sku: 'back-yard_standard', addOnIds: ['exterior-front'] }),
    );
    expect(notOffered).toMatchObject({
      code: 'not-found',
      message: 'That add-on is not available for this package. Please remove it and try again.',
    });
    expect(refusal(() => price({ sku: 'gift-card_standard', addOnIds: ['expedited'] })).code).toBe(
      'not-found',
    );
    const { expedited: _gone, ...withoutExpedited } = SEEDED_PRODUCTS;
    expect(refusal(() => price({ addOnIds: ['expedited'] }, withoutExpedited)).code).toBe(
      'not-found',
    );
  });

  it('refuses two add-ons of one kind and flags that contradict the package', () => {
    expect(refusal(() => price({ addOnIds: ['exterior-front', 'exterior-full'] })).message).toBe(
      'The order does not add up. Please reload the page.',
    );
    expect(refusal(() => price({ isAdditionalRevision: true })).code).toBe('invalid-argument');
    expect(refusal(() => price({ isPremium: true })).code).toBe('invalid-argument');
    expect(
      refusal(() => price({ sku: 'additional-revision_standard', isAdditionalRevision: false }))
        .code,
    ).toBe('invalid-argument');
    expect(price({ sku: 'uber-premium_standard', isPremium: true }).price).toBe(599500);
    expect(price({ sku: 'additional-revision_standard', isAdditionalRevision: true }).price).toBe(
      29500,
    );
  });
});
