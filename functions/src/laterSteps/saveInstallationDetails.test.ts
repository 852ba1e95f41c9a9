import { beforeEach, describe, expect, it } from 'vitest';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  addMonths,
  monthLabel,
  startMonthRangeAt,
  utcMonth,
} from '@yardwise/domain/laterSteps/installation';
import { STEP_NOT_IN_PACKAGE } from '@yardwise/domain/laterSteps/messages';
import { allDocs } from '../designProfiles/firestoreDocs';
import { saveInstallationDetails } from '../index';
import { callsAs, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { itKeepsAnswersToTheCaller, laterStepDocOf } from './testing/laterStepAccess';
import { ana, jo, onboardStateOf } from '../onboarding/testing/onboardingClients';
import { seedLaterStepClients } from './testing/laterStepClients';

const call = callsAs(jo);

// The function saves at the real time: the months are counted from today's.
const thisMonth = utcMonth(new Date());
const answers = {
  startMonth: addMonths(thisMonth, 3),
  contactMethod: 'phone',
  accessNotes: ' Park on the street; the side gate sticks. ',
};

const installationDocOf = laterStepDocOf('installation-details');

// Jo bought Uber Premium, the one package with Installation Details; Ana bought Full Yard.
beforeEach(() => seedLaterStepClients({ joPackage: 'uber-premium' }));

describe('saveInstallationDetails (Installation Details)', () => {
  it("saves the caller's answers on their project and completes the step", async () => {
    expect((await call(saveInstallationDetails, answers)).status).toBe('complete');

    expect(await installationDocOf(jo.uid)).toEqual({
      userId: jo.uid,
      projectId: projectIdFor(jo.uid),
      step: 'installation-details',
      answers: { ...answers, accessNotes: 'Park on the street; the side gate sticks.' },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await onboardStateOf(jo)).toMatchObject({
      laterSteps: { 'installation-details': 'complete' },
    });
  });

  it('takes this month and 18 months ahead, and nothing outside them', async () => {
    for (const startMonth of [thisMonth, addMonths(thisMonth, 18)]) {
      expect((await call(saveInstallationDetails, { ...answers, startMonth })).status).toBe(
        'complete',
      );
      expect((await installationDocOf(jo.uid))?.answers).toMatchObject({ startMonth });
    }
    await clearFirestore(['laterStepAnswers']);
    const range = startMonthRangeAt(new Date());
    for (const startMonth of [addMonths(thisMonth, -2), addMonths(thisMonth, 20)]) {
      const error = await rejection(call(saveInstallationDetails, { ...answers, startMonth }));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(
        `Please choose a month from ${monthLabel(range.first)} to ${monthLabel(range.last)}.`,
      );
    }
    expect(await allDocs('laterStepAnswers')).toEqual({});
  });

  it('refuses a client whose package has no Installation Details, and writes nothing', async () => {
    const before = await onboardStateOf(ana);
    const error = await rejection(call(saveInstallationDetails, answers, ana));
    expect([error.code, error.message]).toEqual(['failed-precondition', STEP_NOT_IN_PACKAGE]);
    expect(await allDocs('laterStepAnswers')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(before);
  });

  it('refuses invalid answers with the message the form shows, and writes nothing', async () => {
    const before = await onboardStateOf(jo);
    for (const [input, message] of [
      [
        { ...answers, startMonth: '' },
        'Please choose the month you would like installation to start.',
      ],
      [
        { ...answers, startMonth: 'next spring' },
        'Please choose the month you would like installation to start.',
      ],
      [{ ...answers, contactMethod: 'fax' }, 'Please choose how the installer should contact you.'],
      [
        { ...answers, accessNotes: 'x'.repeat(501) },
        'Please keep this to 500 characters or fewer.',
      ],
    ] as const) {
      const error = await rejection(call(saveInstallationDetails, input));
      expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    }
    expect(await allDocs('laterStepAnswers')).toEqual({});
    expect(await onboardStateOf(jo)).toEqual(before);
  });

  itKeepsAnswersToTheCaller({
    fn: saveInstallationDetails,
    step: 'installation-details',
    answers,
    owner: jo,
    other: ana,
    packageKey: 'uber-premium',
  });
});
