import { QUIZ_COMPLETION_STEP_COUNT, QUIZ_STEP_KEYS, isQuizStepKey } from './quiz';
import {
  STEP_DEFINITIONS,
  stepCopy,
  stepProgressPage,
  type ProgressPage,
  type StepCopy,
  type StepPlacement,
} from './stepDefinitions';
import type { FunnelStepKey } from './steps';

/** Design experience versions v1-v12. */
export const VERSION_IDS = [
  'v1',
  'v2',
  'v3',
  'v4',
  'v5',
  'v6',
  'v7',
  'v8',
  'v9',
  'v10',
  'v11',
  'v12',
] as const;
export type VersionId = (typeof VERSION_IDS)[number];

export function isVersionId(value: unknown): value is VersionId {
  return typeof value === 'string' && (VERSION_IDS as readonly string[]).includes(value);
}

/** The project's experienceVersion number for a version id: v10 is 10. */
export function experienceVersionNumber(versionId: VersionId): number {
  return Number(versionId.slice(1));
}

const ADDRESS: FunnelStepKey[] = ['home-address', 'location-loading', 'location-found'];
const FULL_QUIZ: FunnelStepKey[] = [...QUIZ_STEP_KEYS];
// Decision: the short quiz keeps the three required pages and the budget, for quicker versions.
const SHORT_QUIZ: FunnelStepKey[] = ['yard-selection', 'yard-size', 'wish-list', 'budget'];
const ACCOUNT_AND_PURCHASE: FunnelStepKey[] = ['create-account', 'purchase', 'payment-confirmed'];

/**
 * Which version id has which ordering (the mapping is a decision of ours). Only v1 and v2 go past
 * the recommendation. v10 is the default for new visitors; v12 is for visitors whose email the
 * quiz-email cookie already carries, so it skips contact-info; v1-v5 can be forced by the test
 * cookie (see versionChoice.ts). Decision: v6-v9 and v11 are not chosen for new visitors; they
 * stay so design profiles saved under them still navigate.
 */
export const VERSION_ORDERINGS: Readonly<Record<VersionId, readonly FunnelStepKey[]>> = {
  v1: [
    'find-your-package',
    'contact-info',
    ...ADDRESS,
    ...FULL_QUIZ,
    'recommended-package',
    ...ACCOUNT_AND_PURCHASE,
  ],
  v2: [
    'find-your-package',
    ...ADDRESS,
    ...FULL_QUIZ,
    'contact-info',
    'recommended-package',
    ...ACCOUNT_AND_PURCHASE,
  ],
  v3: ['find-your-package', 'contact-info', ...ADDRESS, ...FULL_QUIZ, 'recommended-package'],
  v4: [...ADDRESS, ...FULL_QUIZ, 'contact-info', 'recommended-package'],
  v5: [...ADDRESS, 'typeform', 'contact-info', 'recommended-package'],
  v6: ['find-your-package', ...ADDRESS, 'typeform', 'contact-info', 'recommended-package'],
  v7: ['typeform', 'contact-info', 'recommended-package'],
  v8: ['find-your-package', ...ADDRESS, ...SHORT_QUIZ, 'contact-info', 'recommended-package'],
  v9: ['find-your-package', 'contact-info', ...ADDRESS, ...SHORT_QUIZ, 'recommended-package'],
  v10: ['find-your-package', ...ADDRESS, ...FULL_QUIZ, 'contact-info', 'recommended-package'],
  v11: [...ADDRESS, ...SHORT_QUIZ, 'contact-info', 'recommended-package'],
  v12: ['find-your-package', ...ADDRESS, ...FULL_QUIZ, 'recommended-package'],
};

export function stepsOf(versionId: VersionId): readonly FunnelStepKey[] {
  return VERSION_ORDERINGS[versionId];
}

export function firstStepOf(versionId: VersionId): FunnelStepKey {
  return VERSION_ORDERINGS[versionId][0]!;
}

/** A step that is not in the version leads to the version's first step. */
export function resolveStep(versionId: VersionId, step: string): FunnelStepKey {
  const steps = VERSION_ORDERINGS[versionId];
  return steps.find((candidate) => candidate === step) ?? firstStepOf(versionId);
}

/** The step after this one; null on the version's last step. */
export function nextStep(versionId: VersionId, step: string): FunnelStepKey | null {
  const steps = VERSION_ORDERINGS[versionId];
  const index = steps.indexOf(step as FunnelStepKey);
  if (index === -1) return firstStepOf(versionId);
  return steps[index + 1] ?? null;
}

/**
 * The step before this one; null on the version's first step. Decision: going back never lands on
 * the map loading page (it would move forward again at once); it returns to the address.
 */
export function previousStep(versionId: VersionId, step: string): FunnelStepKey | null {
  const steps = VERSION_ORDERINGS[versionId];
  const index = steps.indexOf(step as FunnelStepKey);
  if (index === -1) return firstStepOf(versionId);
  const previous = steps[index - 1] ?? null;
  return previous === 'location-loading' ? (steps[index - 2] ?? null) : previous;
}

/** "THAT'S NOT IT" on the found property returns to the address. */
export const NOT_MY_PROPERTY_STEP: FunnelStepKey = 'home-address';

function isQuizLike(step: FunnelStepKey): boolean {
  return isQuizStepKey(step) || step === 'typeform';
}

/** Where a step sits in the version (what precedes it); a step not in the version: its first step. */
export function placementOf(versionId: VersionId, step: string): StepPlacement {
  const steps = VERSION_ORDERINGS[versionId];
  const index = steps.indexOf(resolveStep(versionId, step));
  return {
    previous: steps[index - 1] ?? null,
    afterQuiz: steps.slice(0, index).some(isQuizLike),
  };
}

/** The title and buttons of a step in this version. */
export function copyAt(versionId: VersionId, step: string): StepCopy {
  return stepCopy(resolveStep(versionId, step), placementOf(versionId, step));
}

/** The header progress page (0-4) of a step in this version. */
export function progressPageAt(versionId: VersionId, step: string): ProgressPage {
  return stepProgressPage(resolveStep(versionId, step), placementOf(versionId, step));
}

/**
 * The completion number (1-8) of a step in this version: a quiz page's own number (1-7); the step
 * right after the last quiz page (post-quiz contact-info, or the recommendation) is 8, a full bar.
 * Decision: other steps, typeform included (it shows its own progress), have none.
 */
export function completionAt(versionId: VersionId, step: string): number | null {
  const key = resolveStep(versionId, step);
  const ownNumber = STEP_DEFINITIONS[key].completion;
  if (ownNumber !== null) return ownNumber;
  return placementOf(versionId, key).previous === 'budget' ? QUIZ_COMPLETION_STEP_COUNT : null;
}
