import type { Firestore } from 'firebase-admin/firestore';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { CommandError } from '@yardwise/domain/commands/commandError';
import {
  assertFeedbackFromClient,
  DESIGN_FEEDBACK_RECEIVED_TEMPLATE,
  feedbackConfirmation,
  DESIGN_FEEDBACK_TEMPLATE,
  sendDesignFeedbackInput,
  type DesignFeedbackResult,
  type FeedbackPhotoLink,
} from '@yardwise/domain/contact/designFeedback';
import { DESIGN_FEEDBACK_ERRORS } from '@yardwise/domain/contact/messages';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { MediaDoc, ProfileDoc } from '@yardwise/domain/firestore/documents';
import { createMailer } from '../adapters/sendgrid/createMailer';
import { callableCommand } from '../commands/callableCommand';
import { SENDGRID_API_KEY, serverBrand } from '../config';
import { logInfo, logWarning } from '../logs';
import { enforceRateLimit } from '../security/rateLimiter';
import { answeredBefore, requestOutboxId } from './requestOutbox';

/**
 * The reference photos as links for the team: each must be one of the caller's own media records
 * (another client's reads as missing, so nothing leaks), in the order the client gave them.
 */
async function ownPhotoLinks(
  db: Firestore,
  uid: string,
  mediaIds: readonly string[],
): Promise<FeedbackPhotoLink[]> {
  if (mediaIds.length === 0) return [];
  const media = db.collection(COLLECTIONS.media);
  const snapshots = await db.getAll(...mediaIds.map((id) => media.doc(id)));
  return snapshots.map((snapshot) => {
    const doc = snapshot.data() as MediaDoc | undefined;
    if (!doc || doc.userId !== uid) {
      throw new CommandError('not-found', DESIGN_FEEDBACK_ERRORS.photoNotFound, {
        field: 'mediaIds',
      });
    }
    return { name: doc.originalFileName, url: doc.downloadURL };
  });
}

/**
 * Feedback on a design, sent from the feedback page after buying an additional revision, by a
 * client with a purchased package: emailed to the design team (the support address) through the
 * outbox with links to the client's own reference photos, then confirmed, without repeating the
 * text, to the client's account email when it is verified (feedbackConfirmation). A team email the provider refused
 * is 'unavailable', which the page shows while keeping what was typed; a confirmation that failed
 * is logged and answered as not sent. The same requestId again emails no one twice (see
 * requestOutbox.ts) and takes no rate-limit token.
 */
export const sendDesignFeedback = callableCommand({
  name: 'sendDesignFeedback',
  access: 'account',
  input: sendDesignFeedbackInput,
  options: { secrets: [SENDGRID_API_KEY] },
  async handler({ caller, input, db, now }): Promise<DesignFeedbackResult> {
    const profile = (await db.collection(COLLECTIONS.profiles).doc(caller.uid).get()).data() as
      ProfileDoc | undefined;
    assertFeedbackFromClient(profile);
    const photos = await ownPhotoLinks(db, caller.uid, input.mediaIds);
    const teamId = requestOutboxId(DESIGN_FEEDBACK_TEMPLATE, caller.uid, input.requestId);
    if (!(await answeredBefore(db, teamId, now))) {
      await enforceRateLimit(db, 'sendDesignFeedback', caller.uid, now);
    }
    // An 'account' caller always has an email (authorize checks it); the team replies to it.
    const clientEmail = caller.email ?? '';
    const mailer = createMailer(db);

    const team = await mailer.send(
      {
        to: serverBrand().supportEmail,
        template: DESIGN_FEEDBACK_TEMPLATE,
        data: {
          changes: input.changes.trim(),
          photos,
          clientEmail,
          firstName: profile?.firstName ?? '',
          lastName: profile?.lastName ?? '',
          userId: caller.uid,
          projectId: projectIdFor(caller.uid),
        },
      },
      { id: teamId },
    );
    if (team.state === 'ERROR') {
      logWarning('Design feedback could not be emailed; the client was shown the failure', {
        uid: caller.uid,
        outboxId: team.outboxId,
      });
      throw new CommandError('unavailable', 'The email could not be sent. Please try again.');
    }
    if (team.state === 'LOCAL_ONLY' && !team.duplicate) {
      logInfo('[local stand-in] Design feedback kept in the outbox; the team was not emailed', {
        uid: caller.uid,
        outboxId: team.outboxId,
      });
    }

    const confirmationOf = feedbackConfirmation(caller, input.changes, photos.length);
    if (!confirmationOf) return { confirmationSent: false };
    const confirmation = await mailer.send(
      {
        to: confirmationOf.to,
        template: DESIGN_FEEDBACK_RECEIVED_TEMPLATE,
        data: confirmationOf.data,
      },
      { id: requestOutboxId(DESIGN_FEEDBACK_RECEIVED_TEMPLATE, caller.uid, input.requestId) },
    );
    if (confirmation.state === 'ERROR') {
      logWarning('The design feedback confirmation could not be emailed; the team has it', {
        uid: caller.uid,
        outboxId: confirmation.outboxId,
      });
    }
    return { confirmationSent: confirmation.state !== 'ERROR' };
  },
});
