import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallableFunction } from 'firebase-functions/v2/https';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  COLOR_NOT_FOUND,
  COLOR_RESPONSE_NOT_FOUND,
} from '@yardwise/domain/exterior/commands/messages';
import {
  NATIVE_STYLE_QUIZ_FORM_ID,
  STYLE_QUIZ_ANSWERS_REQUIRED,
} from '@yardwise/domain/exterior/styleQuiz';
import { allDocs, readDoc, writeDoc } from '../designProfiles/firestoreDocs';
import {
  completeExteriorDesign,
  completeStyleQuiz,
  createColorResponse,
  deleteColorResponse,
  listColors,
  setExteriorPaintDesired,
} from '../index';
import { COLOR_LIST_MAX_AGE_MS } from './listColors';
import { callsAs, callableRequest as request, rejection } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import {
  ana,
  anonymousVisitor,
  jo,
  onboardStateOf,
  seedOnboardingClient,
} from '../onboarding/testing/onboardingClients';

type Callable = CallableFunction<unknown, Promise<unknown>>;

const call = callsAs(ana);

beforeEach(async () => {
  await clearFirestore(['profiles', 'projects', 'onboardStates', 'colors', 'colorResponses']);
  await writeDoc('colors', 'c-linen', {
    name: 'Linen Sail',
    hexCode: '#EDE6D6',
    category: 'Whites',
  });
  await writeDoc('colors', 'c-chalk', {
    name: 'Chalk Cottage',
    hexCode: '#F4F1EA',
    category: 'Whites',
  });
  await writeDoc('colors', 'c-lake', { name: 'Lake House', hexCode: '#5F7F99', category: 'Blues' });
  await seedOnboardingClient(ana, 'whole-home', ['front']);
  await seedOnboardingClient(jo, 'whole-home', ['front']);
});

