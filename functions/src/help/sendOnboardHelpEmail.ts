import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { CommandError } from '@yardwise/domain/commands/commandError';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import {
  HELP_SUCCESS_REPLY,
  helpRequestKey,
  isHelpRepeat,
  ONBOARD_HELP_TEMPLATE,
} from '@yardwise/domain/forms/help';
import { sendOnboardHelpEmailInput } from '@yardwise/domain/forms/schemas';
import { createMailer } from '../adapters/sendgrid/createMailer';
import { OUTBOX_SEND_LEASE_MS } from '../adapters/sendgrid/mailer';
import { callableCommand } from '../commands/callableCommand';
import { SENDGRID_API_KEY, serverBrand } from '../config';
import { logInfo, logWarning } from '../logs';
import { enforceRateLimit } from '../security/rateLimiter';

/** gRPC ALREADY_EXISTS: a create() found the document there at commit. */
const ALREADY_EXISTS = 6;

/**
 * The outbox id of a help request: the same caller and message always give the same id, so of two
 * sends of one request the outbox mailer's create lets one through.
 */
function helpOutboxId(uid: string, input: Parameters<typeof helpRequestKey>[1]): string {
  const hash = createHash('sha256').update(helpRequestKey(uid, input)).digest('hex');
  return `${ONBOARD_HELP_TEMPLATE}-${hash}`;
}

/**
 * What the outbox already holds for this request: 'answered' when an email made for it within
 * HELP_REPEAT_WINDOW_MS went out or was kept, or when its send is in flight; 'send' otherwise,
 * and a failed or abandoned send within the window is then retried under the same id. An entry
 * from before the window moves to an id of its own (the outbox keeps every email), freeing the
 * request's id for the new email; of two requests moving it at once, one create fails with
 * ALREADY_EXISTS, even on an emulator that does not isolate transactions.
 */
async function earlierRequest(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
): Promise<'answered' | 'send'> {
  try {
    return await db.runTransaction(async (tx) => {
      const earlier = (await tx.get(ref)).data() as OutboxEmailDoc | undefined;
      if (!earlier) return 'send';
      const sinceAttempt = now.getTime() - Date.parse(earlier.lastAttemptAt ?? '');
      if (earlier.state === 'PENDING' && sinceAttempt < OUTBOX_SEND_LEASE_MS) return 'answered';
      if (isHelpRepeat(earlier.createdAt, now)) {
        return earlier.state === 'SENT' || earlier.state === 'LOCAL_ONLY' ? 'answered' : 'send';
      }
      tx.create(ref.parent.doc(`${ref.id}@${Date.parse(earlier.createdAt)}`), earlier);
      tx.delete(ref);
      return 'send';
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
    return 'send';
  }
}

/**
 * The "Talk to us" form, emailed to the support address through the outbox.
 * Answers 202 (what the dialog counts as success) once the email is sent, or kept in the outbox
 * by the local stand-in; a send the provider refused is 'unavailable', which the dialog shows as
 * its failure text. The reply address is the caller's account email, never the payload's
 * emailAddress, so nobody can make support answer a stranger (see sendOnboardHelpEmailInput).
 * The same request again within HELP_REPEAT_WINDOW_MS (a double click, a retry) answers 202 and
 * emails no one: its outbox id comes from the caller and the message. Rate-limited per user
 * (RATE_LIMITS): each call that may email staff counts, a repeat answered from the outbox does not.
 */
export const sendOnboardHelpEmail = callableCommand({
  name: 'sendOnboardHelpEmail',
  access: 'account',
  input: sendOnboardHelpEmailInput,
  options: { secrets: [SENDGRID_API_KEY] },
  async handler({ caller, input, db, now }): Promise<number> {
    const ref = db.collection(COLLECTIONS.outbox).doc(helpOutboxId(caller.uid, input));
    if ((await earlierRequest(db, ref, now)) === 'answered') {
      logInfo(
        'A repeated help request was answered from the first; support was not emailed again',
        {
          uid: caller.uid,
          outboxId: ref.id,
        },
      );
      return HELP_SUCCESS_REPLY;
    }
    await enforceRateLimit(db, 'sendOnboardHelpEmail', caller.uid, now);
    const result = await createMailer(db).send(
      {
        to: serverBrand().supportEmail,
        template: ONBOARD_HELP_TEMPLATE,
        data: {
          helpType: input.helpType,
          firstName: input.firstName,
          lastName: input.lastName,
          body: input.body.trim(),
          // An 'account' caller always has an email (authorize checks it).
          replyTo: caller.email ?? '',
          userId: caller.uid,
        },
      },
      { id: ref.id },
    );
    if (result.state === 'ERROR') {
      logWarning('A help email could not be sent; the client was shown the failure', {
        uid: caller.uid,
        outboxId: result.outboxId,
      });
      throw new CommandError('unavailable', 'The email could not be sent. Please try again.');
    }
    if (result.state === 'LOCAL_ONLY' && !result.duplicate) {
      logInfo('[local stand-in] Help email kept in the outbox; support was not emailed', {
        uid: caller.uid,
        outboxId: result.outboxId,
      });
    }
    // SENT or LOCAL_ONLY; or PENDING: the same request, sent at the same moment, is sending it.
    return HELP_SUCCESS_REPLY;
  },
});
