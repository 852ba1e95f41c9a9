import { describe, expect, it } from 'vitest';
import type { PromoCodeDoc } from '../firestore/documents';
import { effectivePromoStatus } from './effectiveStatus';
import {
  codeAsSeenBy,
  releaseOnClose,
  releaseRedemption,
  reserveRedemption,
} from './redemptionReservations';

const now = new Date('2026-03-01T12:00:00.000Z');
const AT = now.toISOString();

/** A marketing code limited to `max` redemptions, `redeemed` of them used. */
function limited(max: number, redeemed: number, reservedBy?: Record<string, string>): PromoCodeDoc {
  return {
    code: 'SPRING100',
    status: 'USABLE',
    category: 'MARKETING',
    discountType: 'FIXED',
    discount: '10000',
    maxRedemptions: max,
    timesRedeemed: redeemed,
    ...(reservedBy ? { reservedBy } : {}),
  };
}

describe('limited codes: a redemption is reserved by the buyer whose order takes the code', () => {
  it('reserves the last free redemption for the first buyer and refuses the second', () => {
    const code = limited(100, 99);
    const first = reserveRedemption(code, 'buyer-a', now);
    expect(first).toEqual({ kind: 'reserve', reservedBy: { 'buyer-a': AT } });

    const afterFirst = { ...code, reservedBy: { 'buyer-a': AT } };
    expect(reserveRedemption(afterFirst, 'buyer-b', now)).toEqual({ kind: 'full' });
    // The holder asking again changes nothing.
    expect(reserveRedemption(afterFirst, 'buyer-a', now)).toEqual({ kind: 'none' });
  });

  it('reserves nothing for a code without a limit', () => {
    const { maxRedemptions: _unlimited, ...code } = limited(1, 0);
    expect(reserveRedemption(code, 'buyer-a', now)).toEqual({ kind: 'none' });
  });

  it("counts other buyers' reservations as used when the code is judged, not the buyer's own", () => {
    const code = limited(100, 98, { 'buyer-a': AT, 'buyer-b': AT });
    expect(effectivePromoStatus(codeAsSeenBy(code, 'buyer-c'), now)).toBe(
      'MAX_REDEMPTIONS_EXCEEDED',
    );
    expect(effectivePromoStatus(codeAsSeenBy(code, 'buyer-a'), now)).toBe('USABLE');
  });

  it('frees the reservation of a buyer who drops the code', () => {
    const code = limited(1, 0, { 'buyer-a': AT });
    expect(releaseRedemption(code, 'buyer-a')).toEqual({});
    expect(releaseRedemption(code, 'buyer-b')).toBeNull();
    expect(reserveRedemption({ ...code, reservedBy: {} }, 'buyer-b', now)).toMatchObject({
      kind: 'reserve',
    });
  });

  it("gives back the buyer's reservation when their order closes unpaid, and only theirs", () => {
    const code = limited(2, 0, { 'buyer-a': AT, 'buyer-b': AT });
    expect(releaseOnClose('SPRING100', code, 'buyer-a')).toEqual({
      op: 'update',
      collection: 'codes',
      id: 'SPRING100',
      data: { reservedBy: { 'buyer-b': AT } },
    });
    expect(releaseOnClose('SPRING100', code, 'buyer-c')).toBeNull();
    expect(releaseOnClose('SPRING100', undefined, 'buyer-a')).toBeNull();
  });
});
