import { object, string } from 'yup';
import { UNEXPECTED_FIELD } from '../forms/messages';

// The reCAPTCHA check of the checkout: a token and the action in, valid or not out.

/** The reCAPTCHA action of the checkout. */
export const RECAPTCHA_ACTION = 'legacy_checkout';
/** Decision: reCAPTCHA v3 scores run from 0 (bot) to 1 (human); Google's suggested cut-off is 0.5. */
export const RECAPTCHA_MIN_SCORE = 0.5;
/** Tokens are base64url text of a few hundred to a few thousand characters. */
export const RECAPTCHA_TOKEN_MAX_LENGTH = 4096;
/** The characters of a token (base64url). */
export const RECAPTCHA_TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

export const INVALID_RECAPTCHA_TOKEN = 'That reCAPTCHA token is not valid.';

export const validateRecaptchaInput = object({
  token: string()
    .required(INVALID_RECAPTCHA_TOKEN)
    .max(RECAPTCHA_TOKEN_MAX_LENGTH, INVALID_RECAPTCHA_TOKEN)
    .matches(RECAPTCHA_TOKEN_PATTERN, INVALID_RECAPTCHA_TOKEN),
  action: string()
    .required('Please say which action the token is for.')
    .oneOf([RECAPTCHA_ACTION], 'Unknown reCAPTCHA action.'),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

/**
 * Reads Google's siteverify answer: valid when it succeeded for the expected action and, for a
 * v3 token, scored at least RECAPTCHA_MIN_SCORE. Anything unexpected is not valid.
 */
export function isRecaptchaVerified(body: unknown, expectedAction: string): boolean {
  if (!body || typeof body !== 'object') return false;
  const { success, action, score } = body as Record<string, unknown>;
  if (success !== true) return false;
  // A v2 token carries no action or score; a v3 token must carry the expected action.
  if (action !== undefined && action !== expectedAction) return false;
  if (score !== undefined && (typeof score !== 'number' || score < RECAPTCHA_MIN_SCORE)) {
    return false;
  }
  return true;
}
