import type { AnswersOf, LaterStepAnswersDoc } from '@yardwise/domain/laterSteps/answers';
import { answersOfStep } from '@yardwise/domain/laterSteps/answers';
import { useLiveQuery } from '@web/data/liveReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';

export interface SavedAnswers<S extends LaterStepAnswersDoc['step']> {
  status: 'loading' | 'success' | 'error';
  /** The step's saved answers; null when nothing is saved (or they could not be read). */
  answers: AnswersOf<S> | null;
}

/**
 * One step's saved answers, read live: every step reads the same query (the project's answers,
 * one document per step) and picks its own.
 */
export function useLaterStepAnswers<S extends LaterStepAnswersDoc['step']>(
  step: S,
): SavedAnswers<S> {
  const { uid, state } = useOnboard();
  const docs = useLiveQuery('laterStepAnswers', [
    { field: 'userId', value: uid },
    { field: 'projectId', value: state.projectId },
  ]);
  return { status: docs.status, answers: answersOfStep(docs.data, step) };
}
