import { describe, expect, it } from 'vitest';
import { executeCommand, type Caller } from '../../commands/command';
import { mapDocStore, type MapDocStore } from '../../commands/mapDocStore';
import type { AnyCommand } from '../../commands/registry';
import type { ColorDoc, OnboardStateDoc, ProfileDoc } from '../../firestore/documents';
import { ONBOARDING_NOT_STARTED } from '../../onboarding/commands/ownOnboardState';
import { stateWith } from '../../onboarding/testStates';
import { COLOR_PAGE_SIZE, type ColorResponseDoc } from '../colors';
import { NATIVE_STYLE_QUIZ_FORM_ID, STYLE_QUIZ_ANSWERS_REQUIRED } from '../styleQuiz';
import { createColorResponse, deleteColorResponse, listColors } from './colorCommands';
import {
  completeExteriorDesign,
  completeStyleQuiz,
  setExteriorPaintDesired,
} from './exteriorCommands';
import {
  COLOR_NOT_FOUND,
  COLOR_RESPONSE_NOT_FOUND,
  COLOR_RESPONSES_FULL,
  MAX_COLOR_RESPONSES,
  MAX_QUIZ_FORMS,
  QUIZ_FORMS_FULL,
} from './messages';
import { refusal } from '../../commands/testing/refusal';

const ana: Caller = { uid: 'u1', isAnonymous: false, email: 'ana@example.com' };
const jo: Caller = { uid: 'u2', isAnonymous: false, email: 'jo@example.com' };
const now = new Date('2026-03-01T12:00:00.000Z');

function clientDocs(uid: string) {
  const state: OnboardStateDoc = {
    ...stateWith({ front: {} }),
    userId: uid,
    projectId: `project-${uid}`,
  };
  const profile: ProfileDoc = {
    email: `${uid}@example.com`,
    firstName: 'A',
    lastName: 'B',
    package: 'whole-home',
  };
  return {
    [`profiles/${uid}`]: profile,
    [`projects/project-${uid}`]: {
      profileId: uid,
      experienceVersion: 2,
      createdAt: now.toISOString(),
    },
    [`onboardStates/onboard-state-${uid}`]: state,
  };
}

const color = (name: string, category: string): ColorDoc => ({
  name,
  hexCode: '#FFFFFF',
  category,
});

function seeded(extra: Record<string, unknown> = {}) {
  return mapDocStore({
    'colors/c-linen': color('Linen Sail', 'Whites'),
    'colors/c-chalk': color('Chalk Cottage', 'Whites'),
    'colors/c-lake': color('Lake House', 'Blues'),
    ...clientDocs('u1'),
    ...clientDocs('u2'),
    ...extra,
  });
}

const run = (command: AnyCommand, input: unknown, store: MapDocStore, caller = ana) =>
  executeCommand(command, input, caller, store, now);

const profileOf = (store: MapDocStore, uid = 'u1') =>
  store.docs.get(`profiles/${uid}`) as ProfileDoc;
const colorResponses = (store: MapDocStore) =>
  [...store.docs.entries()].filter(([key]) => key.startsWith('colorResponses/'));

describe('listColors (the colour service)', () => {
  it('lists colours by category then name, with every category', async () => {
    expect(await run(listColors, { page: 0 }, seeded())).toEqual({
      colors: [
        { id: 'c-lake', name: 'Lake House', hexCode: '#FFFFFF', category: 'Blues' },
        { id: 'c-chalk', name: 'Chalk Cottage', hexCode: '#FFFFFF', category: 'Whites' },
        { id: 'c-linen', name: 'Linen Sail', hexCode: '#FFFFFF', category: 'Whites' },
      ],
      categories: ['Blues', 'Whites'],
      hasMore: false,
    });
  });

  it('filters by category and keeps every category for the filter', async () => {
    const page = (await run(listColors, { page: 0, category: 'Whites' }, seeded())) as {
      colors: { id: string }[];
      categories: string[];
    };
    expect(page.colors.map((c) => c.id)).toEqual(['c-chalk', 'c-linen']);
    expect(page.categories).toEqual(['Blues', 'Whites']);
  });

  it(`pages ${COLOR_PAGE_SIZE} colours at a time`, async () => {
    const many = Object.fromEntries(
      Array.from({ length: 150 }, (_, n) => [
        `colors/g-${n}`,
        color(`Gray ${String(n).padStart(3, '0')}`, 'Grays'),
      ]),
    );
    const store = mapDocStore(many);
    const first = (await run(listColors, { page: 0 }, store)) as {
      colors: ColorDoc[];
      hasMore: boolean;
    };
    const second = (await run(listColors, { page: 1 }, store)) as typeof first;
    expect([first.colors.length, first.hasMore]).toEqual([100, true]);
    expect([second.colors.length, second.hasMore]).toEqual([50, false]);
    expect(second.colors[0]?.name).toBe('Gray 100');
  });

  it('refuses a page that is not a whole number from 0', async () => {
    for (const page of [-1, 1.5, '1']) {
      expect((await refusal(run(listColors, { page }, seeded()))).code).toBe('invalid-argument');
    }
  });
});

