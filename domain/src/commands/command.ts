import { ValidationError, type ObjectSchema, type InferType, type AnyObject } from 'yup';
import { INPUT_TOO_DEEP } from '../forms/messages';
import { CommandError } from './commandError';
import type { DocStore } from './docStore';

export interface Caller {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  /**
   * The email is the account holder's: verified by its owner, or given by a provider that verifies
   * it (Google). Absent: not verified, as a password sign-up's email is until its link is opened.
   */
  emailVerified?: boolean;
}

/**
 * The caller's email where a command mails it or trusts it as theirs (a confirmation, a welcome
 * offer): only a verified one, so nobody can sign up as someone else's address to mail them.
 */
export function verifiedEmailOf(caller: Caller): string | null {
  return !caller.isAnonymous && caller.email && caller.emailVerified === true ? caller.email : null;
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
 * How many levels of lists and objects a command's input may nest, the request object being level
 * 1. The deepest payload a form sends has 4: a design profile's questions (the request, its list
 * of questions, a question, its list of answers); an order has 3. The rest is room for new forms.
 * Deeper input is malformed, and is refused before yup, whose checks recurse once or more per
 * level and overflow the stack a few thousand levels down.
 */
export const MAX_INPUT_DEPTH = 16;

function isNested(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * Whether `raw` nests lists and objects more than `limit` levels deep. Walks with a stack of its
 * own, not recursion, and looks no deeper than limit + 1 levels, so neither depth nor a cycle can
 * overflow it or keep it going.
 */
export function nestsDeeperThan(raw: unknown, limit: number): boolean {
  const pending: [object, number][] = isNested(raw) ? [[raw, 1]] : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (depth > limit) return true;
    for (const child of Object.values(value)) {
      if (isNested(child)) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Input as deep as it may be comes back as it is. Deeper input comes back as a copy cut at level
 * MAX_INPUT_DEPTH + 1 (the lists and objects there left empty): still too deep, so validateInput
 * refuses it just the same, but shallow enough for code that copies input recursively before
 * validating it (a JSON round trip, the callable runtime's decoding) not to overflow the stack.
 */
export function cutTooDeepInput(raw: unknown): unknown {
  if (!nestsDeeperThan(raw, MAX_INPUT_DEPTH) || !isNested(raw)) return raw;
  const emptyLike = (value: object): object => (Array.isArray(value) ? [] : {});
  const root = emptyLike(raw);
  const pending: [from: object, to: object, depth: number][] = [[raw, root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [from, to, depth] = next;
    if (depth > MAX_INPUT_DEPTH) continue;
    for (const [key, child] of Object.entries(from)) {
      const value = isNested(child) ? emptyLike(child) : child;
      // Defined, not assigned: a "__proto__" key stays a key and does not become a prototype.
      Object.defineProperty(to, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      if (isNested(child)) pending.push([child, value as object, depth + 1]);
    }
  }
  return root;
}

/**
 * Validates hostile input strictly: no type coercion, no unknown keys, no more than
 * MAX_INPUT_DEPTH levels. Returns the cleaned value or throws invalid-argument naming the first
 * offending field.
 */
export function validateInput<S extends ObjectSchema<AnyObject>>(
  schema: S,
  raw: unknown,
): InferType<S> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new CommandError('invalid-argument', 'The request must be an object.');
  }
  if (nestsDeeperThan(raw, MAX_INPUT_DEPTH)) {
    throw new CommandError('invalid-argument', INPUT_TOO_DEEP);
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
