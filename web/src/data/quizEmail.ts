import { QUIZ_EMAIL_COOKIE } from '@yardwise/domain/funnel/cookies';
import { isValidEmail } from '@yardwise/domain/funnel/email';
import { cookieValue } from './cookies';

/**
 * The email a quiz link carries (the design-profile-quiz-email query parameter, kept
 * in the cookie of the same name); null when there is none or it is not a valid email.
 */
export function quizEmail(search: string, cookieString: string): string | null {
  const email =
    new URLSearchParams(search).get(QUIZ_EMAIL_COOKIE)?.trim() ||
    cookieValue(cookieString, QUIZ_EMAIL_COOKIE)?.trim();
  return email && isValidEmail(email) ? email : null;
}
