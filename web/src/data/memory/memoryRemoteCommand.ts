import type { AnyObject, InferType, ObjectSchema } from 'yup';
import {
  authorize,
  validateInput,
  type Caller,
  type CommandAccess,
} from '@yardwise/domain/commands/command';
import type { RemoteCommandName, RemoteCommands } from '@yardwise/domain/commands/remoteCommands';
import type { MemoryStorage } from './memoryStorage';
import type { MemoryStore } from './memoryStore';

/**
 * What a preview stand-in is called with: the caller as signed in (or null), the store, the
 * uploaded files, the time.
 */
export interface MemoryRemoteContext {
  caller: Caller | null;
  store: MemoryStore;
  storage: MemoryStorage;
  now: Date;
}

/** A preview stand-in for a remote command: untrusted input in, the function's result type out. */
export type MemoryRemoteCommand<N extends RemoteCommandName> = (
  raw: unknown,
  context: MemoryRemoteContext,
) => Promise<RemoteCommands[N]['output']>;

export interface MemoryCallContext<S extends ObjectSchema<AnyObject>> {
  caller: Caller;
  input: InferType<S>;
  store: MemoryStore;
  storage: MemoryStorage;
  now: Date;
}

/**
 * A stand-in with the function's checks, in the function's order: the caller's access, then strict
 * validation of the input with the same domain schema, then the work.
 */
export function memoryRemoteCommand<
  N extends RemoteCommandName,
  S extends ObjectSchema<AnyObject>,
>(spec: {
  access: CommandAccess;
  input: S;
  run(context: MemoryCallContext<S>): Promise<RemoteCommands[N]['output']>;
}): MemoryRemoteCommand<N> {
  return async (raw, { caller, store, storage, now }) => {
    const authorized = authorize(spec.access, caller);
    const input = validateInput(spec.input, raw);
    return spec.run({ caller: authorized, input, store, storage, now });
  };
}
