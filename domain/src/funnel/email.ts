import { EMAIL_INVALID, EMAIL_REQUIRED } from './messages';

/**
 * A standard email pattern (the WHATWG one browsers use for type="email") plus a dot in
 * the domain. Decision: a dotless domain (name@localhost) is refused; homeowners' mail has a TLD.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Email is trimmed as typed. */
export function normalizeEmailInput(value: string): string {
  return value.trim();
}

/** Trimmed and lower-cased for tracking (hashes and marketing tools). */
export function trackingEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** RFC 5321: a forward path holds at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** Whether the email, after the trim applied as typed, matches the pattern and fits the limit. */
export function isValidEmail(value: string): boolean {
  const email = normalizeEmailInput(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The error to show under an email field, or null. */
export function emailError(value: string): string | null {
  if (normalizeEmailInput(value) === '') return EMAIL_REQUIRED;
  return isValidEmail(value) ? null : EMAIL_INVALID;
}
