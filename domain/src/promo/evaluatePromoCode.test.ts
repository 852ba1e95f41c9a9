import { describe, expect, it } from 'vitest';
import { ADD_ON_IDS, DEFAULT_ADD_ON_PRICES } from '../catalog/catalog';
import {
  evaluatePromoCode,
  precheckPromoCode,
  shouldShowPromoMessage,
  type PromoCart,
  type PromoEvaluationInput,
} from './evaluatePromoCode';
import type { PromoCode } from './promoCode';

const NOW = new Date('2025-09-26T15:30:00.000Z');

function code(overrides: Partial<PromoCode> & { code: string }): PromoCode {
  return {
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '25000',
    ...overrides,
  };
}

const fullYard: PromoCart = {
  productId: 'full-yard',
  packagePriceCents: 249500,
  addOns: [],
  isStarter: false,
  isSmallSpace: false,
  isPartnerRetailer: false,
};
const starter: PromoCart = {
  ...fullYard,
  productId: 'starter-front-or-backyard',
  packagePriceCents: 49500,
  isStarter: true,
};
const smallSpace: PromoCart = {
  ...fullYard,
  productId: 'small-space',
  packagePriceCents: 99500,
  isSmallSpace: true,
};
const partner: PromoCart = {
  ...fullYard,
  productId: 'partner-rewards-full-yard',
  isPartnerRetailer: true,
};

function evaluate(
  enteredCode: string,
  record: PromoCode | null,
  overrides: Partial<PromoEvaluationInput> = {},
) {
  return evaluatePromoCode({
    enteredCode,
    lookup: record ? { kind: 'found', code: record } : { kind: 'notFound' },
    referralCodes: [],
    cart: fullYard,
    now: NOW,
    brandName: 'Yardwise',
    ...overrides,
  });
}

describe('applying a USABLE code', () => {
  it('stores the upper-cased code, stamps the time and reprices the cart', () => {
    expect(evaluate(' save250 ', code({ code: 'SAVE250' }))).toEqual({
      kind: 'applied',
      promotionalCode: 'SAVE250',
      promotionalCodeAppliedAt: '2025-09-26T15:30:00.000Z',
      modifiedPriceCents: 224500,
      includesExpedited: false,
      message: 'Success! Any eligible changes to your cart have been applied.',
    });
  });

  it("decision: shows the code's own applicationSuccessMessage when it has one", () => {
    const spring = code({
      code: 'SPRING15',
      discountType: 'PERCENTAGE',
      discount: '%15',
      applicationSuccessMessage: 'Spring savings applied: 15% off your design package.',
    });
    const result = evaluate('SPRING15', spring);
    expect(result.message).toBe('Spring savings applied: 15% off your design package.');
    expect(result.kind === 'applied' && result.modifiedPriceCents).toBe(212075);
    const blank = evaluate('SAVE250', code({ code: 'SAVE250', applicationSuccessMessage: '  ' }));
    expect(blank.message).toBe('Success! Any eligible changes to your cart have been applied.');
  });

  it('reports a code that includes expedited, and prices expedited at no cost', () => {
    const fastTrack = code({
      code: 'FASTTRACK',
      discount: '0',
      additionalDiscounts: [
        { discountType: 'FIXED', discount: '39500', forProductId: ADD_ON_IDS.expedited },
      ],
    });
    const cart = {
      ...fullYard,
      addOns: [{ id: ADD_ON_IDS.expedited, priceCents: DEFAULT_ADD_ON_PRICES.expedited }],
    };
    const result = evaluate('FASTTRACK', fastTrack, { cart });
    expect(result).toMatchObject({
      kind: 'applied',
      includesExpedited: true,
      modifiedPriceCents: 249500,
    });
  });
});

