import { CommandError } from '@yardwise/domain/commands/commandError';
import type { DocStore } from '@yardwise/domain/commands/docStore';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  CONSULTATION_REQUEST_TEMPLATE,
  requestConsultationInput,
} from '@yardwise/domain/contact/consultation';
import {
  assertFeedbackFromClient,
  DESIGN_FEEDBACK_RECEIVED_TEMPLATE,
  feedbackConfirmation,
  DESIGN_FEEDBACK_TEMPLATE,
  sendDesignFeedbackInput,
} from '@yardwise/domain/contact/designFeedback';
import { DESIGN_FEEDBACK_ERRORS } from '@yardwise/domain/contact/messages';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { takeRateLimitToken } from '@yardwise/domain/security/takeRateLimitToken';
import { brand } from '@web/ui/brand';
import { memoryRemoteCommand } from './memoryRemoteCommand';

// The preview's stand-ins for the messages to the design team: the same checks as the functions,
// with each email kept in the outbox (LOCAL_ONLY) as the functions keep it without a provider.

/** The outbox id of one email of a request: a repeat of the request finds it (no hash needed here). */
function requestOutboxId(template: string, uid: string, requestId: string): string {
  return `${template}-${uid}-${requestId}`;
}

async function keepInOutbox(
  tx: DocStore,
  id: string,
  email: Pick<OutboxEmailDoc, 'to' | 'template' | 'data'>,
  now: Date,
): Promise<void> {
  await tx.set('outbox', id, {
    ...email,
    state: 'LOCAL_ONLY',
    createdAt: now.toISOString(),
    attempts: 0,
  });
}

/**
 * Feedback on a design: the caller's own photos only, then the team's email and the client's
 * confirmation; the same request again keeps no second entry and takes no rate-limit token.
 */
export const memorySendDesignFeedback = memoryRemoteCommand<
  'sendDesignFeedback',
  typeof sendDesignFeedbackInput
>({
  access: 'account',
  input: sendDesignFeedbackInput,
  run: ({ caller, input, store, now }) =>
    store.transaction(async (tx) => {
      assertFeedbackFromClient(await tx.get('profiles', caller.uid));
      const photos = [];
      for (const mediaId of input.mediaIds) {
        const media = await tx.get('media', mediaId);
        if (!media || media.userId !== caller.uid) {
          throw new CommandError('not-found', DESIGN_FEEDBACK_ERRORS.photoNotFound, {
            field: 'mediaIds',
          });
        }
        photos.push({ name: media.originalFileName, url: media.downloadURL });
      }
      const teamId = requestOutboxId(DESIGN_FEEDBACK_TEMPLATE, caller.uid, input.requestId);
      if (await tx.get('outbox', teamId)) return { confirmationSent: true };
      await takeRateLimitToken(tx, 'sendDesignFeedback', caller.uid, now);
      const changes = input.changes.trim();
      await keepInOutbox(
        tx,
        teamId,
        {
          to: brand.supportEmail,
          template: DESIGN_FEEDBACK_TEMPLATE,
          data: { changes, photos, userId: caller.uid, projectId: projectIdFor(caller.uid) },
        },
        now,
      );
      const confirmation = feedbackConfirmation(caller, changes, photos.length);
      if (!confirmation) return { confirmationSent: false };
      await keepInOutbox(
        tx,
        requestOutboxId(DESIGN_FEEDBACK_RECEIVED_TEMPLATE, caller.uid, input.requestId),
        {
          to: confirmation.to,
          template: DESIGN_FEEDBACK_RECEIVED_TEMPLATE,
          data: confirmation.data,
        },
        now,
      );
      return { confirmationSent: true };
    }),
});

/** A design-consultation request, kept in the outbox for the team; nothing goes to the visitor. */
export const memoryRequestConsultation = memoryRemoteCommand<
  'requestConsultation',
  typeof requestConsultationInput
>({
  access: 'visitor',
  input: requestConsultationInput,
  run: ({ caller, input, store, now }) =>
    store.transaction(async (tx) => {
      const id = requestOutboxId(CONSULTATION_REQUEST_TEMPLATE, caller.uid, input.requestId);
      if (await tx.get('outbox', id)) return { sent: true as const };
      await takeRateLimitToken(tx, 'requestConsultation', caller.uid, now);
      await keepInOutbox(
        tx,
        id,
        {
          to: brand.supportEmail,
          template: CONSULTATION_REQUEST_TEMPLATE,
          data: {
            ...input,
            name: input.name.trim(),
            message: input.message.trim(),
            userId: caller.uid,
          },
        },
        now,
      );
      return { sent: true as const };
    }),
});
