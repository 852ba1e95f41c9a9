import { HttpsError } from 'firebase-functions/v2/https';
import { CommandError, userMessageFor } from '@yardwise/domain/commands/commandError';
import { logException } from '../logs';

/**
 * What a caller may see of a failure: typed CommandErrors pass as HttpsError; anything else is
 * logged here with its context and reaches the client only as a generic 'internal' error.
 */
export function toHttpsError(error: unknown, name: string, uid: string | null): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof CommandError)
    return new HttpsError(error.code, error.message, error.details);
  logException(`Command ${name} failed unexpectedly`, error, { command: name, uid });
  return new HttpsError('internal', userMessageFor('internal'));
}
