import { colorServiceErrorMessage, type ColorOperation } from '@yardwise/domain/exterior/colors';
import { toCommandFailure } from '@web/data/commandFailure';

/**
 * The colour service's words for a failure: a refusal of access is its 403 ("We
 * are having trouble connecting…"); anything else names what could not be done.
 */
export function colorFailureMessage(operation: ColorOperation, error: unknown): string {
  const denied = toCommandFailure(error).code === 'permission-denied';
  return colorServiceErrorMessage(operation, denied ? 403 : undefined);
}
