import type { GoalsAnswers } from './goals';
import type { InspirationAnswers } from './inspiration';
import type { InstallationAnswers } from './installation';
import type { LaterStepKey } from './keys';
import type { PlansAnswers } from './plans';
import type { PlantsAnswers } from './plants';
import type { PreferencesAnswers } from './preferences';

// Where the later steps' answers are stored: one document per project and step in the
// laterStepAnswers collection, id `${projectId}-${step}`, written only by the steps' commands and
// read live by their owner with one query (userId, projectId) that returns every step's answers.

interface StepAnswersDoc<S extends LaterStepKey, A> {
  userId: string;
  projectId: string;
  step: S;
  answers: A;
  /** When the answers were last saved (ISO). */
  updatedAt: string;
}

export type GoalsAnswersDoc = StepAnswersDoc<'goals', GoalsAnswers>;
export type PreferencesAnswersDoc = StepAnswersDoc<'preferences', PreferencesAnswers>;
export type InspirationAnswersDoc = StepAnswersDoc<'inspiration', InspirationAnswers>;
export type PlansAnswersDoc = StepAnswersDoc<'plans', PlansAnswers>;
export type PlantsAnswersDoc = StepAnswersDoc<'plants', PlantsAnswers>;
export type InstallationAnswersDoc = StepAnswersDoc<'installation-details', InstallationAnswers>;

/** One member per step with a screen; a new step adds its own. */
export type LaterStepAnswersDoc =
  | GoalsAnswersDoc
  | PreferencesAnswersDoc
  | InspirationAnswersDoc
  | PlansAnswersDoc
  | PlantsAnswersDoc
  | InstallationAnswersDoc;

/** The answers of `step` among the project's documents, if saved. */
export type AnswersOf<S extends LaterStepKey> = Extract<
  LaterStepAnswersDoc,
  { step: S }
>['answers'];

export function laterStepAnswersId(projectId: string, step: LaterStepKey): string {
  return `${projectId}-${step}`;
}

/** The saved answers of one step, from the documents the owner's query returned. */
export function answersOfStep<S extends LaterStepAnswersDoc['step']>(
  docs: readonly LaterStepAnswersDoc[] | null | undefined,
  step: S,
): AnswersOf<S> | null {
  const doc = docs?.find((candidate) => candidate.step === step);
  return (doc?.answers ?? null) as AnswersOf<S> | null;
}
