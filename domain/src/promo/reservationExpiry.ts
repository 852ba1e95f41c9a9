import type { OrderDoc, OrderStatus } from '../firestore/commerceDocuments';
import type { PromoCodeDoc } from '../firestore/documents';
import { OPEN_ORDER_STATUSES } from '../checkout/openOrder';

// Decision: a limited code's reservation lasts 24 hours after the open order holding it last
// changed (or after it was reserved, if later). An abandoned checkout then gives the redemption
// back: the reservations job cancels the order's PaymentIntent, closes the order and releases it.

export const RESERVATION_EXPIRY_HOURS = 24;
const EXPIRY_MS = RESERVATION_EXPIRY_HOURS * 60 * 60 * 1000;

export type ReservingOrder = Pick<OrderDoc, 'userId' | 'promoCode' | 'status' | 'updatedAt'>;

function time(iso: string | undefined): number {
  const at = Date.parse(iso ?? '');
  return Number.isFinite(at) ? at : 0;
}

/** Whether `order` is open and holds a reservation of `code` (its own promo code). */
function holdsCode(code: PromoCodeDoc, order: ReservingOrder): boolean {
  return (
    OPEN_ORDER_STATUSES.includes(order.status) &&
    order.promoCode === code.code &&
    Object.hasOwn(code.reservedBy ?? {}, order.userId)
  );
}

/**
 * When the order's reservation of `code` expires (ISO). Unreadable times count as the epoch, so a
 * reservation that cannot show it is recent is never held for ever.
 */
export function reservationExpiresAt(code: PromoCodeDoc, order: ReservingOrder): string {
  const reservedAt = time(code.reservedBy?.[order.userId]);
  return new Date(Math.max(reservedAt, time(order.updatedAt)) + EXPIRY_MS).toISOString();
}

/** Whether the open order's reservation of its code has expired at `now`. */
export function reservationExpired(code: PromoCodeDoc, order: ReservingOrder, now: Date): boolean {
  return holdsCode(code, order) && now.getTime() >= Date.parse(reservationExpiresAt(code, order));
}

/** An order in these statuses still needs its code: open, or its payment in flight or held. */
const NEEDS_CODE: readonly OrderStatus[] = [...OPEN_ORDER_STATUSES, 'processing', 'payment_held'];

/**
 * Whether `uid`'s reservation of `code` is orphaned at `now`: none of their orders (`orders`, all
 * of theirs) needs it, and it was made at least RESERVATION_EXPIRY_HOURS ago (a younger one may
 * belong to an order being created). Such a reservation (left by a closed order) is released.
 */
export function reservationOrphaned(
  code: PromoCodeDoc,
  uid: string,
  orders: readonly ReservingOrder[],
  now: Date,
): boolean {
  if (!Object.hasOwn(code.reservedBy ?? {}, uid)) return false;
  const needed = orders.some(
    (order) => order.promoCode === code.code && NEEDS_CODE.includes(order.status),
  );
  return !needed && now.getTime() >= time(code.reservedBy?.[uid]) + EXPIRY_MS;
}
