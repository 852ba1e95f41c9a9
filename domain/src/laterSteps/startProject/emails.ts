import type { PackageKey } from '../../catalog/catalog';
import { packageDisplayName } from '../../catalog/packageNames';
import type {
  OutboxEmailDoc,
  ProfileDoc,
  ProjectSubmission,
  YardName,
} from '../../firestore/documents';
import { YARD_LABELS } from '../../onboarding/messages';

// The two emails a submission sends: a confirmation to the client and the hand-off to the design
// team. Both are queued in the outbox in the submission's own transaction, at ids made from the
// project, so a project is confirmed and handed off once.

export const PROJECT_SUBMITTED_TEMPLATE = 'project-submitted';
export const PROJECT_HAND_OFF_TEMPLATE = 'project-hand-off';

export type SubmissionEmailTemplate =
  typeof PROJECT_SUBMITTED_TEMPLATE | typeof PROJECT_HAND_OFF_TEMPLATE;

export function submissionEmailId(template: SubmissionEmailTemplate, projectId: string): string {
  return `${template}-${projectId}`;
}

/**
 * Where the hand-off links: the project's record in the Firebase console. Decision: the app has
 * no staff pages, and a link into the client's pages would show staff their own account; the
 * record is what the team opens, and the email says plainly that it is the console.
 */
export function projectRecordUrl(firebaseProjectId: string, projectId: string): string {
  const path = encodeURIComponent(`/projects/${projectId}`).replaceAll('%', '~');
  return `https://console.firebase.google.com/project/${encodeURIComponent(firebaseProjectId)}/firestore/databases/-default-/data/${path}`;
}

export interface SubmissionEmailFacts {
  userId: string;
  projectId: string;
  clientEmail: string;
  profile: Pick<ProfileDoc, 'firstName' | 'lastName'> | undefined;
  packageKey: PackageKey;
  yards: readonly YardName[];
  submission: ProjectSubmission;
}

export interface QueuedSubmissionEmail {
  id: string;
  email: Pick<OutboxEmailDoc, 'to' | 'template' | 'data'>;
}

/** The confirmation and the hand-off, addressed; the team's address and the link are the caller's. */
export function submissionEmails(
  facts: SubmissionEmailFacts,
  team: { email: string; projectLink: string },
): QueuedSubmissionEmail[] {
  const { submission } = facts;
  const packageName = packageDisplayName(facts.packageKey);
  const firstName = facts.profile?.firstName ?? '';
  return [
    {
      id: submissionEmailId(PROJECT_SUBMITTED_TEMPLATE, facts.projectId),
      email: {
        to: facts.clientEmail,
        template: PROJECT_SUBMITTED_TEMPLATE,
        data: {
          firstName,
          packageName,
          firstDesignDue: submission.firstDesignDue,
          expedited: submission.expedited,
        },
      },
    },
    {
      id: submissionEmailId(PROJECT_HAND_OFF_TEMPLATE, facts.projectId),
      email: {
        to: team.email,
        template: PROJECT_HAND_OFF_TEMPLATE,
        data: {
          firstName,
          lastName: facts.profile?.lastName ?? '',
          clientEmail: facts.clientEmail,
          userId: facts.userId,
          projectId: facts.projectId,
          packageName,
          yards: facts.yards.map((yard) => YARD_LABELS[yard]),
          submittedAt: submission.submittedAt,
          firstDesignDue: submission.firstDesignDue,
          expedited: submission.expedited,
          turnaroundBusinessDays: submission.turnaroundBusinessDays,
          projectLink: team.projectLink,
        },
      },
    },
  ];
}
