import { describe, expect, it } from 'vitest';
import type { PromoCode } from './promoCode';
import {
  isQualifyingZeroDiscountCode,
  isRestrictedForPackage,
  type RestrictedPackage,
} from './starterRestriction';

const getStarted: PromoCode = {
  code: 'GETSTARTED',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '10000',
};
const starterOnly: PromoCode = {
  code: 'ESSENTIAL50',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '0',
  additionalDiscounts: [
    { discountType: 'FIXED', discount: '5000', forProductId: 'starter-front-or-backyard' },
  ],
};
const starter: RestrictedPackage = {
  productId: 'starter-front-or-backyard',
  packagePriceCents: 49500,
  isStarter: true,
  isSmallSpace: false,
};
const smallSpace: RestrictedPackage = {
  productId: 'small-space',
  packagePriceCents: 99500,
  isStarter: false,
  isSmallSpace: true,
};

describe('starter and Small Space restrictions', () => {
  it('refuses a code on a starter package at 99499 cents, allows it at 99500', () => {
    const save = { ...getStarted, code: 'SAVE100' };
    expect(isRestrictedForPackage(save, { ...starter, packagePriceCents: 99499 })).toBe(true);
    expect(isRestrictedForPackage(save, { ...starter, packagePriceCents: 99500 })).toBe(false);
  });

  it('allows a yzlo code on a cheap starter package', () => {
    expect(isRestrictedForPackage({ ...getStarted, code: 'YZLO7QK4M9XW2T' }, starter)).toBe(false);
  });

  it('decision: a zero-discount code with an additionalDiscount for this package qualifies', () => {
    expect(isQualifyingZeroDiscountCode(starterOnly, 'starter-front-or-backyard')).toBe(true);
    expect(isRestrictedForPackage(starterOnly, starter)).toBe(false);
  });

  it('does not count a zero-discount code made for another package', () => {
    expect(isQualifyingZeroDiscountCode(starterOnly, 'starter-full-yard')).toBe(false);
    expect(
      isRestrictedForPackage(starterOnly, { ...starter, productId: 'starter-full-yard' }),
    ).toBe(true);
  });

  it('does not count a code with a discount of its own, even with an additionalDiscount for the package', () => {
    expect(isQualifyingZeroDiscountCode({ ...starterOnly, discount: '1' }, starter.productId)).toBe(
      false,
    );
  });

  it('decision: a code whose discounts are not numbers never qualifies', () => {
    expect(isQualifyingZeroDiscountCode({ ...starterOnly, discount: 'x' }, starter.productId)).toBe(
      false,
    );
  });

  it('leaves non-starter packages below the threshold alone', () => {
    expect(isRestrictedForPackage(getStarted, { ...starter, isStarter: false })).toBe(false);
  });

  it('refuses a code containing GETSTARTED on Small Space, at any price', () => {
    expect(isRestrictedForPackage(getStarted, smallSpace)).toBe(true);
    expect(isRestrictedForPackage({ ...getStarted, code: 'FALLGETSTARTED10' }, smallSpace)).toBe(
      true,
    );
    expect(isRestrictedForPackage({ ...getStarted, code: 'SAVE250' }, smallSpace)).toBe(false);
  });
});
