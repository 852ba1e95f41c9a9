import { fillCopy } from '../copy/fillCopy';
import { CHECKOUT_ERRORS } from './messages';

/** How an order call (create or update of the payment intent) went wrong. */
export type OrderCallFailure =
  /** The service answered with an error status; `message` is its message field, if any. */
  | { kind: 'response'; status: number; message: string | null }
  /** The call itself threw (network, timeout, unreadable body). */
  | { kind: 'thrown' };

/**
 * The server's message is shown in the error banner; an answer without a message
 * gives 'An error occurred while getting the payment intent. {status}'; a thrown failure the same
 * words without a status. Decision: the create call is treated like the update call.
 */
export function orderCallErrorMessage(failure: OrderCallFailure): string {
  if (failure.kind === 'thrown') return CHECKOUT_ERRORS.paymentIntentFailed;
  const message = failure.message?.trim();
  if (message) return message;
  return fillCopy(CHECKOUT_ERRORS.paymentIntentUpdateFailed, { status: failure.status });
}
