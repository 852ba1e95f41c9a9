import { fillCopy } from '../copy/fillCopy';
import { QUIZ_ERRORS } from './messages';
import type { QuizQuestion } from './quiz';

/** A stored quiz answer (an entry of the design profile's questions list). */
export interface QuizAnswer {
  key: string;
  answers: string[];
}

/**
 * What the answers may look like whatever the page state: only the question's options, each once;
 * at most one for single select and dropdown; an exclusive option alone. Saving a partly filled
 * profile uses this (the profile is saved page by page).
 */
export function quizAnswerShapeError(
  question: QuizQuestion,
  answers: readonly string[],
): string | null {
  if (answers.some((answer) => !question.options.includes(answer))) {
    return QUIZ_ERRORS.unknownOption;
  }
  if (new Set(answers).size !== answers.length) return QUIZ_ERRORS.duplicateOption;
  if (question.kind !== 'multi-select' && answers.length > 1) return QUIZ_ERRORS.chooseAtMostOne;
  const exclusive = question.exclusiveOptions.find((option) => answers.includes(option));
  if (exclusive !== undefined && answers.length > 1) {
    return fillCopy(QUIZ_ERRORS.exclusiveOption, { option: exclusive });
  }
  return null;
}

/**
 * Whether a quiz page may continue. Single select and dropdown take exactly one of the
 * options, multi-select a subset; a required page needs an answer, an optional page may be empty.
 */
export function quizAnswerError(question: QuizQuestion, answers: readonly string[]): string | null {
  const shapeError = quizAnswerShapeError(question, answers);
  if (shapeError) return shapeError;
  if (question.required && answers.length === 0) {
    return question.kind === 'multi-select' ? QUIZ_ERRORS.chooseAtLeastOne : QUIZ_ERRORS.chooseOne;
  }
  return null;
}

/**
 * The answers after a click on one option: single select and dropdown replace the choice;
 * multi-select toggles it, and an exclusive option clears the others (and is cleared by them).
 */
export function toggleQuizOption(
  question: QuizQuestion,
  current: readonly string[],
  option: string,
): string[] {
  if (!question.options.includes(option)) return [...current];
  if (question.kind !== 'multi-select') return [option];
  if (current.includes(option)) return current.filter((answer) => answer !== option);
  if (question.exclusiveOptions.includes(option)) return [option];
  const withoutExclusive = current.filter((answer) => !question.exclusiveOptions.includes(answer));
  // Keep the display order so stored answers read the same way the page shows them.
  return question.options.filter(
    (candidate) => candidate === option || withoutExclusive.includes(candidate),
  );
}

/** The answers to one question in a stored list; none when the question was not answered. */
export function answersFor(questions: readonly QuizAnswer[], key: string): string[] {
  return questions.find((entry) => entry.key === key)?.answers ?? [];
}
