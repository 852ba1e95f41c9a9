import { describe, expect, it } from 'vitest';
import type { LaterStepAnswersDoc } from '../answers';
import { stateWith } from '../../onboarding/testStates';
import { submissionBlockers, type SubmissionContext } from './blockers';

const goals: LaterStepAnswersDoc = {
  userId: 'u1',
  projectId: 'p1',
  step: 'goals',
  answers: { goals: ['privacy'], success: '', installTiming: 'not-sure', installer: 'not-sure' },
  updatedAt: '2026-11-01T00:00:00Z',
};
const preferences = (sun: Record<string, string>): LaterStepAnswersDoc => ({
  userId: 'u1',
  projectId: 'p1',
  step: 'preferences',
  answers: {
    sun,
    likedMaterials: [],
    dislikedMaterials: [],
    upkeep: 'low',
    yardUsers: [],
    siteNotes: '',
  } as never,
  updatedAt: '2026-11-01T00:00:00Z',
});

function ready(patch: Partial<SubmissionContext> = {}): SubmissionContext {
  return {
    packageKey: 'full-yard',
    state: stateWith(
      { front: { upload: 'COMPLETE' }, back: { upload: 'COMPLETE' } },
      {},
      { budgetStepComplete: true },
    ),
    answers: [goals, preferences({ front: 'full-sun', back: 'shade' })],
    termsAccepted: true,
    ...patch,
  };
}

const messages = (context: SubmissionContext) =>
  submissionBlockers(context).map(({ message, path }) => [message, path]);

describe('submissionBlockers', () => {
  it('lets a project with every required step complete be submitted', () => {
    expect(submissionBlockers(ready())).toEqual([]);
  });

  it("blocks on every chosen yard's uploads, with a link to the yard's upload page", () => {
    const state = stateWith(
      { front: { upload: 'INCOMPLETE' }, back: { upload: 'NOT_STARTED' } },
      {},
      { budgetStepComplete: true },
    );
    expect(messages(ready({ state }))).toEqual([
      ['Finish the photos and videos of your Front Yard.', '/onboard/my-yard/front/upload'],
      ['Finish the photos and videos of your Back Yard.', '/onboard/my-yard/back/upload'],
    ]);
  });

  it('blocks while no yard is chosen', () => {
    const state = stateWith({}, {}, { budgetStepComplete: true });
    expect(messages(ready({ state, answers: [goals] }))[0]).toEqual([
      'Choose the yards you want designed.',
      '/onboard/my-yard',
    ]);
  });

  it('blocks on the wish list where the package has it', () => {
    const state = stateWith({ front: { upload: 'COMPLETE' }, back: { upload: 'COMPLETE' } });
    expect(messages(ready({ state }))).toEqual([
      ['Finish your wish list and budget.', '/onboard/budget'],
    ]);
    expect(messages(ready({ state, packageKey: 'starter-full-yard' }))).toEqual([
      ['Finish your design elements.', '/onboard/budget'],
    ]);
    // Botanical has no wish list.
    const botanical = stateWith({ front: { upload: 'COMPLETE' } });
    expect(
      submissionBlockers(
        ready({
          state: botanical,
          packageKey: 'botanical',
          answers: [goals, preferences({ front: 'shade' })],
        }),
      ),
    ).toEqual([]);
  });

  it('blocks on My Goals and My Preferences until they are answered', () => {
    expect(messages(ready({ answers: [] }))).toEqual([
      ['Answer My Goals.', '/onboard/goals'],
      ['Finish My Preferences for each yard you chose.', '/onboard/preferences'],
    ]);
  });

  it('checks My Preferences against the yards chosen now', () => {
    // The back yard was added after the preferences were saved: its sun answer is missing.
    expect(messages(ready({ answers: [goals, preferences({ front: 'full-sun' })] }))).toEqual([
      ['Finish My Preferences for each yard you chose.', '/onboard/preferences'],
    ]);
  });

  it('blocks on Installation Details for Uber Premium only', () => {
    const uber = ready({ packageKey: 'uber-premium' });
    expect(submissionBlockers(uber).map((blocker) => blocker.key)).toEqual([
      'installation-details',
    ]);
    const done = { ...uber.state, laterSteps: { 'installation-details': 'complete' as const } };
    expect(submissionBlockers({ ...uber, state: done })).toEqual([]);
    expect(submissionBlockers(ready({ packageKey: 'full-yard' }))).toEqual([]);
  });

  it('blocks until the terms are accepted', () => {
    expect(messages(ready({ termsAccepted: false }))).toEqual([
      ['Accept the terms of service.', '/onboard/my-yard'],
    ]);
  });
});
