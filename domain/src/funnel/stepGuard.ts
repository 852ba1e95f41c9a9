import type { ContactInformation } from '../firestore/documents';
import { isQuizStepKey, QUIZ_QUESTIONS, type QuizStepKey } from './quiz';
import { answersFor, quizAnswerError, type QuizAnswer } from './quizAnswers';
import type { FunnelStepKey } from './steps';
import { stepsOf, type VersionId } from './versions';

/**
 * Guarded steps: a page opened by link (or a saved step) that needs something the visitor has not
 * given yet sends them to where they give it. The found property needs an address; a quiz page
 * needs the required answers of the pages before it; the recommendation needs every required
 * answer of the version, since it is based on them.
 */

/** What the guards read from the design profile. */
export interface FunnelProgress {
  contactInformation: Pick<ContactInformation, 'street' | 'city' | 'state' | 'zip'>;
  questions: readonly QuizAnswer[];
}

/** The pages that show the visitor's property and so need its address. */
const ADDRESS_PAGES: readonly FunnelStepKey[] = ['location-loading', 'location-found'];

/** The step that asks for the address, in every version that shows the property. */
export const ADDRESS_STEP: FunnelStepKey = 'home-address';

/** An address the address step would accept: street, city, state and zip all given. */
export function hasPropertyAddress(contact: FunnelProgress['contactInformation']): boolean {
  return [contact.street, contact.city, contact.state, contact.zip].every(
    (part) => typeof part === 'string' && part.trim() !== '',
  );
}

function isAnswered(key: QuizStepKey, questions: readonly QuizAnswer[]): boolean {
  return quizAnswerError(QUIZ_QUESTIONS[key], answersFor(questions, key)) === null;
}

/** The version's first required quiz page before `step` without a usable answer; null if none. */
export function firstUnansweredRequiredStep(
  versionId: VersionId,
  step: FunnelStepKey,
  questions: readonly QuizAnswer[],
): QuizStepKey | null {
  const steps = stepsOf(versionId);
  const before = steps.slice(0, Math.max(steps.indexOf(step), 0));
  const missing = before.find(
    (candidate): candidate is QuizStepKey =>
      isQuizStepKey(candidate) &&
      QUIZ_QUESTIONS[candidate].required &&
      !isAnswered(candidate, questions),
  );
  return missing ?? null;
}

/**
 * Where a visitor opening `step` must go instead; null when the step may show. Only the found
 * property, the quiz pages and the recommendation are guarded.
 */
export function guardedStepRedirect(
  versionId: VersionId,
  step: FunnelStepKey,
  progress: FunnelProgress,
): FunnelStepKey | null {
  if (ADDRESS_PAGES.includes(step)) {
    const asksAddress = stepsOf(versionId).includes(ADDRESS_STEP);
    return asksAddress && !hasPropertyAddress(progress.contactInformation) ? ADDRESS_STEP : null;
  }
  if (isQuizStepKey(step) || step === 'recommended-package') {
    return firstUnansweredRequiredStep(versionId, step, progress.questions);
  }
  return null;
}
