import type { Caller } from '../commands/command';
import type { PromoCodeDoc } from '../firestore/documents';
import { trackingEmail } from '../funnel/email';

/**
 * Whether a buyer may use a code. A code issued to one email (a single-use code) is that email's
 * alone, compared trimmed and lower-cased, so it cannot be passed around; a buyer with no email
 * yet may use none of those. A code without an email is anyone's. The promo lookup and the order
 * pricing both ask this, so the lookup never applies a code the order would charge in full.
 */
export function mayUsePromoCode(
  record: Pick<PromoCodeDoc, 'email'>,
  buyerEmail: string | null,
): boolean {
  if (!record.email) return true;
  const buyer = buyerEmail === null ? '' : trackingEmail(buyerEmail);
  return buyer !== '' && buyer === trackingEmail(record.email);
}

/**
 * The email a caller buys with: an account's email. An anonymous visitor has none, even with an
 * email claim, just as the order commands refuse such a caller.
 */
export function buyerEmailOf(caller: Caller): string | null {
  return !caller.isAnonymous && caller.email ? caller.email : null;
}
