import { CommandError } from '@yardwise/domain/commands/commandError';
import { isRecaptchaVerified } from '@yardwise/domain/checkout/recaptcha';
import { configuredValue, RECAPTCHA_SECRET_KEY } from '../../config';
import { logError, logWarning } from '../../logs';

// (token, action) → { valid }: the token is checked with Google's siteverify API for the action
// the checkout runs (legacy_checkout).

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const RECAPTCHA_TIMEOUT_MS = 5_000;

export interface RecaptchaVerifier {
  verify(token: string, action: string): Promise<{ valid: boolean }>;
}

/**
 * Decision: when Google cannot be reached or answers with an error, the check fails as
 * 'unavailable' (the customer may try again) rather than letting the token through or calling a
 * real customer a robot.
 */
export function googleRecaptchaVerifier(
  secret: string,
  fetchImpl: typeof fetch = fetch,
): RecaptchaVerifier {
  return {
    async verify(token, action) {
      let body: unknown;
      try {
        const response = await fetchImpl(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token }).toString(),
          signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        logError('reCAPTCHA verification could not be completed', {
          error: error instanceof Error ? error.message : String(error),
        });
        throw new CommandError(
          'unavailable',
          'We could not check that you are not a robot. Please try again.',
        );
      }
      const valid = isRecaptchaVerified(body, action);
      if (!valid) {
        const { score, action: answered } = (body ?? {}) as Record<string, unknown>;
        const errorCodes = (body as Record<string, unknown> | null)?.['error-codes'];
        logWarning('reCAPTCHA token refused', {
          action,
          answeredAction: typeof answered === 'string' ? answered : null,
          score: typeof score === 'number' ? score : null,
          errorCodes: Array.isArray(errorCodes) ? errorCodes.map(String) : null,
        });
      }
      return { valid };
    },
  };
}

/** The local stand-in: every token passes, and the log says the check was skipped. */
export const recaptchaStandIn: RecaptchaVerifier = {
  async verify(_token, action) {
    logWarning('[local stand-in] RECAPTCHA_SECRET_KEY is not set: reCAPTCHA check skipped', {
      action,
    });
    return { valid: true };
  },
};

export function createRecaptchaVerifier(fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  const secret = configuredValue(RECAPTCHA_SECRET_KEY);
  return secret ? googleRecaptchaVerifier(secret, fetchImpl) : recaptchaStandIn;
}
