import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore, type MapDocStore } from '../../commands/mapDocStore';
import type { OnboardStateDoc, ProfileDoc } from '../../firestore/documents';
import { stateWith } from '../../onboarding/testStates';
import { SEED_PRODUCTS } from '../../seed/catalog';
import { CURRENT_TERMS_VERSION } from '../../terms/currentTerms';
import { saveGoals } from './saveGoals';
import { submitOwnProject, submitProject } from './submitProject';
import { setYardSloped } from '../../onboarding/commands/yardCommands';
import { PROJECT_SUBMITTED_READ_ONLY } from '../startProject/messages';
import { refusal } from '../../commands/testing/refusal';

const ana: Caller = { uid: 'u1', isAnonymous: false, email: 'ana@example.com' };
const jo: Caller = { uid: 'u2', isAnonymous: false, email: 'jo@example.com' };
// Friday, November 27, 2026, morning in New York.
const now = new Date('2026-11-27T15:00:00.000Z');

const goals = {
  uid: 'u1',
  answers: { goals: ['privacy'], success: '', installTiming: 'not-sure', installer: 'not-sure' },
};
const preferences = {
  sun: { front: 'full-sun' },
  likedMaterials: [],
  dislikedMaterials: [],
  upkeep: 'low',
  yardUsers: [],
  siteNotes: '',
};

function clientDocs(uid: string, options: { goals?: boolean; expedited?: boolean } = {}) {
  const projectId = `project-${uid}`;
  const state: OnboardStateDoc = {
    ...stateWith({ front: { upload: 'COMPLETE' } }, {}, { budgetStepComplete: true }),
    userId: uid,
    projectId,
    currentStep: 'StartProject',
  };
  const profile: ProfileDoc = {
    email: `${uid}@example.com`,
    firstName: 'Ana',
    lastName: 'Lima',
    package: 'front-yard',
    termsAccepted: { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree: '2026-11-01T00:00:00Z' },
  };
  const answer = (step: string, answers: unknown) => ({
    [`laterStepAnswers/${projectId}-${step}`]: {
      userId: uid,
      projectId,
      step,
      answers,
      updatedAt: '2026-11-20T00:00:00Z',
    },
  });
  return {
    [`profiles/${uid}`]: profile,
    [`projects/${projectId}`]: { profileId: uid, experienceVersion: 10, createdAt: '2026-11-01' },
    [`onboardStates/onboard-state-${uid}`]: state,
    ...(options.goals === false ? {} : answer('goals', goals.answers)),
    ...answer('preferences', preferences),
    ...(options.expedited
      ? {
          [`orders/order-${uid}`]: { userId: uid, status: 'paid', addOnIds: ['expedited'] },
        }
      : {}),
    'products/front-yard': SEED_PRODUCTS['front-yard'],
  };
}

// Any command, with its input as the caller sends it.
const run = (command: unknown, store: MapDocStore, caller = ana, input: unknown = {}) =>
  executeCommand(command as typeof submitProject, input, caller, store, now);

describe('submitProject', () => {
  it('marks the project submitted, records when, and the day the first design is expected', async () => {
    const store = mapDocStore(clientDocs('u1'));
    const expected = {
      submittedAt: now.toISOString(),
      // The front-yard package's 15 business days from Friday, November 27, 2026.
      firstDesignDue: '2026-12-18',
      expedited: false,
      turnaroundBusinessDays: 15,
    };
    expect(await run(submitProject, store)).toEqual({ submission: expected, newlySubmitted: true });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toMatchObject({
      submission: expected,
    });
    expect(store.docs.get('projects/project-u1')).toMatchObject({
      status: 'submitted',
      submission: expected,
    });
  });

  it('is shorter with expedited service', async () => {
    const store = mapDocStore(clientDocs('u1', { expedited: true }));
    const { submission } = await run(submitProject, store);
    expect(submission).toMatchObject({
      expedited: true,
      turnaroundBusinessDays: 7,
      firstDesignDue: '2026-12-08',
    });
  });

  it('submits once: a second submit changes nothing and returns the same result', async () => {
    const store = mapDocStore(clientDocs('u1'));
    const first = await run(submitProject, store);
    const later = new Date('2026-12-01T15:00:00.000Z');
    const second = await executeCommand(submitProject, {}, ana, store, later);
    expect(second).toEqual({ ...first, newlySubmitted: false });
  });

  it('queues the confirmation and the hand-off in the same transaction, once', async () => {
    const store = mapDocStore(clientDocs('u1'));
    const handOff = { teamEmail: 'team@example.com', projectLink: (id: string) => `link/${id}` };
    const context = { caller: ana, now, store };
    const first = await submitOwnProject(context, handOff);
    expect(first.queued.map(({ id, email }) => [id, email.to, email.template])).toEqual([
      ['project-submitted-project-u1', 'ana@example.com', 'project-submitted'],
      ['project-hand-off-project-u1', 'team@example.com', 'project-hand-off'],
    ]);
    expect(store.docs.get('outbox/project-hand-off-project-u1')).toMatchObject({
      state: 'PENDING',
      attempts: 0,
      data: { projectLink: 'link/project-u1', clientEmail: 'ana@example.com' },
    });
    expect((await submitOwnProject(context, handOff)).queued).toEqual([]);
  });

  it('refuses with the first reason while a required step is incomplete', async () => {
    const store = mapDocStore(clientDocs('u1', { goals: false }));
    const error = await refusal(run(submitProject, store));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'Answer My Goals.']);
    expect(store.docs.get('onboardStates/onboard-state-u1')).not.toHaveProperty('submission');
  });

  it("submits only the caller's own project", async () => {
    const store = mapDocStore({ ...clientDocs('u1'), ...clientDocs('u2', { goals: false }) });
    expect((await refusal(run(submitProject, store, jo))).message).toBe('Answer My Goals.');
    await run(submitProject, store, ana);
    expect(store.docs.get('onboardStates/onboard-state-u2')).not.toHaveProperty('submission');
    expect(await refusal(run(submitProject, store, ana, { userId: 'u2' }))).toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('makes every onboarding step read-only afterwards, saying how to ask for a change', async () => {
    const store = mapDocStore(clientDocs('u1'));
    await run(submitProject, store);
    for (const [command, input] of [
      [saveGoals, goals.answers],
      [setYardSloped, { yard: 'front', isSloped: true }],
    ] as const) {
      const error = await refusal(run(command, store, ana, input));
      expect([error.code, error.message]).toEqual([
        'failed-precondition',
        PROJECT_SUBMITTED_READ_ONLY,
      ]);
    }
    expect(PROJECT_SUBMITTED_READ_ONLY).toContain('Talk to us form');
  });
});
