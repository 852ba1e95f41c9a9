import { orderCommandInput } from '@yardwise/domain/checkout/orderCommand';
import { callableCommand } from '../commands/callableCommand';
import { RECAPTCHA_SECRET_KEY, STRIPE_SECRET_KEY } from '../config';
import { verifyOrderRecaptcha } from './orderRecaptcha';
import { placeOrder } from './placeOrder';

/**
 * Prices the order and returns its PaymentIntent. Called once the account step is done, so the
 * caller is an account with an email. A retried create returns the same order and intent; a
 * changed cart re-prices the open order. The reCAPTCHA token is checked first, so a script that
 * skips the browser's check gets no intent.
 */
export const createOrder = callableCommand({
  name: 'createOrder',
  access: 'account',
  input: orderCommandInput,
  // One warm instance: the first payment step of a checkout should not wait for a cold start.
  // The emulator ignores minInstances; it costs one idle instance in production.
  options: { secrets: [STRIPE_SECRET_KEY, RECAPTCHA_SECRET_KEY], minInstances: 1 },
  async handler(context) {
    await verifyOrderRecaptcha(context.input.recaptchaToken, context.caller.uid);
    return placeOrder('create', context);
  },
});
