import type { QueryParameters } from './startQuery';

/**
 * /confirm-payment is where the card processor sends a buyer back after a payment that needed a
 * redirect (a bank's own check). Stripe adds payment_intent and redirect_status; the checkout adds
 * where its confirmation page is (`to`).
 */
export const CONFIRM_PAYMENT_PATH = '/confirm-payment';
export const PAYMENT_RETURN_QUERY = {
  paymentIntent: 'payment_intent',
  redirectStatus: 'redirect_status',
  to: 'to',
} as const;

/** Decision (our own wording): the words of a payment the bank did not complete. */
export const PAYMENT_RETURN_TEXT = {
  failedHeading: 'Your payment was not completed',
  failedBody: 'Your bank did not confirm the payment, so nothing was charged. Please try again.',
  backToPayment: 'Back to payment',
  unknownHeading: 'We could not find this payment',
  unknownBody:
    'This page finishes a payment that needed your bank to confirm it. If you were paying, please go back to the payment page.',
} as const;

export type PaymentReturn =
  { kind: 'paid'; paymentIntentId: string } | { kind: 'failed' } | { kind: 'unknown' };

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;

/**
 * What the return says. 'succeeded' and 'processing' go on to the confirmation, which waits for the
 * order live; a payment intent other than the one this checkout made is not this buyer's to claim.
 */
export function paymentReturnOf(
  params: QueryParameters,
  checkoutPaymentIntentId: string | null,
): PaymentReturn {
  const paymentIntentId = params.get(PAYMENT_RETURN_QUERY.paymentIntent) ?? '';
  const status = params.get(PAYMENT_RETURN_QUERY.redirectStatus);
  if (!PAYMENT_INTENT_ID.test(paymentIntentId)) return { kind: 'unknown' };
  if (checkoutPaymentIntentId !== null && checkoutPaymentIntentId !== paymentIntentId) {
    return { kind: 'unknown' };
  }
  if (status === 'succeeded' || status === 'processing') return { kind: 'paid', paymentIntentId };
  if (status === 'failed' || status === 'requires_payment_method') return { kind: 'failed' };
  return { kind: 'unknown' };
}

/** The confirmation page to go on to (with its query): one of the checkout's own, never another site. */
export function paymentReturnTarget(
  params: QueryParameters,
  confirmationPaths: readonly string[],
): string {
  const to = params.get(PAYMENT_RETURN_QUERY.to);
  const path = to?.split('?')[0];
  return to && path && confirmationPaths.includes(path) ? to : confirmationPaths[0]!;
}

/** The return_url the card processor is given: /confirm-payment, knowing the confirmation page. */
export function paymentReturnUrl(origin: string, confirmationPath: string): string {
  return `${origin}${CONFIRM_PAYMENT_PATH}?${PAYMENT_RETURN_QUERY.to}=${encodeURIComponent(confirmationPath)}`;
}
