import {
  isCommandErrorCode,
  userMessageFor,
  type CommandErrorCode,
} from '@yardwise/domain/commands/commandError';

/** A command that failed, with the message a user should see. */
export class CommandFailure extends Error {
  constructor(
    readonly code: CommandErrorCode,
    message: string,
    readonly field?: string,
    /** For a rate limit ('resource-exhausted'): how long to wait before calling again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CommandFailure';
  }
}

/**
 * Maps whatever a callable rejected with (a FunctionsError "functions/<code>", a CommandError from
 * the in-memory layer, a network failure) to a CommandFailure with a user message.
 */
export function toCommandFailure(error: unknown): CommandFailure {
  if (error instanceof CommandFailure) return error;
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  const rawCode = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : undefined;
  const code: CommandErrorCode = isCommandErrorCode(rawCode) ? rawCode : 'internal';
  const serverMessage = typeof raw?.message === 'string' ? raw.message : undefined;
  const details = raw?.details as { field?: unknown; retryAfterSeconds?: unknown } | undefined;
  const field = typeof details?.field === 'string' ? details.field : undefined;
  const wait = details?.retryAfterSeconds;
  const retryAfterSeconds = typeof wait === 'number' && wait > 0 ? wait : undefined;
  return new CommandFailure(
    code,
    userMessageFor(code, serverMessage, field),
    field,
    retryAfterSeconds,
  );
}
