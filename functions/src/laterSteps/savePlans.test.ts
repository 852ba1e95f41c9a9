import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { STEP_NOT_IN_PACKAGE } from '@yardwise/domain/laterSteps/messages';
import { NO_PLANS_CONFLICT, PLAN_FILE_GONE } from '@yardwise/domain/laterSteps/plansMessages';
import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../adapters/storage/selectMediaStorage';
import { allDocs } from '../designProfiles/firestoreDocs';
import { deleteMedia, savePlans } from '../index';
import { ana, anonymousVisitor, jo, onboardStateOf } from '../onboarding/testing/onboardingClients';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { laterStepDocOf } from './testing/laterStepAccess';
import { uploadLaterStepFile } from './laterStepMedia';
import { seedLaterStepClients } from './testing/laterStepClients';

let storage: MemoryMediaStorage;

const save = (data: unknown, caller: TestCaller = ana) => savePlans.run(request(data, caller));
const plansDocOf = laterStepDocOf('plans');

beforeEach(async () => {
  storage = memoryMediaStorage();
  setMediaStorageForTests(storage);
  await seedLaterStepClients({ joPackage: 'starter-full-yard', alsoClear: ['media'] });
});

afterEach(() => setMediaStorageForTests(null));

describe('savePlans (Plans & Drawings)', () => {
  it("saves each uploaded file's kind and note and moves the client on to My Preferences", async () => {
    const survey = await uploadLaterStepFile(storage, ana, 'plan', 'application/pdf', 'survey.pdf');
    const hoa = await uploadLaterStepFile(storage, ana, 'plan', 'image/png', 'hoa.png');
    const files = [
      { mediaId: survey.id, kind: 'survey-or-plot-plan', note: ' 2019 survey ' },
      { mediaId: hoa.id, kind: 'hoa-guidelines', note: '' },
    ];

    expect(await save({ files, noneToShare: false })).toEqual({
      status: 'complete',
      currentStep: 'Preferences',
    });
    expect(await plansDocOf(ana.uid)).toEqual({
      userId: ana.uid,
      projectId: projectIdFor(ana.uid),
      step: 'plans',
      answers: { files: [{ ...files[0], note: '2019 survey' }, files[1]], noneToShare: false },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await onboardStateOf(ana)).toMatchObject({ laterSteps: { plans: 'complete' } });
  });

  it('stays in progress while an uploaded file has no kind', async () => {
    const survey = await uploadLaterStepFile(storage, ana, 'plan', 'application/pdf');
    await uploadLaterStepFile(storage, ana, 'plan', 'image/jpeg');
    const files = [{ mediaId: survey.id, kind: 'other', note: '' }];
    expect(await save({ files, noneToShare: false })).toMatchObject({ status: 'in-progress' });
  });

  it("refuses a file deleted since, or another client's, as gone, and writes nothing", async () => {
    const survey = await uploadLaterStepFile(storage, ana, 'plan', 'application/pdf');
    await deleteMedia.run(request({ mediaId: survey.id }, ana));
    const gone = await rejection(
      save({ files: [{ mediaId: survey.id, kind: 'other', note: '' }], noneToShare: false }),
    );
    expect([gone.code, gone.message]).toEqual(['not-found', PLAN_FILE_GONE]);
    expect(await allDocs('laterStepAnswers')).toEqual({});
  });

  it('completes with "I don\'t have any" only while no file is uploaded', async () => {
    await uploadLaterStepFile(storage, ana, 'plan', 'application/pdf');
    const error = await rejection(save({ files: [], noneToShare: true }));
    expect([error.code, error.message]).toEqual(['invalid-argument', NO_PLANS_CONFLICT]);

    await clearFirestore(['media']);
    expect(await save({ files: [], noneToShare: true })).toMatchObject({ status: 'complete' });
  });

  it('refuses a kind it does not know and a note over 300 characters', async () => {
    const plan = await uploadLaterStepFile(storage, ana, 'plan', 'application/pdf');
    for (const [file, message] of [
      [{ mediaId: plan.id, kind: 'blueprint', note: '' }, 'Please choose what this file is.'],
      [
        { mediaId: plan.id, kind: 'other', note: 'x'.repeat(301) },
        'Please keep the note to 300 characters or fewer.',
      ],
    ] as const) {
      const error = await rejection(save({ files: [file], noneToShare: false }));
      expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    }
    expect(await allDocs('laterStepAnswers')).toEqual({});
  });

  it('refuses clients whose package has no Plans & Drawings, and anonymous visitors', async () => {
    const error = await rejection(save({ files: [], noneToShare: true }, jo));
    expect([error.code, error.message]).toEqual(['failed-precondition', STEP_NOT_IN_PACKAGE]);
    const anonymous = await rejection(save({ files: [], noneToShare: true }, anonymousVisitor));
    expect(anonymous.code).toBe('permission-denied');
  });
});
