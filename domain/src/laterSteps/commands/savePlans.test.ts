import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore } from '../../commands/mapDocStore';
import type { MediaDoc } from '../../firestore/documents';
import { STEP_NOT_IN_PACKAGE } from '../messages';
import { NO_PLANS_CONFLICT, PLAN_FILE_GONE } from '../plansMessages';
import { savePlans } from './savePlans';
import { refusal } from '../../commands/testing/refusal';
import { ana, laterStepClientDocs, now } from './testing/laterStepClients';

function plan(uid: string, variant = 'plan'): MediaDoc {
  return {
    userId: uid,
    projectId: `project-${uid}`,
    path: `media/${uid}/plan-a.1.pdf`,
    originalFileName: 'survey.pdf',
    fileType: 'application/pdf',
    uploadedAt: '2026-03-01T10:00:00.000Z',
    isDesignerVisible: true,
    isClientVisible: true,
    tag: variant === 'plan' ? 'plans' : 'property',
    variant,
    description: '',
    downloadURL: 'https://storage.example/a',
  };
}

const survey = { mediaId: 'm1', kind: 'survey-or-plot-plan', note: ' From the 2019 sale. ' };

const withPlans = (...media: [string, MediaDoc][]) =>
  mapDocStore({
    ...laterStepClientDocs('u1', { currentStep: 'Plans' }),
    ...laterStepClientDocs('u2', { currentStep: 'Plans' }),
    ...Object.fromEntries(media.map(([id, doc]) => [`media/${id}`, doc])),
  });

const run = (input: unknown, store = withPlans(), caller: Caller | null = ana) =>
  executeCommand(savePlans, input, caller, store, now);

describe('savePlans', () => {
  it("stores each file's kind and trimmed note and completes the step, moving on to My Preferences", async () => {
    const store = withPlans(['m1', plan('u1')]);
    expect(await run({ files: [survey], noneToShare: false }, store)).toEqual({
      status: 'complete',
      currentStep: 'Preferences',
    });
    expect(store.docs.get('laterStepAnswers/project-u1-plans')).toEqual({
      userId: 'u1',
      projectId: 'project-u1',
      step: 'plans',
      answers: { files: [{ ...survey, note: 'From the 2019 sale.' }], noneToShare: false },
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('completes the step with "I don\'t have any"', async () => {
    expect(await run({ files: [], noneToShare: true })).toMatchObject({ status: 'complete' });
  });

  it('leaves the step in progress while an uploaded file has no kind, or nothing is shared', async () => {
    const store = withPlans(['m1', plan('u1')], ['m2', plan('u1')]);
    expect(await run({ files: [survey], noneToShare: false }, store)).toMatchObject({
      status: 'in-progress',
    });
    expect(await run({ files: [], noneToShare: false })).toMatchObject({ status: 'in-progress' });
  });

  it.each([
    ['a file that was deleted', withPlans()],
    ["another client's file", withPlans(['m1', plan('u2')])],
    ['a yard photo', withPlans(['m1', plan('u1', 'front-yard-wide-angle')])],
  ])('refuses %s as gone, and writes nothing', async (_label, store) => {
    const error = await refusal(run({ files: [survey], noneToShare: false }, store));
    expect([error.code, error.message]).toEqual(['not-found', PLAN_FILE_GONE]);
    expect(store.writes).toBe(0);
  });

  it('refuses "I don\'t have any" beside an uploaded file, and writes nothing', async () => {
    const store = withPlans(['m1', plan('u1')]);
    const error = await refusal(run({ files: [], noneToShare: true }, store));
    expect([error.code, error.message]).toEqual(['invalid-argument', NO_PLANS_CONFLICT]);
    expect(store.writes).toBe(0);
  });

  it('refuses a package without Plans & Drawings', async () => {
    const store = mapDocStore(
      laterStepClientDocs('u1', { packageKey: 'starter-full-yard', currentStep: 'Plans' }),
    );
    const error = await refusal(run({ files: [], noneToShare: true }, store));
    expect([error.code, error.message]).toEqual(['failed-precondition', STEP_NOT_IN_PACKAGE]);
    expect(store.writes).toBe(0);
  });

  it.each([
    ['a file without a kind', { files: [{ ...survey, kind: '' }], noneToShare: false }],
    [
      'a note over 300 characters',
      { files: [{ ...survey, note: 'x'.repeat(301) }], noneToShare: false },
    ],
    ['an extra field', { files: [], noneToShare: true, userId: 'u2' }],
  ])('refuses %s as invalid input', async (_label, input) => {
    const store = withPlans(['m1', plan('u1')]);
    expect((await refusal(run(input, store))).code).toBe('invalid-argument');
    expect(store.writes).toBe(0);
  });

  it('refuses anonymous visitors and signed-out callers', async () => {
    const anonymous = { uid: 'u1', isAnonymous: true, email: null };
    const input = { files: [], noneToShare: true };
    expect((await refusal(run(input, undefined, anonymous))).code).toBe('permission-denied');
    expect((await refusal(run(input, undefined, null))).code).toBe('unauthenticated');
  });
});
