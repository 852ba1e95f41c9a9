import { beforeEach, describe, expect, it } from 'vitest';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { allDocs } from '../designProfiles/firestoreDocs';
import { saveGoals } from '../index';
import { callsAs, rejection } from '../testing/callable';
import { itKeepsAnswersToTheCaller, laterStepDocOf } from './testing/laterStepAccess';
import { ana, jo, onboardStateOf } from '../onboarding/testing/onboardingClients';
import { seedLaterStepClients } from './testing/laterStepClients';

const call = callsAs(ana);

const answers = {
  goals: ['privacy', 'growing-food', 'saving-water'],
  success: ' A vegetable patch the neighbours cannot see. ',
  installTiming: 'over-a-year',
  installer: 'ourselves',
};

const goalsDocOf = laterStepDocOf('goals');

beforeEach(() => seedLaterStepClients({ joPackage: 'uber-premium' }));

describe('saveGoals (My Goals)', () => {
  it("saves the caller's answers on their project and moves them on to My Inspiration", async () => {
    expect(await call(saveGoals, answers)).toEqual({
      status: 'complete',
      currentStep: 'Inspiration',
    });

    expect(await goalsDocOf(ana.uid)).toEqual({
      userId: ana.uid,
      projectId: projectIdFor(ana.uid),
      step: 'goals',
      answers: { ...answers, success: 'A vegetable patch the neighbours cannot see.' },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await onboardStateOf(ana)).toMatchObject({
      laterSteps: { goals: 'complete' },
      currentStep: 'Inspiration',
    });
  });

  it('replaces the answers when saved again, in the same document', async () => {
    await call(saveGoals, answers);
    await call(saveGoals, { ...answers, goals: ['pets'], success: '' });

    expect(Object.keys(await allDocs('laterStepAnswers'))).toEqual([
      laterStepAnswersId(projectIdFor(ana.uid), 'goals'),
    ]);
    expect((await goalsDocOf(ana.uid))?.answers).toMatchObject({ goals: ['pets'], success: '' });
  });

  it('refuses invalid answers with the message the form shows, and writes nothing', async () => {
    const before = await onboardStateOf(ana);
    for (const [input, message] of [
      [{ ...answers, goals: [] }, 'Please choose at least one goal.'],
      [
        { ...answers, goals: ['privacy', 'pets', 'wildlife', 'home-value'] },
        'Please choose up to 3 goals.',
      ],
      [{ ...answers, success: 'x'.repeat(1001) }, 'Please keep this to 1,000 characters or fewer.'],
      [{ ...answers, installTiming: 'someday' }, 'Please say when you hope to install.'],
      [{ ...answers, installer: '' }, 'Please say who will install.'],
    ] as const) {
      const error = await rejection(call(saveGoals, input));
      expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    }
    expect(await allDocs('laterStepAnswers')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(before);
  });

  itKeepsAnswersToTheCaller({
    fn: saveGoals,
    step: 'goals',
    answers,
    owner: ana,
    other: jo,
    otherAnswers: answers,
    packageKey: 'full-yard',
  });
});
