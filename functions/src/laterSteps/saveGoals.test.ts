import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as logger from 'firebase-functions/logger';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { laterStepAnswersId } from '@yardwise/domain/laterSteps/answers';
import { allDocs } from '../designProfiles/firestoreDocs';
import { saveGoals } from '../index';
import { callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { itKeepsAnswersToTheCaller, laterStepDocOf } from './testing/laterStepAccess';
import {
  ana,
  jo,
  onboardStateOf,
  seedOnboardingClient,
} from '../onboarding/testing/onboardingClients';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  error: vi.fn(),
}));

const call = <Output>(
  fn: CallableFunction<unknown, Promise<Output>>,
  data: unknown,
  caller = ana,
) => fn.run(request(data, caller));

const answers = {
  goals: ['privacy', 'growing-food', 'saving-water'],
  success: ' A vegetable patch the neighbours cannot see. ',
  installTiming: 'over-a-year',
  installer: 'ourselves',
};

const goalsDocOf = laterStepDocOf('goals');

beforeEach(async () => {
  await clearFirestore(['profiles', 'projects', 'onboardStates', 'laterStepAnswers']);
  await seedOnboardingClient(ana, 'full-yard', ['front']);
  await seedOnboardingClient(jo, 'uber-premium', ['front']);
});

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