describe('rejections, each with its exact message', () => {
  it('an unknown code', () => {
    expect(evaluate('NOPE', null)).toEqual({
      kind: 'rejected',
      reason: 'notFound',
      message: "Oops! That promo code isn't valid. Try again or contact support.",
    });
  });

  it('an expired marketing code', () => {
    expect(evaluate('summer24', code({ code: 'SUMMER24', status: 'EXPIRED' })).message).toBe(
      'SUMMER24 is no longer valid and cannot be applied to your order.',
    );
  });

  it('a maxed-out marketing code', () => {
    expect(
      evaluate('FIRST100', code({ code: 'FIRST100', status: 'MAX_REDEMPTIONS_EXCEEDED' })).message,
    ).toBe(
      'The number of redemptions for this promo code has reached its limit. Please enter a valid promo code.',
    );
  });

  it('decision: a deactivated code', () => {
    expect(evaluate('RETIRED10', code({ code: 'RETIRED10', status: 'DEACTIVATED' })).message).toBe(
      'RETIRED10 is no longer active and cannot be applied to your order.',
    );
  });

  it('decision: a code whose start time is not reached', () => {
    expect(
      evaluate('NEWYEAR2030', code({ code: 'NEWYEAR2030', status: 'START_TIME_NOT_REACHED' }))
        .message,
    ).toBe("NEWYEAR2030 isn't active yet. Please try again once the promotion has started.");
  });

  it('decision: an expired or maxed-out code outside MARKETING gets the generic message', () => {
    for (const status of ['EXPIRED', 'MAX_REDEMPTIONS_EXCEEDED'] as const) {
      const result = evaluate('FRIEND-X', code({ code: 'FRIEND-X', status, category: 'REFERRAL' }));
      expect(result).toMatchObject({ kind: 'rejected', reason: 'notUsable' });
      expect(result.message).toBe(
        "Oops! That promo code isn't valid. Try again or contact support.",
      );
    }
  });

  it("a lookup that times out says 'Timed out'", () => {
    expect(evaluate('SAVE250', null, { lookup: { kind: 'timedOut' } }).message).toBe('Timed out');
  });

  it('decision: a failed lookup gets the generic message', () => {
    expect(evaluate('SAVE250', null, { lookup: { kind: 'failed' } })).toMatchObject({
      reason: 'lookupFailed',
      message: "Oops! That promo code isn't valid. Try again or contact support.",
    });
  });

  it('decision: a discount that is not a number is refused with the generic message', () => {
    expect(evaluate('BROKEN', code({ code: 'BROKEN', discount: 'NaN' }))).toMatchObject({
      kind: 'rejected',
      reason: 'invalidDiscount',
      message: "Oops! That promo code isn't valid. Try again or contact support.",
    });
  });
});

describe('referral fallback', () => {
  const expiredReferral = code({ code: 'FRIEND-MORGAN', status: 'EXPIRED', category: 'REFERRAL' });

  it('keeps a recognised non-USABLE code from the referral collection as the input referral code', () => {
    expect(
      evaluate('friend-morgan', expiredReferral, { referralCodes: ['FRIEND-MORGAN'] }),
    ).toEqual({
      kind: 'keptAsReferral',
      inputReferralCode: 'FRIEND-MORGAN',
      message: 'FRIEND-MORGAN is no longer valid and cannot be applied to your order.',
    });
  });

  it.each([
    ['EXPIRED', 'FRIEND-MORGAN is no longer valid and cannot be applied to your order.'],
    [
      'MAX_REDEMPTIONS_EXCEEDED',
      'FRIEND-MORGAN has been used as many times as it allows and cannot be applied to your order.',
    ],
    ['DEACTIVATED', 'FRIEND-MORGAN is no longer active and cannot be applied to your order.'],
    [
      'START_TIME_NOT_REACHED',
      "FRIEND-MORGAN isn't active yet. Please try again once the promotion has started.",
    ],
  ] as const)(
    'never says success for a kept %s referral code, but why it did not apply',
    (status, message) => {
      const evaluation = evaluate(
        'FRIEND-MORGAN',
        { ...expiredReferral, status },
        { referralCodes: ['FRIEND-MORGAN'] },
      );
      expect(evaluation).toEqual({
        kind: 'keptAsReferral',
        inputReferralCode: 'FRIEND-MORGAN',
        message,
      });
      expect(evaluation.message).not.toMatch(/success/i);
    },
  );

  it('matches the referral collection whatever the letter case', () => {
    expect(
      evaluate('FRIEND-MORGAN', expiredReferral, { referralCodes: ['friend-morgan'] }).kind,
    ).toBe('keptAsReferral');
  });

  it('rejects the same code when it is not in the referral collection', () => {
    expect(evaluate('FRIEND-MORGAN', expiredReferral, { referralCodes: ['OTHER'] }).kind).toBe(
      'rejected',
    );
  });

  it('does not turn an unknown code into a referral', () => {
    expect(evaluate('FRIEND-MORGAN', null, { referralCodes: ['FRIEND-MORGAN'] }).kind).toBe(
      'rejected',
    );
  });
});

