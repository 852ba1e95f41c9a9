import { array, object, string } from 'yup';
import { FORM_FIELD_UNEXPECTED } from '../forms/messages';

// The native style quiz on the exterior design intro page. Decision: the quiz is ours rather than an embedded form; it completes like
// one, under its own form id in the profile's typeforms, and its answers are kept on the profile.

/** The form id the native quiz completes under in the profile's typeforms. */
export const NATIVE_STYLE_QUIZ_FORM_ID = 'native-style-quiz';

export const STYLE_QUIZ_STYLE_QUESTION = 'Which exterior style do you like most?';
export const STYLE_QUIZ_GOALS_QUESTION = "What are your goals for your home's exterior?";

/** Question 1: one of these. */
export const STYLE_QUIZ_STYLES = [
  'Modern',
  'Farmhouse',
  'Traditional',
  'Craftsman',
  'Mediterranean',
  'Coastal',
] as const;
export type StyleQuizStyle = (typeof STYLE_QUIZ_STYLES)[number];

/** Question 2: any of these, at least one. */
export const STYLE_QUIZ_GOALS = [
  'Boost curb appeal',
  'Refresh the paint colours',
  'Update doors and windows',
  'Make it feel more modern',
  'Get ready to sell',
] as const;
export type StyleQuizGoal = (typeof STYLE_QUIZ_GOALS)[number];

// Decision (our own wording) for these checks.
export const STYLE_QUIZ_STYLE_REQUIRED = 'Please choose the exterior style you like most.';
export const STYLE_QUIZ_GOALS_REQUIRED = 'Please choose at least one goal.';
export const STYLE_QUIZ_GOALS_REPEATED = 'Please choose each goal once.';
export const STYLE_QUIZ_ANSWERS_REQUIRED = 'Please answer both questions of the style quiz.';
export const STYLE_QUIZ_ANSWERS_NOT_EXPECTED = 'Only the style quiz sends answers.';

export interface StyleQuizAnswers {
  style: StyleQuizStyle;
  goals: StyleQuizGoal[];
}

/** The quiz's answers, checked strictly: a listed style and 1..all distinct listed goals. */
export const styleQuizAnswersSchema = object({
  style: string<StyleQuizStyle>()
    .typeError(STYLE_QUIZ_STYLE_REQUIRED)
    .required(STYLE_QUIZ_STYLE_REQUIRED)
    .oneOf([...STYLE_QUIZ_STYLES], STYLE_QUIZ_STYLE_REQUIRED),
  goals: array(
    string<StyleQuizGoal>()
      .typeError(STYLE_QUIZ_GOALS_REQUIRED)
      .required(STYLE_QUIZ_GOALS_REQUIRED)
      .oneOf([...STYLE_QUIZ_GOALS], STYLE_QUIZ_GOALS_REQUIRED),
  )
    .typeError(STYLE_QUIZ_GOALS_REQUIRED)
    .required(STYLE_QUIZ_GOALS_REQUIRED)
    .min(1, STYLE_QUIZ_GOALS_REQUIRED)
    .max(STYLE_QUIZ_GOALS.length, STYLE_QUIZ_GOALS_REPEATED)
    .test('unique-goals', STYLE_QUIZ_GOALS_REPEATED, (goals) =>
      goals ? new Set(goals).size === goals.length : true,
    ),
})
  // The quiz's words, as the quiz page shows this schema's messages.
  .noUnknown(FORM_FIELD_UNEXPECTED)
  .strict();

export function isNativeStyleQuiz(formId: string): boolean {
  return formId === NATIVE_STYLE_QUIZ_FORM_ID;
}

/**
 * What completing a quiz sends that does not fit its form: the native quiz needs its answers, an
 * embedded form (whose answers stay with the form) sends none. null when it fits.
 */
export function styleQuizAnswersError(formId: string, hasAnswers: boolean): string | null {
  if (isNativeStyleQuiz(formId)) return hasAnswers ? null : STYLE_QUIZ_ANSWERS_REQUIRED;
  return hasAnswers ? STYLE_QUIZ_ANSWERS_NOT_EXPECTED : null;
}
