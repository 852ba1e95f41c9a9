import { orderCommandInput } from '@yardwise/domain/checkout/orderCommand';
import { callableCommand } from '../commands/callableCommand';
import { STRIPE_SECRET_KEY } from '../config';
import { placeOrder } from './placeOrder';

/**
 * The code or add-ons changed while a PaymentIntent exists: re-prices the open order and moves its
 * intent to the new total; refused once the payment is processing or paid. Decision: a
 * recaptchaToken in the shared input is ignored, as this only changes an order that a
 * reCAPTCHA-checked createOrder made.
 */
export const updateOrder = callableCommand({
  name: 'updateOrder',
  access: 'account',
  input: orderCommandInput,
  options: { secrets: [STRIPE_SECRET_KEY] },
  handler: (context) => placeOrder('update', context),
});
