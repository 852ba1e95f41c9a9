import { orderCallErrorMessage } from '@yardwise/domain/checkout/paymentIntentError';
import { toCommandFailure } from '@web/data/commandFailure';

/** Failures where the order service never answered: the call itself broke. */
const TRANSPORT_CODES = new Set(['internal', 'unavailable', 'deadline-exceeded']);

/**
 * The order service's own message in the error banner; a call that broke gets
 * 'An error occurred while getting the payment intent.'. Callables carry no HTTP status, so the
 * status-only wording never applies here.
 */
export function orderFailureMessage(error: unknown): string {
  const failure = toCommandFailure(error);
  if (TRANSPORT_CODES.has(failure.code)) return orderCallErrorMessage({ kind: 'thrown' });
  return orderCallErrorMessage({ kind: 'response', status: 0, message: failure.message });
}
