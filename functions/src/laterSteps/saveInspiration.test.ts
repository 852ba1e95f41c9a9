import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { NO_INSPIRATION_CONFLICT } from '@yardwise/domain/laterSteps/inspirationMessages';
import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../adapters/storage/selectMediaStorage';
import { allDocs, readDoc } from '../designProfiles/firestoreDocs';
import { deleteMedia, saveInspiration, updateMediaDescription } from '../index';
import { ana, anonymousVisitor, jo, onboardStateOf } from '../onboarding/testing/onboardingClients';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';
import { laterStepDocOf } from './testing/laterStepAccess';
import { uploadLaterStepFile } from './laterStepMedia';
import { seedLaterStepClients } from './testing/laterStepClients';

const BOARD = 'https://www.pinterest.com/ana/cottage-garden/';
let storage: MemoryMediaStorage;

const save = (data: unknown, caller: TestCaller = ana) =>
  saveInspiration.run(request(data, caller));
const inspirationDocOf = laterStepDocOf('inspiration');

beforeEach(async () => {
  storage = memoryMediaStorage();
  setMediaStorageForTests(storage);
  await seedLaterStepClients({ joPackage: 'full-yard', alsoClear: ['media'] });
});

afterEach(() => setMediaStorageForTests(null));

describe('saveInspiration (My Inspiration)', () => {
  it("saves the caller's links on their project and moves them on to Plans & Drawings", async () => {
    expect(await save({ links: [` ${BOARD}`], noneToShare: false })).toEqual({
      status: 'complete',
      currentStep: 'Plans',
    });
    expect(await inspirationDocOf(ana.uid)).toEqual({
      userId: ana.uid,
      projectId: projectIdFor(ana.uid),
      step: 'inspiration',
      answers: { links: [BOARD], noneToShare: false },
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await onboardStateOf(ana)).toMatchObject({ laterSteps: { inspiration: 'complete' } });
  });

  it('completes with an uploaded photo, whose comment of up to 154 characters is saved on it', async () => {
    const photo = await uploadLaterStepFile(storage, ana, 'landscape-inspiration');
    await updateMediaDescription.run(
      request({ mediaId: photo.id, description: 'x'.repeat(154) }, ana),
    );
    const tooLong = await rejection(
      updateMediaDescription.run(request({ mediaId: photo.id, description: 'x'.repeat(155) }, ana)),
    );
    expect(tooLong.code).toBe('invalid-argument');

    expect(await save({ links: [], noneToShare: false })).toMatchObject({ status: 'complete' });
    expect((await readDoc('media', photo.id))?.description).toBe('x'.repeat(154));
  });

  it('refuses "I don\'t have any" while photos are uploaded, and takes it once they are deleted', async () => {
    const photo = await uploadLaterStepFile(storage, ana, 'landscape-inspiration');
    const error = await rejection(save({ links: [], noneToShare: true }));
    expect([error.code, error.message]).toEqual(['invalid-argument', NO_INSPIRATION_CONFLICT]);
    expect(await allDocs('laterStepAnswers')).toEqual({});

    await deleteMedia.run(request({ mediaId: photo.id }, ana));
    expect(await save({ links: [], noneToShare: true })).toMatchObject({ status: 'complete' });
  });

  it('leaves the step in progress when nothing is shared', async () => {
    expect(await save({ links: [], noneToShare: false })).toMatchObject({ status: 'in-progress' });
    expect(await onboardStateOf(ana)).toMatchObject({ laterSteps: { inspiration: 'in-progress' } });
  });

  it('refuses invalid links with the message the form shows, and writes nothing', async () => {
    const before = await onboardStateOf(ana);
    for (const [links, message] of [
      [['http://example.com/board'], 'Please enter a link that starts with https://.'],
      [['javascript:alert(1)'], 'Please enter a link that starts with https://.'],
      [['not a link'], 'Please enter a full web address, like https://www.example.com/board.'],
      [[BOARD, BOARD], 'You have already added this link.'],
      [
        Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`),
        'Please add up to 5 links.',
      ],
    ] as const) {
      const error = await rejection(save({ links, noneToShare: false }));
      expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    }
    expect(await allDocs('laterStepAnswers')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(before);
  });

  it("counts only the caller's own photos and cannot be pointed at another project", async () => {
    await uploadLaterStepFile(storage, jo, 'landscape-inspiration');
    expect(await save({ links: [], noneToShare: true })).toMatchObject({ status: 'complete' });
    const error = await rejection(
      save({ links: [], noneToShare: true, projectId: projectIdFor(jo.uid) }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(await inspirationDocOf(jo.uid)).toBeUndefined();
  });

  it('refuses anonymous visitors', async () => {
    const error = await rejection(save({ links: [], noneToShare: true }, anonymousVisitor));
    expect(error.code).toBe('permission-denied');
  });
});
