import { string } from 'yup';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './messages';

// Apart from email.ts so that pages which only trim or check an email do not download yup.

/**
 * The email field of every schema (forms and command inputs): required, within the length limit,
 * matching the pattern, with emailError's messages. Values are checked as given (strict schemas do
 * not trim); the web form trims as typed (normalizeEmailInput).
 */
export function emailField() {
  // required first: an empty email reads "enter your email", not "enter a valid email".
  return string()
    .typeError(EMAIL_INVALID)
    .required(EMAIL_REQUIRED)
    .max(EMAIL_MAX_LENGTH, EMAIL_INVALID)
    .matches(EMAIL_PATTERN, EMAIL_INVALID);
}

/** The same rule where the email may be left out (a design profile fills in page by page). */
export function optionalEmailField() {
  return string()
    .typeError(EMAIL_INVALID)
    .nonNullable(EMAIL_INVALID)
    .max(EMAIL_MAX_LENGTH, EMAIL_INVALID)
    .matches(EMAIL_PATTERN, EMAIL_INVALID);
}