describe('colour responses', () => {
  it("saves the caller's colour choice for their project, once per colour and placement", async () => {
    const store = seeded();
    const first = (await run(
      createColorResponse,
      { colorId: 'c-lake', placement: 'Door Color' },
      store,
    )) as {
      colorResponseId: string;
    };
    expect(store.docs.get(`colorResponses/${first.colorResponseId}`)).toEqual({
      userId: 'u1',
      colorId: 'c-lake',
      placement: 'Door Color',
      projectId: 'project-u1',
    } satisfies ColorResponseDoc);
    expect(
      await run(createColorResponse, { colorId: 'c-lake', placement: 'Door Color' }, store),
    ).toEqual(first);
    await run(createColorResponse, { colorId: 'c-lake', placement: 'Trim Color' }, store);
    expect(colorResponses(store)).toHaveLength(2);
  });

  it('refuses a colour that does not exist and a placement not offered', async () => {
    const store = seeded();
    const missing = await refusal(
      run(createColorResponse, { colorId: 'c-none', placement: 'Main Color' }, store),
    );
    expect([missing.code, missing.message]).toEqual(['not-found', COLOR_NOT_FOUND]);
    const placement = await refusal(
      run(createColorResponse, { colorId: 'c-lake', placement: 'Roof Color' }, store),
    );
    expect(placement.code).toBe('invalid-argument');
    expect(store.writes).toBe(0);
  });

  it(`decision: keeps at most ${MAX_COLOR_RESPONSES} colour choices`, async () => {
    const full = Object.fromEntries(
      Array.from({ length: MAX_COLOR_RESPONSES }, (_, n) => [
        `colorResponses/r${n}`,
        { userId: 'u1', colorId: `old-${n}`, placement: 'Not Sure', projectId: 'project-u1' },
      ]),
    );
    const store = seeded(full);
    const error = await refusal(
      run(createColorResponse, { colorId: 'c-lake', placement: 'Main Color' }, store),
    );
    expect([error.code, error.message]).toEqual(['failed-precondition', COLOR_RESPONSES_FULL]);
    // Another client's choices do not count against the caller.
    await run(createColorResponse, { colorId: 'c-lake', placement: 'Main Color' }, store, jo);
    expect(colorResponses(store)).toHaveLength(MAX_COLOR_RESPONSES + 1);
  });

  it("deletes the caller's choice; another client's reads as not found", async () => {
    const store = seeded();
    const { colorResponseId } = (await run(
      createColorResponse,
      { colorId: 'c-lake', placement: 'Main Color' },
      store,
    )) as { colorResponseId: string };
    const foreign = await refusal(run(deleteColorResponse, { colorResponseId }, store, jo));
    expect([foreign.code, foreign.message]).toEqual(['not-found', COLOR_RESPONSE_NOT_FOUND]);
    expect(colorResponses(store)).toHaveLength(1);
    expect(await run(deleteColorResponse, { colorResponseId }, store)).toEqual({ colorResponseId });
    expect(colorResponses(store)).toHaveLength(0);
  });
});

