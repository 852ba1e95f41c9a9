import { validateRecaptchaInput } from '@yardwise/domain/checkout/recaptcha';
import { createRecaptchaVerifier } from '../adapters/recaptcha/recaptchaVerifier';
import { callableCommand } from '../commands/callableCommand';
import { RECAPTCHA_SECRET_KEY } from '../config';
import { enforceRateLimit } from '../security/rateLimiter';

/**
 * { token, action } → { valid }. A false answer blocks the payment with 'Recaptcha validation
 * failed' on the client. Access: any visitor.
 */
export const validateRecaptcha = callableCommand({
  name: 'validateRecaptcha',
  access: 'visitor',
  input: validateRecaptchaInput,
  options: { secrets: [RECAPTCHA_SECRET_KEY] },
  async handler({ caller, input, db, now }): Promise<{ valid: boolean }> {
    // Each check asks Google: a few per checkout, never a loop.
    await enforceRateLimit(db, 'validateRecaptcha', caller.uid, now);
    return createRecaptchaVerifier().verify(input.token, input.action);
  },
});
