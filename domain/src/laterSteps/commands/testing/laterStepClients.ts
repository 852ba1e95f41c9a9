import { expect, it } from 'vitest';
import type { Caller } from '../../../commands/command';
import type { MapDocStore } from '../../../commands/mapDocStore';
import { refusal } from '../../../commands/testing/refusal';
import { ONBOARDING_NOT_STARTED } from '../../../onboarding/commands/ownOnboardState';
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

type RunCommand = (input: unknown, store: MapDocStore, caller?: Caller | null) => Promise<unknown>;

/** A table case's check: the input is refused as invalid, with the message if given, and nothing is written. */
export function refusesAsInvalid(run: RunCommand, seeded: () => MapDocStore) {
  return async (_label: string, input: unknown, message: string | null) => {
    const store = seeded();
    const error = await refusal(run(input, store));
    expect(error.code).toBe('invalid-argument');
    if (message) expect(error.message).toBe(message);
    expect(store.writes).toBe(0);
  };
}

/** Every later step's command refuses callers without an account or an onboarding started. */
export function itRefusesCallersWithoutOnboarding(
  run: RunCommand,
  seeded: () => MapDocStore,
  answers: unknown,
): void {
  it('refuses anonymous visitors, signed-out callers and clients who have not started onboarding', async () => {
    const store = seeded();
    const anonymous = { uid: 'u1', isAnonymous: true, email: null };
    expect((await refusal(run(answers, store, anonymous))).code).toBe('permission-denied');
    expect((await refusal(run(answers, store, null))).code).toBe('unauthenticated');
    const stranger = { uid: 'u9', isAnonymous: false, email: 'u9@example.com' };
    const notStarted = await refusal(run(answers, store, stranger));
    expect([notStarted.code, notStarted.message]).toEqual([
      'failed-precondition',
      ONBOARDING_NOT_STARTED,
    ]);
    expect(store.writes).toBe(0);
  });
}
