import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore } from '../../commands/mapDocStore';
import { saveGoals } from './saveGoals';
import {
  ana,
  itRefusesCallersWithoutOnboarding,
  jo,
  laterStepClientDocs,
  now,
  refusesAsInvalid,
} from './testing/laterStepClients';

const answers = {
  goals: ['curb-appeal', 'entertaining'],
  success: '  Friends over every weekend.  ',
  installTiming: 'within-3-months',
  installer: 'contractor',
};

const seeded = () =>
  mapDocStore({
    ...laterStepClientDocs('u1'),
    ...laterStepClientDocs('u2', { currentStep: 'Plants' }),
  });

const run = (input: unknown, store = seeded(), caller: Caller | null = ana) =>
  executeCommand(saveGoals, input, caller, store, now);

describe('saveGoals', () => {
  it("stores the caller's answers for their project and completes the step", async () => {
    const store = seeded();
    expect(await run(answers, store)).toEqual({ status: 'complete', currentStep: 'Inspiration' });
    expect(store.docs.get('laterStepAnswers/project-u1-goals')).toEqual({
      userId: 'u1',
      projectId: 'project-u1',
      step: 'goals',
      answers: { ...answers, success: 'Friends over every weekend.' },
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toMatchObject({
      laterSteps: { goals: 'complete' },
      currentStep: 'Inspiration',
    });
  });

  it('replaces the answers on a second save and keeps a current step further on', async () => {
    const store = seeded();
    await run(answers, store, jo);
    await run({ ...answers, goals: ['privacy'], installer: 'ourselves' }, store, jo);
    expect(store.docs.get('laterStepAnswers/project-u2-goals')).toMatchObject({
      answers: { goals: ['privacy'], installer: 'ourselves' },
    });
    expect(store.docs.get('onboardStates/onboard-state-u2')).toMatchObject({
      laterSteps: { goals: 'complete' },
      currentStep: 'Plants',
    });
    // The other client's documents are untouched.
    expect(store.docs.has('laterStepAnswers/project-u1-goals')).toBe(false);
  });

  it.each([
    ['no goal', { ...answers, goals: [] }, 'Please choose at least one goal.'],
    [
      'a fourth goal',
      { ...answers, goals: ['privacy', 'pets', 'wildlife', 'entertaining'] },
      'Please choose up to 3 goals.',
    ],
    ['a success answer over 1,000 characters', { ...answers, success: 'x'.repeat(1001) }, null],
    ['no timing', { ...answers, installTiming: '' }, 'Please say when you hope to install.'],
    ['an unknown installer', { ...answers, installer: 'robots' }, 'Please say who will install.'],
    ['another project named in the input', { ...answers, projectId: 'project-u2' }, null],
  ])('refuses %s and writes nothing', refusesAsInvalid(run, seeded));

  itRefusesCallersWithoutOnboarding(run, seeded, answers);
});
