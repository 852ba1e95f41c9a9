import { onCall } from 'firebase-functions/v2/https';
import { authorize, defineCommand, executeCommand } from '@yardwise/domain/commands/command';
import {
  submitOwnProject,
  submitProjectInput,
  type SubmitProjectResult,
} from '@yardwise/domain/laterSteps/commands/submitProject';
import {
  PROJECT_HAND_OFF_TEMPLATE,
  PROJECT_SUBMITTED_TEMPLATE,
  projectRecordUrl,
  submissionEmailId,
} from '@yardwise/domain/laterSteps/startProject/emails';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { adminApp, getDb } from '../admin';
import { createMailer } from '../adapters/sendgrid/createMailer';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { callerFrom } from '../commands/commandFunction';
import { toHttpsError } from '../commands/callableErrors';
import { withDepthGuard } from '../commands/callableDepthGuard';
import { firestoreDocStore } from '../commands/firestoreDocStore';
import { appCheckEnforced, SENDGRID_API_KEY, serverBrand } from '../config';
import { logWarning } from '../logs';

// "Submit to my designer": the domain command marks the project submitted and queues the client's
// confirmation and the design team's hand-off in one transaction; the emails go out after it.

/** The Firebase project the functions run in, for the hand-off's link to the project record. */
function firebaseProjectId(): string {
  return adminApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? 'unknown-project';
}

/**
 * Sends the submission's queued emails. Each is sent once (the outbox ids are the project's): a
 * second submit finds them sent and sends nothing; one that failed is tried again.
 */
async function sendQueued(uid: string): Promise<void> {
  const db = await getDb();
  const mailer = createMailer(db);
  const projectId = projectIdFor(uid);
  const templates = [PROJECT_SUBMITTED_TEMPLATE, PROJECT_HAND_OFF_TEMPLATE] as const;
  for (const template of templates) {
    const id = submissionEmailId(template, projectId);
    const queued = (await db.collection(COLLECTIONS.outbox).doc(id).get()).data() as
      OutboxEmailDoc | undefined;
    if (!queued) continue;
    const { to, data } = queued;
    const sent = await mailer.send({ to, template, data }, { id });
    if (sent.state === 'ERROR') {
      logWarning('A project submission email could not be sent; it stays in the outbox', {
        uid,
        outboxId: sent.outboxId,
      });
    }
  }
}

/** COMMANDS.submitProject with the hand-off addressed: to the design team, linking the project. */
const submitWithHandOff = defineCommand({
  name: 'submitProject',
  access: 'account',
  input: submitProjectInput,
  run: (context) =>
    submitOwnProject(context, {
      teamEmail: serverBrand().supportEmail,
      projectLink: (projectId) => projectRecordUrl(firebaseProjectId(), projectId),
    }),
});

export const submitProject = withDepthGuard(
  onCall(
    { enforceAppCheck: appCheckEnforced(), secrets: [SENDGRID_API_KEY] },
    async (request): Promise<SubmitProjectResult> => {
      const caller = callerFrom(request.auth);
      try {
        const db = await getDb();
        const { submission, newlySubmitted } = await db.runTransaction((tx) =>
          executeCommand(
            submitWithHandOff,
            request.data,
            caller,
            firestoreDocStore(db, tx),
            new Date(),
          ),
        );
        await sendQueued(authorize('account', caller).uid);
        return { submission, newlySubmitted };
      } catch (error) {
        throw toHttpsError(error, 'submitProject', caller?.uid ?? null);
      }
    },
  ),
);
