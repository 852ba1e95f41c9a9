import { onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/v2/https';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  executeCommand,
  type Caller,
  type CommandDefinition,
} from '@yardwise/domain/commands/command';
import { getDb } from '../admin';
import { appCheckEnforced } from '../config'; // also sets the global options onCall() reads
import { toHttpsError } from './callableErrors';
import { withDepthGuard } from './callableDepthGuard';
import { firestoreDocStore } from './firestoreDocStore';

/** Who is calling, from the verified ID token the callable protocol hands us (null: signed out). */
export function callerFrom(auth: CallableRequest['auth']): Caller | null {
  if (!auth) return null;
  const provider = auth.token.firebase?.sign_in_provider;
  return {
    uid: auth.uid,
    isAnonymous: provider === 'anonymous',
    email: auth.token.email ?? null,
    // Google verifies the addresses it signs people in with.
    emailVerified: auth.token.email_verified === true || provider === 'google.com',
  };
}

/**
 * A domain command as a callable function: authorises, validates and runs it in one Firestore
 * transaction. Typed failures reach the client as HttpsError; anything else is logged here and
 * reaches the client only as a generic 'internal' error.
 */
export function commandFunction<S extends ObjectSchema<AnyObject>, Output>(
  command: CommandDefinition<S, Output>,
): CallableFunction<unknown, Promise<Output>> {
  return withDepthGuard(
    onCall({ enforceAppCheck: appCheckEnforced() }, async (request) => {
      const caller = callerFrom(request.auth);
      try {
        const db = await getDb();
        // Transactions start lazily on the first read, so rejected callers and input cost no round trip.
        return await db.runTransaction((tx) =>
          executeCommand(command, request.data, caller, firestoreDocStore(db, tx), new Date()),
        );
      } catch (error) {
        throw toHttpsError(error, command.name, caller?.uid ?? null);
      }
    }),
  );
}
