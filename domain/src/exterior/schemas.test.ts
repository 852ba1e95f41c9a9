import { describe, expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';
import {
  completeExteriorDesignInput,
  completeStyleQuizInput,
  completeTypeformInput,
  createColorResponseInput,
  deleteColorResponseInput,
  listColorsInput,
  MAX_COLOR_PAGE,
  setExteriorPaintDesiredInput,
} from './schemas';
import {
  NATIVE_STYLE_QUIZ_FORM_ID,
  STYLE_QUIZ_ANSWERS_NOT_EXPECTED,
  STYLE_QUIZ_ANSWERS_REQUIRED,
  STYLE_QUIZ_STYLE_REQUIRED,
} from './styleQuiz';

function problem(schema: Schema, input: unknown): string | null {
  try {
    schema.validateSync(input, { strict: true, abortEarly: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('colour response inputs', () => {
  it('create takes a colour and one of the four placements', () => {
    for (const placement of ['Main Color', 'Trim Color', 'Door Color', 'Not Sure']) {
      expect(
        problem(createColorResponseInput, { colorId: 'color-sage-garden', placement }),
      ).toBeNull();
    }
  });

  it.each([
    ['an unknown placement', { colorId: 'c1', placement: 'Roof Color' }],
    ['a lower-case placement', { colorId: 'c1', placement: 'main color' }],
    ['a missing colour', { placement: 'Main Color' }],
    ['another project', { colorId: 'c1', placement: 'Main Color', projectId: 'p2' }],
    ['a path as colour id', { colorId: 'colors/../x', placement: 'Main Color' }],
  ])('create refuses %s', (_label, input) => {
    expect(problem(createColorResponseInput, input)).not.toBeNull();
  });

  it('delete takes the response id only', () => {
    expect(problem(deleteColorResponseInput, { colorResponseId: 'r1' })).toBeNull();
    expect(problem(deleteColorResponseInput, { colorResponseId: '' })).not.toBeNull();
    expect(
      problem(deleteColorResponseInput, { colorResponseId: 'r1', force: true }),
    ).not.toBeNull();
  });
});

describe('profile inputs', () => {
  it('exteriorPaintDesired is a real boolean', () => {
    expect(problem(setExteriorPaintDesiredInput, { exteriorPaintDesired: false })).toBeNull();
    expect(problem(setExteriorPaintDesiredInput, { exteriorPaintDesired: 'yes' })).not.toBeNull();
    expect(problem(setExteriorPaintDesiredInput, {})).toBe('Please answer yes or no.');
  });

  it('typeform completion names one form id', () => {
    expect(problem(completeTypeformInput, { formId: 'AbC123xy' })).toBeNull();
    expect(problem(completeTypeformInput, { formId: 'a.b' })).not.toBeNull();
    expect(problem(completeTypeformInput, { formId: 'x', typeforms: { y: true } })).not.toBeNull();
  });
});

describe('style quiz completion input', () => {
  const answers = { style: 'Coastal', goals: ['Boost curb appeal'] };

  it('takes an embedded form id alone, or the native quiz id with its answers', () => {
    expect(problem(completeStyleQuizInput, { formId: 'AbC123xy' })).toBeNull();
    expect(
      problem(completeStyleQuizInput, { formId: NATIVE_STYLE_QUIZ_FORM_ID, answers }),
    ).toBeNull();
  });

  it.each<[string, unknown, string]>([
    [
      'the native quiz without answers',
      { formId: NATIVE_STYLE_QUIZ_FORM_ID },
      STYLE_QUIZ_ANSWERS_REQUIRED,
    ],
    [
      'answers for an embedded form',
      { formId: 'AbC123xy', answers },
      STYLE_QUIZ_ANSWERS_NOT_EXPECTED,
    ],
    [
      'a style not offered',
      { formId: NATIVE_STYLE_QUIZ_FORM_ID, answers: { ...answers, style: 'Gothic' } },
      STYLE_QUIZ_STYLE_REQUIRED,
    ],
  ])('refuses %s', (_label, input, message) => {
    expect(problem(completeStyleQuizInput, input)).toBe(message);
  });

  it('refuses null answers', () => {
    expect(
      problem(completeStyleQuizInput, { formId: NATIVE_STYLE_QUIZ_FORM_ID, answers: null }),
    ).not.toBeNull();
  });
});

describe('colour list input', () => {
  it('takes a page from 0 and an optional category', () => {
    expect(problem(listColorsInput, { page: 0 })).toBeNull();
    expect(problem(listColorsInput, { page: 3, category: 'Whites' })).toBeNull();
  });

  it.each([
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 0.5 }],
    ['a page as text', { page: '1' }],
    ['a page past the end', { page: MAX_COLOR_PAGE + 1 }],
    ['a huge category', { page: 0, category: 'x'.repeat(101) }],
    ['a project', { page: 0, projectId: 'p2' }],
  ])('refuses %s', (_label, input) => {
    expect(problem(listColorsInput, input)).not.toBeNull();
  });

  it('completing exterior design takes nothing', () => {
    expect(problem(completeExteriorDesignInput, {})).toBeNull();
    expect(problem(completeExteriorDesignInput, { currentStep: 'Goals' })).not.toBeNull();
  });
});
