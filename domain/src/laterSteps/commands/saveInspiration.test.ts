import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore } from '../../commands/mapDocStore';
import type { MediaDoc } from '../../firestore/documents';
import { NO_INSPIRATION_CONFLICT } from '../inspirationMessages';
import { saveInspiration } from './saveInspiration';
import { refusal } from '../../commands/testing/refusal';
import { ana, laterStepClientDocs, now } from './testing/laterStepClients';

const BOARD = 'https://www.pinterest.com/ana/cottage-garden/';

function photo(uid: string, variant = 'landscape-inspiration'): MediaDoc {
  return {
    userId: uid,
    projectId: `project-${uid}`,
    path: `media/${uid}/a.1.jpg`,
    originalFileName: 'patio.jpg',
    fileType: 'image/jpeg',
    uploadedAt: '2026-03-01T10:00:00.000Z',
    isDesignerVisible: true,
    isClientVisible: true,
    tag:
      variant === 'landscape-inspiration' ? 'landscape-inspiration' : 'exterior-design-inspiration',
    variant,
    description: '',
    downloadURL: 'https://storage.example/a',
  };
}

const run = (
  input: unknown,
  store = mapDocStore(laterStepClientDocs('u1', { currentStep: 'Inspiration' })),
  caller: Caller | null = ana,
) => executeCommand(saveInspiration, input, caller, store, now);

describe('saveInspiration', () => {
  it('stores the links trimmed and completes the step, moving on to Plans & Drawings', async () => {
    const store = mapDocStore(laterStepClientDocs('u1', { currentStep: 'Inspiration' }));
    expect(await run({ links: [` ${BOARD} `], noneToShare: false }, store)).toEqual({
      status: 'complete',
      currentStep: 'Plans',
    });
    expect(store.docs.get('laterStepAnswers/project-u1-inspiration')).toEqual({
      userId: 'u1',
      projectId: 'project-u1',
      step: 'inspiration',
      answers: { links: [BOARD], noneToShare: false },
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toMatchObject({
      laterSteps: { inspiration: 'complete' },
    });
  });

  it('completes the step with "I don\'t have any"', async () => {
    expect(await run({ links: [], noneToShare: true })).toMatchObject({ status: 'complete' });
  });

  it('completes the step with a landscape photo and no links', async () => {
    const store = mapDocStore({
      ...laterStepClientDocs('u1', { currentStep: 'Inspiration' }),
      'media/m1': photo('u1'),
    });
    expect(await run({ links: [], noneToShare: false }, store)).toMatchObject({
      status: 'complete',
    });
  });

  it('leaves the step in progress with nothing shared; exterior inspiration photos do not count', async () => {
    const store = mapDocStore({
      ...laterStepClientDocs('u1', { currentStep: 'Inspiration' }),
      'media/m1': photo('u1', 'inspiration'),
    });
    expect(await run({ links: [], noneToShare: false }, store)).toMatchObject({
      status: 'in-progress',
    });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toMatchObject({
      laterSteps: { inspiration: 'in-progress' },
    });
  });

  it('refuses "I don\'t have any" beside uploaded photos, and writes nothing', async () => {
    const store = mapDocStore({
      ...laterStepClientDocs('u1', { currentStep: 'Inspiration' }),
      'media/m1': photo('u1'),
    });
    const error = await refusal(run({ links: [], noneToShare: true }, store));
    expect([error.code, error.message]).toEqual(['invalid-argument', NO_INSPIRATION_CONFLICT]);
    expect(store.writes).toBe(0);
  });

  it("counts only the caller's own photos", async () => {
    const store = mapDocStore({
      ...laterStepClientDocs('u1', { currentStep: 'Inspiration' }),
      ...laterStepClientDocs('u2', { currentStep: 'Inspiration' }),
      'media/m2': photo('u2'),
    });
    expect(await run({ links: [], noneToShare: true }, store)).toMatchObject({
      status: 'complete',
    });
  });

  it.each([
    ['an http link', { links: ['http://example.com'], noneToShare: false }],
    [
      'six links',
      { links: Array.from({ length: 6 }, (_, i) => `https://a.com/${i}`), noneToShare: false },
    ],
    ['a repeated link', { links: [BOARD, BOARD], noneToShare: false }],
    [
      'another project named in the input',
      { links: [], noneToShare: true, projectId: 'project-u2' },
    ],
  ])('refuses %s and writes nothing', async (_label, input) => {
    const store = mapDocStore(laterStepClientDocs('u1', { currentStep: 'Inspiration' }));
    expect((await refusal(run(input, store))).code).toBe('invalid-argument');
    expect(store.writes).toBe(0);
  });

  it('refuses anonymous visitors and signed-out callers', async () => {
    const anonymous = { uid: 'u1', isAnonymous: true, email: null };
    const input = { links: [], noneToShare: true };
    expect((await refusal(run(input, undefined, anonymous))).code).toBe('permission-denied');
    expect((await refusal(run(input, undefined, null))).code).toBe('unauthenticated');
  });
});