describe('setExteriorPaintDesired', () => {
  it("sets the caller's profile answer, yes then no", async () => {
    const store = seeded();
    expect(await run(setExteriorPaintDesired, { exteriorPaintDesired: true }, store)).toEqual({
      exteriorPaintDesired: true,
    });
    expect(profileOf(store).exteriorPaintDesired).toBe(true);
    await run(setExteriorPaintDesired, { exteriorPaintDesired: false }, store);
    expect(profileOf(store).exteriorPaintDesired).toBe(false);
    expect(profileOf(store, 'u2').exteriorPaintDesired).toBeUndefined();
  });

  it('refuses an answer that is not a boolean', async () => {
    const error = await refusal(
      run(setExteriorPaintDesired, { exteriorPaintDesired: 'yes' }, seeded()),
    );
    expect(error.code).toBe('invalid-argument');
  });
});

describe('completeStyleQuiz', () => {
  const answers = { style: 'Craftsman', goals: ['Boost curb appeal', 'Get ready to sell'] };

  it('marks the native quiz complete and keeps its answers on the profile', async () => {
    const store = seeded();
    const result = await run(
      completeStyleQuiz,
      { formId: NATIVE_STYLE_QUIZ_FORM_ID, answers },
      store,
    );
    expect(result).toEqual({ typeforms: { [NATIVE_STYLE_QUIZ_FORM_ID]: true } });
    expect(profileOf(store)).toMatchObject({
      typeforms: { [NATIVE_STYLE_QUIZ_FORM_ID]: true },
      styleQuiz: answers,
    });
  });

  it('marks an embedded form complete beside the forms already done', async () => {
    const store = seeded();
    store.docs.set('profiles/u1', { ...profileOf(store), typeforms: { oldForm: true } });
    expect(await run(completeStyleQuiz, { formId: 'aBc123' }, store)).toEqual({
      typeforms: { oldForm: true, aBc123: true },
    });
    expect(profileOf(store).styleQuiz).toBeUndefined();
  });

  it('refuses the native quiz without answers, and answers for another form', async () => {
    const store = seeded();
    const missing = await refusal(
      run(completeStyleQuiz, { formId: NATIVE_STYLE_QUIZ_FORM_ID }, store),
    );
    expect([missing.code, missing.message]).toEqual([
      'invalid-argument',
      STYLE_QUIZ_ANSWERS_REQUIRED,
    ]);
    const extra = await refusal(run(completeStyleQuiz, { formId: 'aBc123', answers }, store));
    expect(extra.code).toBe('invalid-argument');
    expect(store.writes).toBe(0);
  });

  it(`decision: records at most ${MAX_QUIZ_FORMS} forms`, async () => {
    const store = seeded();
    const typeforms = Object.fromEntries(
      Array.from({ length: MAX_QUIZ_FORMS }, (_, n) => [`form${n}`, true]),
    );
    store.docs.set('profiles/u1', { ...profileOf(store), typeforms });
    const error = await refusal(run(completeStyleQuiz, { formId: 'oneMore' }, store));
    expect([error.code, error.message]).toEqual(['failed-precondition', QUIZ_FORMS_FULL]);
    expect(await run(completeStyleQuiz, { formId: 'form3' }, store)).toEqual({ typeforms });
  });
});

describe('completeExteriorDesign', () => {
  it('completes the step and sets the current step to Goals in one write', async () => {
    const store = seeded();
    const { state } = (await run(completeExteriorDesign, {}, store)) as { state: OnboardStateDoc };
    expect(state).toMatchObject({ exteriorDesignStepComplete: true, currentStep: 'Goals' });
    expect(store.docs.get('onboardStates/onboard-state-u1')).toEqual(state);
    expect(store.writes).toBe(1);
    expect(store.docs.get('onboardStates/onboard-state-u2')).toMatchObject({
      exteriorDesignStepComplete: false,
      currentStep: 'Yard',
    });
  });

  it('sets the current step to Installation Details for Uber Premium, the step before My Goals', async () => {
    const store = seeded({
      'profiles/u1': { ...clientDocs('u1')['profiles/u1'], package: 'uber-premium' },
    });
    const { state } = (await run(completeExteriorDesign, {}, store)) as { state: OnboardStateDoc };
    expect(state).toMatchObject({
      exteriorDesignStepComplete: true,
      currentStep: 'InstallationDetails',
    });
  });

  it('refuses a client whose onboarding has not started', async () => {
    const store = mapDocStore({});
    const error = await refusal(run(completeExteriorDesign, {}, store));
    expect([error.code, error.message]).toEqual(['failed-precondition', ONBOARDING_NOT_STARTED]);
  });
});