describe('minimum package price', () => {
  const bigYard = code({ code: 'BIGYARD300', discount: '30000', minimumPackagePrice: 2000 });

  it('refuses a package priced below the minimum in dollars', () => {
    const cart = { ...fullYard, packagePriceCents: 199999 };
    expect(evaluate('BIGYARD300', bigYard, { cart }).message).toBe(
      'BIGYARD300 is not valid on this package.',
    );
  });

  it('accepts a package priced exactly at the minimum', () => {
    const cart = { ...fullYard, packagePriceCents: 200000 };
    expect(evaluate('BIGYARD300', bigYard, { cart }).kind).toBe('applied');
  });
});

describe('starter and Small Space restrictions', () => {
  it('refuses a code on a starter package below 99500 cents', () => {
    expect(evaluate('SAVE250', code({ code: 'SAVE250' }), { cart: starter }).message).toBe(
      'SAVE250 is not valid for this package.',
    );
    const at99499 = { ...starter, packagePriceCents: 99499 };
    expect(evaluate('SAVE250', code({ code: 'SAVE250' }), { cart: at99499 }).kind).toBe('rejected');
  });

  it('allows it on a starter package at 99500 cents', () => {
    const at99500 = { ...starter, packagePriceCents: 99500 };
    expect(evaluate('SAVE250', code({ code: 'SAVE250' }), { cart: at99500 }).kind).toBe('applied');
  });

  it('allows a yzlo code and a qualifying zero-discount code on a cheap starter package', () => {
    expect(evaluate('YZLO1', code({ code: 'YZLO1' }), { cart: starter }).kind).toBe('applied');
    const essential = code({
      code: 'ESSENTIAL50',
      discount: '0',
      additionalDiscounts: [
        { discountType: 'FIXED', discount: '5000', forProductId: 'starter-front-or-backyard' },
      ],
    });
    expect(evaluate('ESSENTIAL50', essential, { cart: starter })).toMatchObject({
      kind: 'applied',
      modifiedPriceCents: 44500,
    });
  });

  it('refuses a GETSTARTED code on Small Space', () => {
    expect(evaluate('getstarted', code({ code: 'GETSTARTED' }), { cart: smallSpace }).message).toBe(
      'GETSTARTED is not valid for this package.',
    );
    expect(evaluate('SAVE250', code({ code: 'SAVE250' }), { cart: smallSpace }).kind).toBe(
      'applied',
    );
  });
});

describe('partner-retailer packages', () => {
  it('refuses a code not starting with yzlo, with the rewards message', () => {
    expect(evaluate('SAVE250', code({ code: 'SAVE250' }), { cart: partner })).toEqual({
      kind: 'rejected',
      reason: 'partnerCodeRequired',
      message: "Please provide a valid MyLowe's Rewards Yardwise code...",
    });
  });

  it('accepts a yzlo code in any case', () => {
    expect(
      evaluate('yzlo7qk4m9xw2t', code({ code: 'YZLO7QK4M9XW2T', discount: '50000' }), {
        cart: partner,
      }),
    ).toMatchObject({
      kind: 'applied',
      promotionalCode: 'YZLO7QK4M9XW2T',
      modifiedPriceCents: 199500,
    });
  });

  it('refuses before any lookup, so the lookup can be skipped', () => {
    expect(precheckPromoCode('SAVE250', partner, 'Yardwise')?.reason).toBe('partnerCodeRequired');
    expect(precheckPromoCode('YZLO1', partner, 'Yardwise')).toBeNull();
    expect(precheckPromoCode('SAVE250', fullYard, 'Yardwise')).toBeNull();
  });
});

describe('empty codes and the auto-code', () => {
  it('decision: an empty code is refused with the generic message', () => {
    expect(evaluate('   ', code({ code: 'SAVE250' }))).toMatchObject({
      kind: 'rejected',
      reason: 'empty',
      message: "Oops! That promo code isn't valid. Try again or contact support.",
    });
  });

  it('decision: a rejected auto-code shows no message; an applied one does', () => {
    const rejected = evaluate('FALL25', null);
    const applied = evaluate('FALL25', code({ code: 'FALL25' }));
    expect(shouldShowPromoMessage(rejected, 'auto')).toBe(false);
    expect(shouldShowPromoMessage(applied, 'auto')).toBe(true);
    expect(shouldShowPromoMessage(rejected, 'typed')).toBe(true);
  });
});
