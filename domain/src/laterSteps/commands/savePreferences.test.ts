import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore } from '../../commands/mapDocStore';
import { savePreferences } from './savePreferences';
import {
  ana,
  itRefusesCallersWithoutOnboarding,
  jo,
  laterStepClientDocs,
  now,
  refusesAsInvalid,
} from './testing/laterStepClients';

// Ana has chosen her front and back yards; Jo his front yard only.
const answers = {
  sun: { front: 'full-sun', back: 'part-sun' },
  likedMaterials: ['stone', 'gravel'],
  dislikedMaterials: ['metal'],
  upkeep: 'medium',
  yardUsers: ['young-children'],
  siteNotes: '  Water pools at the bottom of the slope.  ',
};

const seeded = () =>
  mapDocStore({
    ...laterStepClientDocs('u1', { yards: ['front', 'back'], currentStep: 'Preferences' }),
    ...laterStepClientDocs('u2', { yards: ['front'], currentStep: 'Plants' }),
  });

const run = (input: unknown, store = seeded(), caller: Caller | null = ana) =>
  executeCommand(savePreferences, input, caller, store, now);

describe('savePreferences', () => {
  it("stores the caller's answers for their project, completes the step and moves on to My Plants", async () => {
    const store = seeded();
    expect(await run(answers, store)).toEqual({ status: 'complete', currentStep: 'Plants' });
    expect(store.docs.get('laterStepAnswers/project-u1-preferences')).toEqual({
      userId: 'u1',
      projectId: 'project-u1',
      step: 'preferences',
      answers: { ...answers, siteNotes: 'Water pools at the bottom of the slope.' },
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toMatchObject({
      laterSteps: { preferences: 'complete' },
      currentStep: 'Plants',
    });
  });

  it('replaces the answers on a second save and keeps a current step further on', async () => {
    const store = seeded();
    const jos = { ...answers, sun: { front: 'shade' } };
    await run(jos, store, jo);
    await run({ ...jos, upkeep: 'high', likedMaterials: [] }, store, jo);
    expect(store.docs.get('laterStepAnswers/project-u2-preferences')).toMatchObject({
      answers: { sun: { front: 'shade' }, upkeep: 'high', likedMaterials: [] },
    });
    expect(store.docs.get('onboardStates/onboard-state-u2')).toMatchObject({
      laterSteps: { preferences: 'complete' },
      currentStep: 'Plants',
    });
    expect(store.docs.has('laterStepAnswers/project-u1-preferences')).toBe(false);
  });

  it.each([
    [
      'a chosen yard without a sun answer',
      { ...answers, sun: { front: 'full-sun' } },
      'Please say how much sun your Back Yard gets.',
    ],
    [
      'a sun answer for a yard not chosen',
      { ...answers, sun: { ...answers.sun, left: 'shade' } },
      'Please answer about the sun only for the yards you chose.',
    ],
    [
      'no sun answer at all',
      { ...answers, sun: {} },
      'Please say how much sun each of your yards gets.',
    ],
    [
      'an unknown sun answer',
      { ...answers, sun: { front: 'full-sun', back: 'dark' } },
      'Please choose full sun, part sun, shade or not sure.',
    ],
    [
      'a material liked and disliked',
      { ...answers, dislikedMaterials: ['gravel'] },
      'A material cannot be both liked and disliked: please untick gravel in one of the lists.',
    ],
    ['no upkeep', { ...answers, upkeep: '' }, 'Please say how much upkeep you are happy with.'],
    [
      'notes over 500 characters',
      { ...answers, siteNotes: 'x'.repeat(501) },
      'Please keep this to 500 characters or fewer.',
    ],
    ['another project named in the input', { ...answers, projectId: 'project-u2' }, null],
  ])('refuses %s and writes nothing', refusesAsInvalid(run, seeded));

  itRefusesCallersWithoutOnboarding(run, seeded, answers);
});
