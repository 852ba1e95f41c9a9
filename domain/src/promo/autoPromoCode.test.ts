import { describe, expect, it } from 'vitest';
import { autoPromoCodeToTry, type AutoPromoContext } from './autoPromoCode';

const noCode: Omit<AutoPromoContext, 'now'> = {
  promotionalCode: null,
  inputReferralCode: null,
  typedCode: '',
};

function at(iso: string): string | null {
  return autoPromoCodeToTry({ ...noCode, now: new Date(iso) });
}

describe('FALL25 date-based auto-code', () => {
  it('is tried on Sep 25, 26 and 27 (New York time)', () => {
    expect(at('2025-09-25T00:00:00-04:00')).toBe('FALL25');
    expect(at('2025-09-26T12:00:00-04:00')).toBe('FALL25');
    expect(at('2025-09-27T23:59:59-04:00')).toBe('FALL25');
  });

  it('is not tried on Sep 24 or Sep 28', () => {
    expect(at('2025-09-24T23:59:59-04:00')).toBeNull();
    expect(at('2025-09-28T00:00:00-04:00')).toBeNull();
  });

  it('decision: counts New York calendar days, not UTC ones', () => {
    // 03:30 UTC on Sep 28 is still 23:30 on Sep 27 in New York.
    expect(at('2025-09-28T03:30:00Z')).toBe('FALL25');
    // 02:00 UTC on Sep 25 is still 22:00 on Sep 24 in New York.
    expect(at('2025-09-25T02:00:00Z')).toBeNull();
  });

  it('decision: is tried on those days every year', () => {
    expect(at('2026-09-26T12:00:00-04:00')).toBe('FALL25');
  });

  it('is not tried on the same day numbers in other months', () => {
    expect(at('2025-10-26T12:00:00-04:00')).toBeNull();
    expect(at('2025-08-26T12:00:00-04:00')).toBeNull();
  });

  it('is not tried when a code has been entered, applied or kept as a referral', () => {
    const now = new Date('2025-09-26T12:00:00-04:00');
    expect(autoPromoCodeToTry({ ...noCode, now, typedCode: 'SAVE' })).toBeNull();
    expect(autoPromoCodeToTry({ ...noCode, now, promotionalCode: 'SAVE250' })).toBeNull();
    expect(autoPromoCodeToTry({ ...noCode, now, inputReferralCode: 'FRIEND-MORGAN' })).toBeNull();
    expect(autoPromoCodeToTry({ ...noCode, now, typedCode: '   ' })).toBe('FALL25');
  });
});
