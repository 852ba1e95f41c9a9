import type { PromoCodeDoc } from '../firestore/documents';
import { updateDoc, type PlannedWrite } from '../checkout/plannedWrites';

// Limited codes (maxRedemptions) cannot oversell: a buyer's open order reserves one redemption,
// in the same transaction that gives the order the code, and only while free redemptions remain.
// Paying turns the reservation into a redemption; dropping the code, a canceled payment or a
// closed order frees it. Decision: a reservation is the buyer's (one open order per buyer), keyed
// by uid, and it expires with its abandoned order (reservationExpiry.ts).

function whole(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** The code's redemption limit, or null when it has none. */
export function redemptionLimit(code: PromoCodeDoc): number | null {
  const limit = code.maxRedemptions;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : null;
}

function reservationsOf(code: PromoCodeDoc): Record<string, string> {
  const reserved = code.reservedBy;
  return reserved && typeof reserved === 'object' ? reserved : {};
}

export function holdsReservation(code: PromoCodeDoc, uid: string): boolean {
  return Object.hasOwn(reservationsOf(code), uid);
}

/** Redemptions no longer free for `uid`: those redeemed and those other buyers hold. */
export function redemptionsTakenFor(code: PromoCodeDoc, uid: string): number {
  const others = Object.keys(reservationsOf(code)).filter((holder) => holder !== uid);
  return whole(code.timesRedeemed) + others.length;
}

/**
 * The code as `uid` may use it: other buyers' reservations count as redeemed, so the code look-up
 * and the pricing refuse a code whose last redemptions are held by others, with the usual words.
 */
export function codeAsSeenBy(code: PromoCodeDoc, uid: string): PromoCodeDoc {
  if (redemptionLimit(code) === null) return code;
  return { ...code, timesRedeemed: redemptionsTakenFor(code, uid) };
}

export type ReservationStep =
  /** Nothing to write: no limit, or `uid` holds a reservation already. */
  | { kind: 'none' }
  | { kind: 'reserve'; reservedBy: Record<string, string> }
  /** No free redemption left for `uid`. */
  | { kind: 'full' };

/** What reserving one redemption of `code` for `uid` takes. */
export function reserveRedemption(code: PromoCodeDoc, uid: string, now: Date): ReservationStep {
  const limit = redemptionLimit(code);
  if (limit === null || holdsReservation(code, uid)) return { kind: 'none' };
  if (redemptionsTakenFor(code, uid) >= limit) return { kind: 'full' };
  return { kind: 'reserve', reservedBy: { ...reservationsOf(code), [uid]: now.toISOString() } };
}

/** The reservations without `uid`'s, or null when `uid` holds none. */
export function releaseRedemption(code: PromoCodeDoc, uid: string): Record<string, string> | null {
  if (!holdsReservation(code, uid)) return null;
  const rest = { ...reservationsOf(code) };
  delete rest[uid];
  return rest;
}

/**
 * The write that gives back `uid`'s reservation of the code `codeId` (read as `code`) when their
 * order closes unpaid, or null when they hold none.
 */
export function releaseOnClose(
  codeId: string,
  code: PromoCodeDoc | undefined,
  uid: string,
): PlannedWrite | null {
  const released = code ? releaseRedemption(code, uid) : null;
  return released ? updateDoc('codes', codeId, { reservedBy: released }) : null;
}
