import { orderCommandInput } from '@yardwise/domain/checkout/orderCommand';
import { callableCommand } from '../commands/callableCommand';
import { RECAPTCHA_SECRET_KEY, STRIPE_SECRET_KEY } from '../config';
import { placeOrder } from './placeOrder';

/**
 * The code or add-ons changed while a PaymentIntent exists: re-prices the open order and moves its
 * intent to the new total; refused once the payment is processing or paid. A code the order was
 * not priced with needs a reCAPTCHA token (placeOrder); add-on changes need none, as they only
 * change an order a reCAPTCHA-checked createOrder made.
 */
export const updateOrder = callableCommand({
  name: 'updateOrder',
  access: 'account',
  input: orderCommandInput,
  options: { secrets: [STRIPE_SECRET_KEY, RECAPTCHA_SECRET_KEY] },
  handler: (context) => placeOrder('update', context),
});
