import { describe, expect, it } from 'vitest';
import { SEED_CODES } from '../seed/codes';
import { effectivePromoStatus } from './effectiveStatus';

const now = new Date('2026-03-10T12:00:00.000Z');
const usable = { status: 'USABLE' as const };

describe('effectivePromoStatus', () => {
  it('keeps a stored status other than USABLE, whatever the dates say', () => {
    expect(effectivePromoStatus({ status: 'DEACTIVATED', endTime: '2099-01-01' }, now)).toBe(
      'DEACTIVATED',
    );
  });

  it('expires a USABLE code at its endTime', () => {
    expect(effectivePromoStatus({ ...usable, endTime: '2026-03-10T12:00:00.000Z' }, now)).toBe(
      'EXPIRED',
    );
    expect(effectivePromoStatus({ ...usable, endTime: '2026-03-10T12:00:00.001Z' }, now)).toBe(
      'USABLE',
    );
  });

  it('is not yet usable before its startTime', () => {
    expect(effectivePromoStatus({ ...usable, startTime: '2026-03-11T00:00:00.000Z' }, now)).toBe(
      'START_TIME_NOT_REACHED',
    );
  });

  it('is maxed out once redeemed as often as allowed', () => {
    expect(effectivePromoStatus({ ...usable, maxRedemptions: 1, timesRedeemed: 1 }, now)).toBe(
      'MAX_REDEMPTIONS_EXCEEDED',
    );
    expect(effectivePromoStatus({ ...usable, maxRedemptions: 1, timesRedeemed: 0 }, now)).toBe(
      'USABLE',
    );
    expect(effectivePromoStatus({ ...usable, maxRedemptions: 1 }, now)).toBe('USABLE');
  });

  it('decision: a date that does not parse restricts nothing', () => {
    expect(effectivePromoStatus({ ...usable, endTime: 'soon', startTime: 'later' }, now)).toBe(
      'USABLE',
    );
  });

  it('agrees with the stored status of every seed code', () => {
    for (const code of Object.values(SEED_CODES)) {
      expect(effectivePromoStatus(code, now)).toBe(code.status);
    }
  });
});
