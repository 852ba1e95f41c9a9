import { beforeEach, describe, expect, it } from 'vitest';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { allDocs } from '../designProfiles/firestoreDocs';
import { savePreferences } from '../index';
import { callsAs, rejection } from '../testing/callable';
import { itKeepsAnswersToTheCaller, laterStepDocOf } from './testing/laterStepAccess';
import { ana, jo, onboardStateOf } from '../onboarding/testing/onboardingClients';
import { seedLaterStepClients } from './testing/laterStepClients';

const call = callsAs(ana);

// Ana has chosen her front and back yards, Jo his front yard.
const answers = {
  sun: { front: 'shade', back: 'full-sun' },
  likedMaterials: ['wood', 'brick'],
  dislikedMaterials: ['composite'],
  upkeep: 'low',
  yardUsers: ['pets', 'mobility-aids'],
  siteNotes: ' Heavy clay; the side path floods. ',
};

const preferencesDocOf = laterStepDocOf('preferences');

beforeEach(() => seedLaterStepClients({ anaYards: ['front', 'back'], joPackage: 'uber-premium' }));

describe('savePreferences (My Preferences)', () => {
  it("saves the caller's answers on their project and moves them on to My Plants", async () => {
    expect(await call(savePreferences, answers)).toEqual({
      status: 'complete',
      currentStep: 'Plants',
    });

    expect(await preferencesDocOf(ana.uid)).toEqual({
      userId: ana.uid,
      projectId: projectIdFor(ana.uid),
      step: 'preferences',
      answers: { ...answers, siteNotes: 'Heavy clay; the side path floods.' },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await onboardStateOf(ana)).toMatchObject({
      laterSteps: { preferences: 'complete' },
      currentStep: 'Plants',
    });
  });

  it('replaces the answers when saved again, in the same document', async () => {
    await call(savePreferences, answers);
    await call(savePreferences, { ...answers, upkeep: 'high', yardUsers: [], siteNotes: '' });

    expect(Object.keys(await allDocs('laterStepAnswers'))).toEqual([
      laterStepAnswersId(projectIdFor(ana.uid), 'preferences'),
    ]);
    expect((await preferencesDocOf(ana.uid))?.answers).toMatchObject({
      upkeep: 'high',
      yardUsers: [],
      siteNotes: '',
    });
  });

  it('refuses answers that do not fit the chosen yards or the form, and writes nothing', async () => {
    const before = await onboardStateOf(ana);
    for (const [input, message] of [
      [{ ...answers, sun: { front: 'shade' } }, 'Please say how much sun your Back Yard gets.'],
      [
        { ...answers, sun: { ...answers.sun, right: 'shade' } },
        'Please answer about the sun only for the yards you chose.',
      ],
      [
        { ...answers, dislikedMaterials: ['wood'] },
        'A material cannot be both liked and disliked: please untick wood in one of the lists.',
      ],
      [{ ...answers, upkeep: 'none' }, 'Please say how much upkeep you are happy with.'],
      [{ ...answers, siteNotes: 'x'.repeat(501) }, 'Please keep this to 500 characters or fewer.'],
    ] as const) {
      const error = await rejection(call(savePreferences, input));
      expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    }
    expect(await allDocs('laterStepAnswers')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(before);
  });

  itKeepsAnswersToTheCaller({
    fn: savePreferences,
    step: 'preferences',
    answers,
    owner: ana,
    other: jo,
    otherAnswers: { ...answers, sun: { front: 'not-sure' } },
    packageKey: 'full-yard',
  });
});
