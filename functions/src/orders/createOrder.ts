import { orderCommandInput } from '@yardwise/domain/checkout/orderCommand';
import { callableCommand } from '../commands/callableCommand';
import { STRIPE_SECRET_KEY } from '../config';
import { placeOrder } from './placeOrder';

/**
 * checkout §4 step 2, §7 legacy-get-payment-code: prices the order and returns its PaymentIntent.
 * Called once the account step is done, so the caller is an account with an email. A retried
 * create returns the same order and intent; a changed cart re-prices the open order.
 */
export const createOrder = callableCommand({
  name: 'createOrder',
  access: 'account',
  input: orderCommandInput,
  // One warm instance: the first payment step of a checkout should not wait for a cold start
  // (ARCHITECTURE, issue 10). The emulator ignores minInstances; it costs one idle instance in production.
  options: { secrets: [STRIPE_SECRET_KEY], minInstances: 1 },
  handler: (context) => placeOrder('create', context),
});