describe('listColors (the colour service)', () => {
  it('lists a page of colours by category then name, and every category', async () => {
    expect(await call(listColors, { page: 0 })).toEqual({
      colors: [
        { id: 'c-lake', name: 'Lake House', hexCode: '#5F7F99', category: 'Blues' },
        { id: 'c-chalk', name: 'Chalk Cottage', hexCode: '#F4F1EA', category: 'Whites' },
        { id: 'c-linen', name: 'Linen Sail', hexCode: '#EDE6D6', category: 'Whites' },
      ],
      categories: ['Blues', 'Whites'],
      hasMore: false,
    });
    const blues = await call(listColors, { page: 0, category: 'Blues' });
    expect(blues.colors.map((color) => color.id)).toEqual(['c-lake']);
  });

  it('refuses an anonymous visitor', async () => {
    const error = await rejection(call(listColors, { page: 0 }, anonymousVisitor));
    expect(error.code).toBe('permission-denied');
  });

  it('reads the colour list once per ten minutes, not on every page asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past any copy an earlier test left.
      const start = Date.now() + 24 * 60 * 60_000;
      vi.setSystemTime(start);
      expect((await call(listColors, { page: 0 })).colors).toHaveLength(3);
      await writeDoc('colors', 'c-sage', { name: 'Sage', hexCode: '#9CAF88', category: 'Greens' });

      vi.setSystemTime(start + COLOR_LIST_MAX_AGE_MS - 1);
      expect((await call(listColors, { page: 0 })).categories).toEqual(['Blues', 'Whites']);
      vi.setSystemTime(start + COLOR_LIST_MAX_AGE_MS);
      expect((await call(listColors, { page: 0 })).categories).toEqual([
        'Blues',
        'Greens',
        'Whites',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('colour responses', () => {
  it("creates the caller's colour choice once and deletes it", async () => {
    const { colorResponseId } = await call(createColorResponse, {
      colorId: 'c-lake',
      placement: 'Door Color',
    });
    expect(await readDoc('colorResponses', colorResponseId)).toEqual({
      userId: ana.uid,
      colorId: 'c-lake',
      placement: 'Door Color',
      projectId: projectIdFor(ana.uid),
    });
    expect(await call(createColorResponse, { colorId: 'c-lake', placement: 'Door Color' })).toEqual(
      { colorResponseId },
    );
    expect(Object.keys(await allDocs('colorResponses'))).toEqual([colorResponseId]);

    expect(await call(deleteColorResponse, { colorResponseId })).toEqual({ colorResponseId });
    expect(await allDocs('colorResponses')).toEqual({});
  });

  it('refuses a colour that does not exist', async () => {
    const error = await rejection(
      call(createColorResponse, { colorId: 'c-none', placement: 'Main Color' }),
    );
    expect([error.code, error.message]).toEqual(['not-found', COLOR_NOT_FOUND]);
    expect(await allDocs('colorResponses')).toEqual({});
  });

  it("answers not-found to another client's colour choice and keeps it", async () => {
    const { colorResponseId } = await call(createColorResponse, {
      colorId: 'c-lake',
      placement: 'Main Color',
    });
    const before = await allDocs('colorResponses');
    const error = await rejection(call(deleteColorResponse, { colorResponseId }, jo));
    expect([error.code, error.message]).toEqual(['not-found', COLOR_RESPONSE_NOT_FOUND]);
    expect(await allDocs('colorResponses')).toEqual(before);
  });
});

describe('the exterior design answers', () => {
  it('records the paint answer, the completed quiz and its answers on the profile', async () => {
    await call(setExteriorPaintDesired, { exteriorPaintDesired: true });
    const answers = { style: 'Farmhouse', goals: ['Refresh the paint colours'] };
    expect(await call(completeStyleQuiz, { formId: NATIVE_STYLE_QUIZ_FORM_ID, answers })).toEqual({
      typeforms: { [NATIVE_STYLE_QUIZ_FORM_ID]: true },
    });
    expect(await readDoc('profiles', ana.uid)).toMatchObject({
      exteriorPaintDesired: true,
      typeforms: { [NATIVE_STYLE_QUIZ_FORM_ID]: true },
      styleQuiz: answers,
    });
    const error = await rejection(call(completeStyleQuiz, { formId: NATIVE_STYLE_QUIZ_FORM_ID }));
    expect([error.code, error.message]).toEqual(['invalid-argument', STYLE_QUIZ_ANSWERS_REQUIRED]);
  });

  it('completes exterior design and moves the current step to Goals', async () => {
    const { state } = await call(completeExteriorDesign, {});
    expect(state).toMatchObject({ exteriorDesignStepComplete: true, currentStep: 'Goals' });
    expect(await onboardStateOf(ana)).toEqual(state);
  });
});

describe("one client's exterior commands never touch another client's documents", () => {
  it.each<[string, Callable, unknown]>([
    ['createColorResponse', createColorResponse, { colorId: 'c-linen', placement: 'Trim Color' }],
    ['setExteriorPaintDesired', setExteriorPaintDesired, { exteriorPaintDesired: false }],
    ['completeStyleQuiz', completeStyleQuiz, { formId: 'aBc123' }],
    ['completeExteriorDesign', completeExteriorDesign, {}],
  ])("%s changes only the caller's documents", async (_, callable, input) => {
    await call(createColorResponse, { colorId: 'c-lake', placement: 'Main Color' });
    const anasProfile = await readDoc('profiles', ana.uid);
    const anasState = await onboardStateOf(ana);
    const anasChoices = await allDocs('colorResponses');

    await callable.run(request(input, jo));

    expect(await readDoc('profiles', ana.uid)).toEqual(anasProfile);
    expect(await onboardStateOf(ana)).toEqual(anasState);
    const choices = await allDocs('colorResponses');
    expect(Object.fromEntries(Object.entries(choices).filter(([id]) => id in anasChoices))).toEqual(
      anasChoices,
    );
  });
});
