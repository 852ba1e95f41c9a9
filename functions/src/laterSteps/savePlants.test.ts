import { beforeEach, describe, expect, it } from 'vitest';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { allDocs } from '../designProfiles/firestoreDocs';
import { savePlants } from '../index';
import { callsAs, rejection } from '../testing/callable';
import { itKeepsAnswersToTheCaller, laterStepDocOf } from './testing/laterStepAccess';
import { ana, jo, onboardStateOf } from '../onboarding/testing/onboardingClients';
import { seedLaterStepClients } from './testing/laterStepClients';

const call = callsAs(ana);

const answers = {
  lovedPlants: ['Lavender', '  Japanese maple '],
  avoidedPlants: ['Bamboo', 'Ivy'],
  allergies: ' Birch pollen. ',
  nativeInterest: 'yes',
  edibleInterest: 'no',
};

const plantsDocOf = laterStepDocOf('plants');

beforeEach(() => seedLaterStepClients({ joPackage: 'uber-premium' }));

describe('savePlants (My Plants)', () => {
  it("saves the caller's answers on their project and moves them on to Start My Project", async () => {
    expect(await call(savePlants, answers)).toEqual({
      status: 'complete',
      currentStep: 'StartProject',
    });

    expect(await plantsDocOf(ana.uid)).toEqual({
      userId: ana.uid,
      projectId: projectIdFor(ana.uid),
      step: 'plants',
      answers: {
        ...answers,
        lovedPlants: ['Lavender', 'Japanese maple'],
        allergies: 'Birch pollen.',
      },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await onboardStateOf(ana)).toMatchObject({
      laterSteps: { plants: 'complete' },
      currentStep: 'StartProject',
    });
  });

  it('completes the optional step with an empty save, replacing earlier answers in the same document', async () => {
    await call(savePlants, answers);
    const empty = {
      lovedPlants: [],
      avoidedPlants: [],
      allergies: '',
      nativeInterest: '',
      edibleInterest: '',
    };
    expect((await call(savePlants, empty)).status).toBe('complete');

    expect(Object.keys(await allDocs('laterStepAnswers'))).toEqual([
      laterStepAnswersId(projectIdFor(ana.uid), 'plants'),
    ]);
    expect((await plantsDocOf(ana.uid))?.answers).toEqual(empty);
  });

  it('refuses invalid answers with the message the form shows, and writes nothing', async () => {
    const before = await onboardStateOf(ana);
    const thirtyOne = Array.from({ length: 31 }, (_, index) => `Plant ${index + 1}`);
    for (const [input, message] of [
      [{ ...answers, lovedPlants: thirtyOne }, 'Please list up to 30 plants.'],
      [
        { ...answers, avoidedPlants: ['x'.repeat(61)] },
        'Please keep each plant to 60 characters or fewer.',
      ],
      [{ ...answers, avoidedPlants: ['Ivy', 'IVY'] }, 'Please list each plant once.'],
      [
        { ...answers, avoidedPlants: ['lavender'] },
        'A plant cannot be both loved and avoided: please remove lavender from one of the lists.',
      ],
      [{ ...answers, allergies: 'x'.repeat(501) }, 'Please keep this to 500 characters or fewer.'],
      [{ ...answers, nativeInterest: 'maybe' }, 'Please choose yes, no or not sure.'],
    ] as const) {
      const error = await rejection(call(savePlants, input));
      expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    }
    expect(await allDocs('laterStepAnswers')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(before);
  });

  itKeepsAnswersToTheCaller({
    fn: savePlants,
    step: 'plants',
    answers,
    owner: ana,
    other: jo,
    otherAnswers: answers,
    packageKey: 'full-yard',
  });
});
