import type { PromoCode, PromoCodeStatus } from './promoCode';

/**
 * The status a code has at `now`. A stored status other than USABLE always wins; a USABLE code
 * whose dates or redemption limit say otherwise is reported as such, so a single-use code
 * stops applying after its endTime without a job rewriting it. Decision: a date that does not
 * parse, or a missing limit, restricts nothing.
 */
export function effectivePromoStatus(
  code: Pick<PromoCode, 'status' | 'startTime' | 'endTime' | 'maxRedemptions' | 'timesRedeemed'>,
  now: Date,
): PromoCodeStatus {
  if (code.status !== 'USABLE') return code.status;
  const at = now.getTime();
  if (code.startTime && Date.parse(code.startTime) > at) return 'START_TIME_NOT_REACHED';
  if (code.endTime && Date.parse(code.endTime) <= at) return 'EXPIRED';
  const limit = code.maxRedemptions;
  if (typeof limit === 'number' && Number.isFinite(limit) && (code.timesRedeemed ?? 0) >= limit) {
    return 'MAX_REDEMPTIONS_EXCEEDED';
  }
  return 'USABLE';
}
