import { describe, expect, it } from 'vitest';
import { PROMO_CODE_PATTERN, MAX_PROMO_CODE_LENGTH } from '../checkout/schemas';
import { normalizePromoCode } from './normalizePromoCode';
import { effectivePromoStatus } from './effectiveStatus';
import { SINGLE_USE_CODE_ALPHABET, singleUseCodeFrom, singleUsePromoRecord } from './singleUseCode';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('single-use codes', () => {
  it('maps random bytes onto the alphabet after the prefix', () => {
    expect(singleUseCodeFrom([0, 1, 2, 3, 31, 32, 255, 8])).toBe('WELCOME-ABCD9A9J');
  });

  it('makes codes the promo box and the lookup accept unchanged', () => {
    const code = singleUseCodeFrom(Array.from({ length: 8 }, (_, i) => i * 37));
    expect(code).toMatch(PROMO_CODE_PATTERN);
    expect(code.length).toBeLessThanOrEqual(MAX_PROMO_CODE_LENGTH);
    expect(normalizePromoCode(code)).toBe(code);
  });

  it('has no look-alike characters', () => {
    expect(SINGLE_USE_CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(new Set(SINGLE_USE_CODE_ALPHABET).size).toBe(32);
  });

  it('refuses too little randomness', () => {
    expect(() => singleUseCodeFrom([1, 2, 3])).toThrow();
  });

  it('is a usable 10% code for one redemption by the tracking email, for 7 days', () => {
    const record = singleUsePromoRecord('WELCOME-ABCDEFGH', ' Ana@Example.com ', now);
    expect(record).toEqual({
      code: 'WELCOME-ABCDEFGH',
      status: 'USABLE',
      category: 'MARKETING',
      discountType: 'PERCENTAGE',
      discount: '%10',
      email: 'ana@example.com',
      startTime: '2026-03-10T12:00:00.000Z',
      endTime: '2026-03-17T12:00:00.000Z',
      maxRedemptions: 1,
      timesRedeemed: 0,
    });
    expect(effectivePromoStatus(record, now)).toBe('USABLE');
    expect(effectivePromoStatus(record, new Date('2026-03-17T12:00:00.000Z'))).toBe('EXPIRED');
  });
});
