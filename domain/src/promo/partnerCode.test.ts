import { describe, expect, it } from 'vitest';
import { SEED_CODES } from '../seed/codes';
import {
  isNextBlockedByPartnerCode,
  isPartnerRewardsCode,
  isWellFormedPartnerCode,
} from './partnerCode';

describe('partner-retailer rewards codes', () => {
  it('accepts codes starting with yzlo in any case', () => {
    expect(isPartnerRewardsCode('YZLO7QK4M9XW2T')).toBe(true);
    expect(isPartnerRewardsCode('yzlo7qk4m9xw2t')).toBe(true);
    expect(isPartnerRewardsCode('YzLo1')).toBe(true);
  });

  it('refuses other codes, including yzlo elsewhere in the code', () => {
    expect(isPartnerRewardsCode('SAVE250')).toBe(false);
    expect(isPartnerRewardsCode('XYZLO1')).toBe(false);
    expect(isPartnerRewardsCode('')).toBe(false);
  });

  it('disables NEXT on a partner package until a rewards code is applied', () => {
    expect(isNextBlockedByPartnerCode({ isPartnerRetailer: true, promotionalCode: null })).toBe(
      true,
    );
    expect(
      isNextBlockedByPartnerCode({ isPartnerRetailer: true, promotionalCode: 'SAVE250' }),
    ).toBe(true);
    expect(
      isNextBlockedByPartnerCode({ isPartnerRetailer: true, promotionalCode: 'YZLO7QK4M9XW2T' }),
    ).toBe(false);
  });

  it('never blocks NEXT on other packages', () => {
    expect(isNextBlockedByPartnerCode({ isPartnerRetailer: false, promotionalCode: null })).toBe(
      false,
    );
  });
});

describe('the partner rewards code format', () => {
  it('asks for YZLO and ten random characters without look-alikes', () => {
    expect(isWellFormedPartnerCode('YZLO7QK4M9XW2T')).toBe(true);
    expect(isWellFormedPartnerCode('YZLO4821RWD')).toBe(false);
    expect(isWellFormedPartnerCode('YZLO7QK4M9XW2O')).toBe(false);
  });

  it('is the format of every partner code the sample data seeds', () => {
    const partnerCodes = Object.keys(SEED_CODES).filter((code) => isPartnerRewardsCode(code));
    expect(partnerCodes.length).toBeGreaterThan(0);
    for (const code of partnerCodes) expect(isWellFormedPartnerCode(code), code).toBe(true);
  });
});
