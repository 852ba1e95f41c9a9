import { ValidationError } from 'yup';
import { styleQuizAnswersSchema } from '@yardwise/domain/exterior/styleQuiz';

export interface QuizAnswerErrors {
  style: string | null;
  goals: string | null;
}

/** What is missing from the quiz's answers, by the schema the server checks them with. */
export function quizAnswerErrors(answers: { style: string; goals: readonly string[] }) {
  const errors: QuizAnswerErrors = { style: null, goals: null };
  try {
    styleQuizAnswersSchema.validateSync(answers, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path?.startsWith('goals') ? 'goals' : 'style';
      errors[field] ??= inner.message;
    }
  }
  return errors;
}
