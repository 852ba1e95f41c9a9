import type { Caller } from '../../../commands/command';
import type { OnboardStateDoc, ProfileDoc, YardName } from '../../../firestore/documents';
import { stateWith } from '../../../onboarding/testStates';

// The clients the later steps' command tests save for: a profile with a package and an onboard
// state with chosen yards, as the documents a purchase and the earlier steps leave.

export const ana: Caller = { uid: 'u1', isAnonymous: false, email: 'ana@example.com' };
export const jo: Caller = { uid: 'u2', isAnonymous: false, email: 'jo@example.com' };
/** When the tests' saves happen. */
export const now = new Date('2026-03-01T12:00:00.000Z');

export interface LaterStepClient {
  packageKey?: string;
  yards?: readonly YardName[];
  currentStep?: string;
}

/** The client's profile and onboard state, keyed by document path for mapDocStore. */
export function laterStepClientDocs(
  uid: string,
  { packageKey = 'full-yard', yards = ['front'], currentStep = 'Goals' }: LaterStepClient = {},
) {
  const state: OnboardStateDoc = {
    ...stateWith(Object.fromEntries(yards.map((yard) => [yard, {}])), {}, { currentStep }),
    userId: uid,
    projectId: `project-${uid}`,
  };
  const profile: ProfileDoc = {
    email: `${uid}@example.com`,
    firstName: 'A',
    lastName: 'B',
    package: packageKey,
  };
  return {
    [`profiles/${uid}`]: profile,
    [`onboardStates/onboard-state-${uid}`]: state,
  };
}
