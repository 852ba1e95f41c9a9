import { object, string, type InferType } from 'yup';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { MAX_PACKAGE_STYLE_LENGTH, PACKAGE_STYLE_PATTERN } from './packageStyle';
import {
  INVALID_RECAPTCHA_TOKEN,
  RECAPTCHA_TOKEN_MAX_LENGTH,
  RECAPTCHA_TOKEN_PATTERN,
} from './recaptcha';
import { orderPayloadSchema } from './schemas';

// The createOrder and updateOrder commands: the
// same input and the same result, as legacy-get-payment-code (POST) and legacy-payment-code (PUT).

/**
 * The order service was sent `{ userId, order }`. Decisions: the user is the caller, so the body is the
 * order payload (whose userId must be the caller's) plus the optional package style, which
 * the payment carries to fulfilment, and createOrder's reCAPTCHA token. No amount is accepted: the
 * server prices the order.
 */
export const orderCommandInput = object({
  order: orderPayloadSchema.required('Please send the order.'),
  packageStyle: string()
    .max(MAX_PACKAGE_STYLE_LENGTH, 'Invalid package style.')
    .matches(PACKAGE_STYLE_PATTERN, {
      message: 'Invalid package style.',
      excludeEmptyString: true,
    }),
  /**
   * createOrder's reCAPTCHA token, checked by the server before any order or PaymentIntent exists.
   * Optional here so that a missing or empty one reaches that check (and its refusal); updateOrder
   * shares this schema and ignores the field, since it only changes an order a verified create made.
   */
  recaptchaToken: string()
    .max(RECAPTCHA_TOKEN_MAX_LENGTH, INVALID_RECAPTCHA_TOKEN)
    .matches(RECAPTCHA_TOKEN_PATTERN, {
      message: INVALID_RECAPTCHA_TOKEN,
      excludeEmptyString: true,
    }),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export type OrderCommandInput = InferType<typeof orderCommandInput>;

/** The fields the checkout reads of the answer. Amounts are integer cents. */
export interface OrderCommandResult {
  /** Decision: the order id is returned too, so support can find an order before it is paid. */
  orderId: string;
  clientSecret: string;
  paymentIntentId: string;
  /** After discounts, before tax (payment state orderPrice). */
  price: number;
  /** Package plus add-ons before discounts (payment state originalOrderPrice). */
  originalPrice: number;
  taxAmount: number;
  /** The codes that changed the price: [] or [code]. */
  discountCodesApplied: string[];
  /** The promo code's success or rejection message, or ''. */
  message: string;
}
