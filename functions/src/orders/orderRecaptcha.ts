import { CHECKOUT_ERRORS } from '@yardwise/domain/checkout/messages';
import { RECAPTCHA_ACTION } from '@yardwise/domain/checkout/recaptcha';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { createRecaptchaVerifier, recaptchaStandIn } from '../adapters/recaptcha/recaptchaVerifier';
import { logWarning } from '../logs';

/**
 * createOrder's bot check, run before any order or PaymentIntent is made: the browser's own
 * validateRecaptcha call can be skipped by a script, so the order step checks a token itself.
 * With RECAPTCHA_SECRET_KEY set, a missing, empty or refused token is 'failed-precondition' and
 * Google out of reach is 'unavailable' (from the adapter); without it the labelled stand-in passes.
 */
export async function verifyOrderRecaptcha(token: string | undefined, uid: string): Promise<void> {
  const verifier = createRecaptchaVerifier();
  // Google refuses an empty token anyway: refuse it without asking (and without waiting on Google).
  if (!token && verifier !== recaptchaStandIn) {
    logWarning('createOrder sent without a reCAPTCHA token', { uid });
    throw new CommandError('failed-precondition', CHECKOUT_ERRORS.recaptchaFailed);
  }
  const { valid } = await verifier.verify(token ?? '', RECAPTCHA_ACTION);
  if (!valid) throw new CommandError('failed-precondition', CHECKOUT_ERRORS.recaptchaFailed);
}
