import { ValidationError, type ObjectSchema, type InferType, type AnyObject } from 'yup';
import { CommandError } from './commandError';
import type { DocStore } from './docStore';

export interface Caller {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
}

/** Who may run a command: any signed-in visitor (anonymous counts), or an account with an email. */
export type CommandAccess = 'visitor' | 'account';

export interface CommandContext {
  caller: Caller;
  now: Date;
  store: DocStore;
}

export interface CommandDefinition<S extends ObjectSchema<AnyObject>, Output> {
  name: string;
  access: CommandAccess;
  input: S;
  run(context: CommandContext, input: InferType<S>): Promise<Output>;
}

export function defineCommand<S extends ObjectSchema<AnyObject>, Output>(
  definition: CommandDefinition<S, Output>,
): CommandDefinition<S, Output> {
  return definition;
}

/** Checks the caller's access; throws the typed error a client can show. */
export function authorize(access: CommandAccess, caller: Caller | null): Caller {
  if (!caller) throw new CommandError('unauthenticated', 'Please sign in to continue.');
  if (access === 'account' && (caller.isAnonymous || !caller.email)) {
    throw new CommandError('permission-denied', 'Please sign in with your account to continue.');
  }
  return caller;
}

/**
 * Validates hostile input strictly: no type coercion, no unknown keys. Returns the cleaned value
 * or throws invalid-argument naming the first offending field.
 */
export function validateInput<S extends ObjectSchema<AnyObject>>(
  schema: S,
  raw: unknown,
): InferType<S> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CommandError('invalid-argument', 'The request must be an object.');
  }
  try {
    return schema.validateSync(raw, { strict: true, abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      const field = error.path ?? 'input';
      throw new CommandError('invalid-argument', error.message, { field });
    }
    throw error;
  }
}

/** Authorises, validates and runs a command against a store bound to one transaction. */
export async function executeCommand<S extends ObjectSchema<AnyObject>, Output>(
  command: CommandDefinition<S, Output>,
  rawInput: unknown,
  caller: Caller | null,
  store: DocStore,
  now: Date,
): Promise<Output> {
  const authorized = authorize(command.access, caller);
  const input = validateInput(command.input, rawInput);
  return command.run({ caller: authorized, now, store }, input);
}
