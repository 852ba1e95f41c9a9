import { describe, expect, it } from 'vitest';
import type { PromoCodeDoc } from '../firestore/documents';
import {
  RESERVATION_EXPIRY_HOURS,
  type ReservingOrder,
  reservationExpired,
  reservationExpiresAt,
  reservationOrphaned,
} from './reservationExpiry';

const RESERVED_AT = '2026-03-01T12:00:00.000Z';

/** SPRING100 limited to 100 redemptions, with buyer-a's reservation from noon on 1 March. */
const code: PromoCodeDoc = {
  code: 'SPRING100',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '10000',
  maxRedemptions: 100,
  timesRedeemed: 99,
  reservedBy: { 'buyer-a': RESERVED_AT },
};

const order = (
  updatedAt: string,
  status: 'awaiting_payment' | 'paid' = 'awaiting_payment',
): ReservingOrder => ({
  userId: 'buyer-a',
  promoCode: 'SPRING100',
  status,
  updatedAt,
});

describe('a reservation of a limited code expires 24 hours after its open order last changed', () => {
  it('states the expiry as 24 hours', () => {
    expect(RESERVATION_EXPIRY_HOURS).toBe(24);
    expect(reservationExpiresAt(code, order(RESERVED_AT))).toBe('2026-03-02T12:00:00.000Z');
  });

  it('holds at 23 h 59 min and expires at 24 h', () => {
    expect(reservationExpired(code, order(RESERVED_AT), new Date('2026-03-02T11:59:00.000Z'))).toBe(
      false,
    );
    expect(reservationExpired(code, order(RESERVED_AT), new Date('2026-03-02T12:00:00.000Z'))).toBe(
      true,
    );
  });

  it('counts from the later of the reservation and the order’s last change', () => {
    // The buyer changed the order at 20:00 on 1 March: the code is theirs until 20:00 on 2 March.
    const changed = order('2026-03-01T20:00:00.000Z');
    expect(reservationExpiresAt(code, changed)).toBe('2026-03-02T20:00:00.000Z');
    expect(reservationExpired(code, changed, new Date('2026-03-02T19:00:00.000Z'))).toBe(false);
  });

  it('never expires what the order does not hold: a paid order, another code, no reservation', () => {
    const late = new Date('2026-04-01T00:00:00.000Z');
    expect(reservationExpired(code, order(RESERVED_AT, 'paid'), late)).toBe(false);
    expect(reservationExpired(code, { ...order(RESERVED_AT), promoCode: 'SAVE250' }, late)).toBe(
      false,
    );
    expect(reservationExpired(code, { ...order(RESERVED_AT), userId: 'buyer-b' }, late)).toBe(
      false,
    );
  });

  it('expires a reservation whose times cannot be read, so none is held for ever', () => {
    const unreadable = { ...code, reservedBy: { 'buyer-a': 'soon' } };
    expect(reservationExpired(unreadable, order('never'), new Date(RESERVED_AT))).toBe(true);
  });

  it('frees a reservation none of its holder’s orders needs, 24 hours after it was made', () => {
    const at23h = new Date('2026-03-02T11:00:00.000Z');
    const at24h = new Date('2026-03-02T12:00:00.000Z');
    expect(reservationOrphaned(code, 'buyer-a', [], at23h)).toBe(false);
    expect(reservationOrphaned(code, 'buyer-a', [], at24h)).toBe(true);
    // A canceled order, or one with another code, holds nothing.
    const closed = [
      order(RESERVED_AT, 'paid'),
      { ...order(RESERVED_AT), status: 'canceled' as const },
    ];
    expect(reservationOrphaned(code, 'buyer-a', closed, at24h)).toBe(true);
    // A payment in flight or held for staff still needs its code.
    for (const status of ['processing', 'payment_held', 'awaiting_payment'] as const) {
      expect(reservationOrphaned(code, 'buyer-a', [{ ...order(RESERVED_AT), status }], at24h)).toBe(
        false,
      );
    }
    expect(reservationOrphaned(code, 'buyer-b', [], at24h)).toBe(false);
  });
});
