import { describe, expect, it } from 'vitest';
import {
  NATIVE_STYLE_QUIZ_FORM_ID,
  STYLE_QUIZ_ANSWERS_NOT_EXPECTED,
  STYLE_QUIZ_ANSWERS_REQUIRED,
  STYLE_QUIZ_GOALS,
  STYLE_QUIZ_GOALS_QUESTION,
  STYLE_QUIZ_GOALS_REPEATED,
  STYLE_QUIZ_GOALS_REQUIRED,
  STYLE_QUIZ_STYLE_QUESTION,
  STYLE_QUIZ_STYLE_REQUIRED,
  STYLE_QUIZ_STYLES,
  styleQuizAnswersError,
  styleQuizAnswersSchema,
} from './styleQuiz';

const messageOf = (value: unknown) => {
  try {
    styleQuizAnswersSchema.validateSync(value, { strict: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the native style quiz', () => {
  it('asks for one style and any goals, in these words', () => {
    expect(NATIVE_STYLE_QUIZ_FORM_ID).toBe('native-style-quiz');
    expect(STYLE_QUIZ_STYLE_QUESTION).toBe('Which exterior style do you like most?');
    expect(STYLE_QUIZ_STYLES).toEqual([
      'Modern',
      'Farmhouse',
      'Traditional',
      'Craftsman',
      'Mediterranean',
      'Coastal',
    ]);
    expect(STYLE_QUIZ_GOALS_QUESTION).toBe("What are your goals for your home's exterior?");
    expect(STYLE_QUIZ_GOALS).toEqual([
      'Boost curb appeal',
      'Refresh the paint colours',
      'Update doors and windows',
      'Make it feel more modern',
      'Get ready to sell',
    ]);
  });

  it('accepts a listed style with one to all goals', () => {
    expect(messageOf({ style: 'Coastal', goals: ['Get ready to sell'] })).toBeNull();
    expect(messageOf({ style: 'Modern', goals: [...STYLE_QUIZ_GOALS] })).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['no style', { goals: ['Boost curb appeal'] }, STYLE_QUIZ_STYLE_REQUIRED],
    [
      'a style not listed',
      { style: 'Gothic', goals: ['Boost curb appeal'] },
      STYLE_QUIZ_STYLE_REQUIRED,
    ],
    ['no goals', { style: 'Modern', goals: [] }, STYLE_QUIZ_GOALS_REQUIRED],
    ['a goal not listed', { style: 'Modern', goals: ['Add a moat'] }, STYLE_QUIZ_GOALS_REQUIRED],
    [
      'a goal twice',
      { style: 'Modern', goals: ['Get ready to sell', 'Get ready to sell'] },
      STYLE_QUIZ_GOALS_REPEATED,
    ],
    [
      'another field',
      { style: 'Modern', goals: ['Get ready to sell'], score: 9 },
      "This page sent something we didn't ask for. Please reload the page and try again.",
    ],
  ])('refuses %s', (_, value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  it('needs answers for the native quiz and refuses them for an embedded form', () => {
    expect(styleQuizAnswersError(NATIVE_STYLE_QUIZ_FORM_ID, false)).toBe(
      STYLE_QUIZ_ANSWERS_REQUIRED,
    );
    expect(styleQuizAnswersError(NATIVE_STYLE_QUIZ_FORM_ID, true)).toBeNull();
    expect(styleQuizAnswersError('aBc123', true)).toBe(STYLE_QUIZ_ANSWERS_NOT_EXPECTED);
    expect(styleQuizAnswersError('aBc123', false)).toBeNull();
  });
});
