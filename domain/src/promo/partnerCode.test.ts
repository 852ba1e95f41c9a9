import { describe, expect, it } from 'vitest';
import { isNextBlockedByPartnerCode, isPartnerRewardsCode } from './partnerCode';

describe('partner-retailer rewards codes', () => {
  it('accepts codes starting with yzlo in any case', () => {
    expect(isPartnerRewardsCode('YZLO4821RWD')).toBe(true);
    expect(isPartnerRewardsCode('yzlo4821rwd')).toBe(true);
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
      isNextBlockedByPartnerCode({ isPartnerRetailer: true, promotionalCode: 'YZLO4821RWD' }),
    ).toBe(false);
  });

  it('never blocks NEXT on other packages', () => {
    expect(isNextBlockedByPartnerCode({ isPartnerRetailer: false, promotionalCode: null })).toBe(
      false,
    );
  });
});
