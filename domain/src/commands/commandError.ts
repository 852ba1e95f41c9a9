import { isRawSchemaMessage } from '../forms/rawSchemaMessage';

/** The typed error codes a command can fail with; the same names as callable HttpsError codes. */
export type CommandErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'internal';

export class CommandError extends Error {
  constructor(
    readonly code: CommandErrorCode,
    message: string,
    /** What the client may act on: the invalid field's name, the seconds to wait before retrying. */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

const USER_MESSAGES: Record<CommandErrorCode, string> = {
  'invalid-argument':
    'Some of the information you entered is not valid. Please check it and try again.',
  unauthenticated: 'Please sign in to continue.',
  'permission-denied': 'You do not have access to do that.',
  'not-found': 'We could not find what you were looking for.',
  'already-exists': 'That has already been saved.',
  'failed-precondition': 'That cannot be done right now.',
  'resource-exhausted': 'Too many attempts. Please wait a moment and try again.',
  unavailable: 'We could not reach our servers. Please check your connection and try again.',
  'deadline-exceeded': 'That took too long. Please try again.',
  internal: 'Something went wrong on our end. Please try again.',
};

const KNOWN_CODES = new Set(Object.keys(USER_MESSAGES));

export function isCommandErrorCode(code: unknown): code is CommandErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code);
}

/**
 * The message a user sees for a failed command. Messages written for users (invalid input, a
 * catalogue message) pass through; internal and transport failures get a generic sentence so
 * no server detail leaks, and so does a schema's default message (isRawSchemaMessage) for the
 * `field` named.
 */
export function userMessageFor(
  code: CommandErrorCode,
  serverMessage?: string,
  field?: string,
): string {
  const passThrough = code !== 'internal' && code !== 'unavailable' && code !== 'deadline-exceeded';
  if (
    passThrough &&
    serverMessage &&
    serverMessage.trim() !== '' &&
    serverMessage !== code &&
    !isRawSchemaMessage(serverMessage, field)
  ) {
    return serverMessage;
  }
  return USER_MESSAGES[code];
}
