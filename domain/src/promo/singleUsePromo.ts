import { verifiedEmailOf, type Caller } from '../commands/command';
import { trackingEmail } from '../funnel/email';
import { PROMO_CODE_COOKIE, PROMO_CODE_COOKIE_MAX_AGE_SECONDS } from '../funnel/cookies';

// The single-use promo flow, the pure parts: whether to issue a code, and the bodies and cookie
// that go with it. Calling the services (POST, then PUT when POST fails) is I/O.
// Decision: the email is the tracking form (trimmed, lower-cased), so one person is never issued
// two codes.

/** GET wordpress/email-first-seen/{email}. */
export function emailFirstSeenPath(email: string): string {
  return `wordpress/email-first-seen/${encodeURIComponent(trackingEmail(email))}`;
}

/** What the first-seen lookup said: its `emailProvided` field, or that the lookup failed. */
export type EmailFirstSeen = { emailProvided: boolean } | { failed: true };

export type SingleUsePromoStep = { kind: 'nothing' } | { kind: 'createCode'; email: string };

/**
 * An email already seen gets nothing; otherwise a code is created.
 * Decision: a failed lookup also gets nothing, as a second code for a known email costs money.
 */
export function singleUsePromoStep(email: string, firstSeen: EmailFirstSeen): SingleUsePromoStep {
  if ('failed' in firstSeen || firstSeen.emailProvided) return { kind: 'nothing' };
  return { kind: 'createCode', email: trackingEmail(email) };
}

/**
 * A caller may claim the welcome offer only for their own verified account email (compared
 * trimmed and lower-cased), so nobody is handed, or uses up, the offer of an address they typed
 * but do not hold, and no offer is mailed to an address its owner never confirmed.
 */
export function mayClaimSingleUsePromo(email: string, caller: Caller): boolean {
  const wanted = trackingEmail(email);
  const own = verifiedEmailOf(caller);
  return wanted !== '' && !!own && trackingEmail(own) === wanted;
}

/** POST promotional-codes/single-use with email and startTime (ISO, now). */
export function singleUseCodeRequest(
  email: string,
  now: Date,
): { email: string; startTime: string } {
  return { email: trackingEmail(email), startTime: now.toISOString() };
}

/** The single-use code the service returns. */
export interface SingleUsePromoCode {
  code: string;
  email: string;
  endTime: string;
  status: string;
}

/** Reads the create response; null when it lacks code, email, endTime or status. */
export function readSingleUseCode(body: unknown): SingleUsePromoCode | null {
  if (!body || typeof body !== 'object') return null;
  const { code, email, endTime, status } = body as Record<string, unknown>;
  if ([code, email, endTime, status].some((field) => typeof field !== 'string')) return null;
  if ((code as string).trim() === '') return null;
  return {
    code: code as string,
    email: email as string,
    endTime: endTime as string,
    status: status as string,
  };
}

/** The email-marketing body, the same for the POST and the PUT fallback. */
export function marketingPromoBody(email: string, code: string) {
  return { channels: { email: { address: trackingEmail(email) } }, promo_code: code };
}

/** The email-marketing system is sent the code by POST, then by PUT if POST fails. */
export const MARKETING_SEND_METHODS = ['POST', 'PUT'] as const;

export function promoCookie(code: string) {
  return { name: PROMO_CODE_COOKIE, value: code, maxAgeSeconds: PROMO_CODE_COOKIE_MAX_AGE_SECONDS };
}
