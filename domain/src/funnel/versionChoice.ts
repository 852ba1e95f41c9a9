import { isValidEmail } from './email';
import type { VersionId } from './versions';

/** New visitors get v10. */
export const DEFAULT_VERSION_ID: VersionId = 'v10';
/** V12 when the quiz-email cookie is set. */
export const QUIZ_EMAIL_VERSION_ID: VersionId = 'v12';
/** The test cookie can force one of these. */
export const TEST_VERSION_IDS = ['v1', 'v2', 'v3', 'v4', 'v5'] as const satisfies VersionId[];

export interface VersionCookies {
  /** Value of TEST_VERSION_COOKIE, if any. */
  testVersion?: string | null;
  /** Value of QUIZ_EMAIL_COOKIE, if any (already URL-decoded). */
  quizEmail?: string | null;
}

/** The forced version in a test cookie: 'v1'-'v5', any case, spaces ignored; anything else is ignored. */
export function forcedTestVersion(value: string | null | undefined): VersionId | null {
  const normalized = value?.trim().toLowerCase() ?? '';
  return (TEST_VERSION_IDS as readonly string[]).includes(normalized)
    ? (normalized as VersionId)
    : null;
}

/**
 * The version a new visitor gets. Decision: a valid test cookie wins over the quiz email (it is a
 * deliberate override by staff); the quiz-email cookie counts only when it holds a valid email,
 * because v12 skips contact-info and takes the email from it.
 */
export function chooseVersion(cookies: VersionCookies): VersionId {
  const forced = forcedTestVersion(cookies.testVersion);
  if (forced) return forced;
  if (cookies.quizEmail && isValidEmail(cookies.quizEmail)) return QUIZ_EMAIL_VERSION_ID;
  return DEFAULT_VERSION_ID;
}
