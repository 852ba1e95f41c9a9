import { describe, expect, it } from 'vitest';
import { SEED_CODES } from '../seed/codes';
import { isReferralCode, publicPromoCode } from './publicPromoCode';
import { singleUsePromoRecord } from './singleUseCode';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('publicPromoCode', () => {
  it('keeps what the checkout needs', () => {
    expect(publicPromoCode(SEED_CODES.FASTTRACK!, now)).toEqual({
      code: 'FASTTRACK',
      status: 'USABLE',
      category: 'MARKETING',
      discountType: 'FIXED',
      discount: '0',
      additionalDiscounts: SEED_CODES.FASTTRACK!.additionalDiscounts,
      applicationSuccessMessage: 'Expedited service is on us.',
    });
    expect(publicPromoCode(SEED_CODES.BIGYARD300!, now).minimumPackagePrice).toBe(2000);
  });

  it('drops the email, the dates and the redemption counters', () => {
    const singleUse = singleUsePromoRecord('WELCOME-ABCDEFGH', 'ana@example.com', now);
    const shown = publicPromoCode(singleUse, now);
    for (const hidden of ['email', 'startTime', 'endTime', 'maxRedemptions', 'timesRedeemed']) {
      expect(shown).not.toHaveProperty(hidden);
    }
    expect(publicPromoCode(SEED_CODES.FIRST100!, now)).not.toHaveProperty('timesRedeemed');
  });

  it('reports the status the code has now', () => {
    const singleUse = singleUsePromoRecord('WELCOME-ABCDEFGH', 'ana@example.com', now);
    const eightDaysLater = new Date(now.getTime() + 8 * 24 * 3600 * 1000);
    expect(publicPromoCode(singleUse, eightDaysLater).status).toBe('EXPIRED');
  });

  it('knows referral codes by their category', () => {
    expect(isReferralCode(SEED_CODES['FRIEND-RIVERA']!)).toBe(true);
    expect(isReferralCode(SEED_CODES.SAVE250!)).toBe(false);
  });
});
