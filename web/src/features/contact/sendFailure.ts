import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { toCommandFailure } from '@web/data/commandFailure';
import { reportError } from '@web/data/errorReporting';
import { brand } from '@web/ui/brand';

/** Refusals whose message tells the sender what to do (wait, fix a field, sign in). */
const SAID_AS_IS: ReadonlySet<string> = new Set([
  'resource-exhausted',
  'invalid-argument',
  'not-found',
  'failed-precondition',
  'permission-denied',
  'unauthenticated',
]);

/**
 * What a failed send shows: the server's words for a refusal, else (the email or the network
 * failed) the page's "nothing was lost, try again" text with the support address; that kind of
 * failure is reported.
 */
export function sendFailureText(error: unknown, notSent: string, where: string): string {
  const failure = toCommandFailure(error);
  if (SAID_AS_IS.has(failure.code)) return failure.message;
  reportError(error, { where });
  return fillCopy(notSent, { email: brand.supportEmail });
}
