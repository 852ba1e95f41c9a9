import { normalizePromoCode } from './normalizePromoCode';
import type { PromoCode } from './promoCode';

/** A promo lookup gives up after 10 seconds with 'Timed out'. */
export const PROMO_LOOKUP_TIMEOUT_MS = 10_000;

/** What the I/O layer found for a code; the rules decide what it means for the cart. */
export type PromoLookup =
  | { kind: 'found'; code: PromoCode }
  /** A 404 yields no code. */
  | { kind: 'notFound' }
  | { kind: 'timedOut' }
  /** Any other failure of the lookup, such as a non-OK response. */
  | { kind: 'failed' };

/** GET /promotional-codes/{code} with the upper-cased, trimmed code. */
export function promoLookupPath(rawCode: string): string {
  return `/promotional-codes/${encodeURIComponent(normalizePromoCode(rawCode))}`;
}
