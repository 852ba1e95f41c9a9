import { onCall, type CallableFunction, type CallableOptions } from 'firebase-functions/v2/https';
import type { Firestore } from 'firebase-admin/firestore';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import {
  authorize,
  validateInput,
  type Caller,
  type CommandAccess,
} from '@yardwise/domain/commands/command';
import { getDb } from '../admin';
import { appCheckEnforced } from '../config'; // also sets the global options onCall() reads
import { callerFrom } from './commandFunction';
import { toHttpsError } from './callableErrors';
import { withDepthGuard } from './callableDepthGuard';

export interface CallableContext<S extends ObjectSchema<AnyObject>> {
  caller: Caller;
  input: InferType<S>;
  db: Firestore;
  now: Date;
}

export interface CallableCommandSpec<S extends ObjectSchema<AnyObject>, Output> {
  name: string;
  access: CommandAccess;
  input: S;
  /** Runtime options of this function only (secrets it reads, warm instances). */
  options?: Omit<CallableOptions, 'enforceAppCheck'>;
  /** Does the work; talks to external services through adapters and to Firestore in transactions. */
  handler(context: CallableContext<S>): Promise<Output>;
}

/**
 * A command that needs more than one Firestore transaction (Stripe, email, marketing): the same
 * caller check, strict validation and error mapping as commandFunction, with the handler free to
 * call adapters. Pure Firestore commands stay domain CommandDefinitions run by commandFunction.
 */
export function callableCommand<S extends ObjectSchema<AnyObject>, Output>(
  spec: CallableCommandSpec<S, Output>,
): CallableFunction<unknown, Promise<Output>> {
  return withDepthGuard(
    onCall({ ...spec.options, enforceAppCheck: appCheckEnforced() }, async (request) => {
      const caller = callerFrom(request.auth);
      try {
        const authorized = authorize(spec.access, caller);
        const input = validateInput(spec.input, request.data);
        return await spec.handler({
          caller: authorized,
          input,
          db: await getDb(),
          now: new Date(),
        });
      } catch (error) {
        throw toHttpsError(error, spec.name, caller?.uid ?? null);
      }
    }),
  );
}
