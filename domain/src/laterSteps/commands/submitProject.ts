import { object } from 'yup';
import { defineCommand, type CommandContext } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import type { ProjectSubmission } from '../../firestore/documents';
import { UNEXPECTED_FIELD } from '../../forms/messages';
import { readOwnOnboardState } from '../../onboarding/commands/ownOnboardState';
import { activeYards } from '../../onboarding/packageRules';
import { hasAcceptedCurrentTerms, profileShowsCurrentTerms } from '../../terms/currentTerms';
import { submissionBlockers } from '../startProject/blockers';
import { submissionEmails, type QueuedSubmissionEmail } from '../startProject/emails';
import { turnaroundOfProduct } from '../startProject/firstDesign';
import { SCHEDULE_UNKNOWN } from '../startProject/messages';
import { boughtExpedited, newSubmission } from '../startProject/submission';

// "Submit to my designer": the caller's own project, once. The onboard state and the project
// record the submission in one transaction; a second submit finds it and changes nothing.

export const submitProjectInput = object({}).noUnknown(UNEXPECTED_FIELD).strict();

export interface SubmitProjectResult {
  submission: ProjectSubmission;
  /** False when the project was submitted before: nothing was written or sent this time. */
  newlySubmitted: boolean;
}

/** Who the hand-off goes to and what it links; the functions know both, the preview neither. */
export interface HandOffAddress {
  teamEmail: string;
  projectLink(projectId: string): string;
}

/**
 * The submission, with its two emails queued in the outbox in the same transaction when a
 * hand-off address is given (the outbox mailer sends them once the transaction has committed).
 */
export async function submitOwnProject(
  { caller, now, store }: CommandContext,
  handOff?: HandOffAddress,
): Promise<SubmitProjectResult & { queued: QueuedSubmissionEmail[] }> {
  const own = await readOwnOnboardState(store, caller.uid, { submitted: 'allow' });
  const { state } = own;
  if (state.submission) {
    return { submission: state.submission, newlySubmitted: false, queued: [] };
  }
  const { projectId } = state;
  const profile = await store.get('profiles', caller.uid);
  const termsAccepted =
    profileShowsCurrentTerms(profile) ||
    hasAcceptedCurrentTerms(await store.get('termsAgreements', caller.uid));
  const answers = await store.query('laterStepAnswers', { userId: caller.uid, projectId });
  const [blocker] = submissionBlockers({
    packageKey: own.packageKey,
    stepOptions: own.stepOptions,
    state,
    answers,
    termsAccepted,
  });
  if (blocker) throw new CommandError('failed-precondition', blocker.message);

  const turnaround = turnaroundOfProduct(await store.get('products', own.packageKey));
  if (!turnaround) throw new CommandError('failed-precondition', SCHEDULE_UNKNOWN);
  const orders = await store.query('orders', { userId: caller.uid });
  const project = await store.get('projects', projectId);
  const submission = newSubmission(now, turnaround, boughtExpedited(orders));

  const queued = handOff
    ? submissionEmails(
        {
          userId: caller.uid,
          projectId,
          // An 'account' caller always has an email (authorize checks it).
          clientEmail: caller.email ?? profile?.email ?? '',
          profile,
          packageKey: own.packageKey,
          yards: activeYards(state),
          submission,
        },
        { email: handOff.teamEmail, projectLink: handOff.projectLink(projectId) },
      )
    : [];
  await store.set('onboardStates', own.id, { ...state, submission });
  // The project is there for every onboarded client; the onboard state alone still records it.
  if (project) await store.update('projects', projectId, { status: 'submitted', submission });
  for (const { id, email } of queued) {
    // Queued, never tried (no lastAttemptAt): the mailer sends it after the commit.
    await store.set('outbox', id, {
      ...email,
      state: 'PENDING',
      attempts: 0,
      createdAt: now.toISOString(),
    });
  }
  return { submission, newlySubmitted: true, queued };
}

/**
 * The callable: the functions run it with the design team's address (functions/src/laterSteps/
 * submitProject.ts); the preview runs it as it is, without emails.
 */
export const submitProject = defineCommand({
  name: 'submitProject',
  access: 'account',
  input: submitProjectInput,
  async run(context): Promise<SubmitProjectResult> {
    const { submission, newlySubmitted } = await submitOwnProject(context);
    return { submission, newlySubmitted };
  },
});
