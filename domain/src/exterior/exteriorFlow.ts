import {
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PATH,
  EXTERIOR_PAINT_PICKER_PATH,
} from '../routes/paths';
import type { PackageKey } from '../catalog/catalog';
import { LATER_STEP_CURRENT_STEPS, laterStepPath, laterStepsFor } from '../laterSteps/steps';
import type { PackageStepOptions } from '../onboarding/packageSteps';

// How the exterior design pages move on.

export type PaintAnswer = 'yes' | 'no';

/** Yes: exteriorPaintDesired true, on to the picker. No: false, on to inspiration. */
export function paintAnswerOutcome(answer: PaintAnswer): {
  profileUpdate: { exteriorPaintDesired: boolean };
  navigateTo: string;
} {
  return answer === 'yes'
    ? { profileUpdate: { exteriorPaintDesired: true }, navigateTo: EXTERIOR_PAINT_PICKER_PATH }
    : { profileUpdate: { exteriorPaintDesired: false }, navigateTo: EXTERIOR_INSPIRATION_PATH };
}

/** After the quiz completes, the paint question opens this long later. */
export const QUIZ_TRANSITION_DELAY_MS = 200;

/** Completing the quiz marks its form id true in the profile's typeforms, then goes to paint. */
export function quizCompletionOutcome(
  typeforms: Readonly<Record<string, boolean>> | undefined,
  formId: string,
): { profileUpdate: { typeforms: Record<string, boolean> }; navigateTo: string; delayMs: number } {
  return {
    profileUpdate: { typeforms: { ...typeforms, [formId]: true } },
    navigateTo: EXTERIOR_PAINT_PATH,
    delayMs: QUIZ_TRANSITION_DELAY_MS,
  };
}

/** The embedded quiz form's hidden fields. */
export function quizHiddenFields(
  userId: string,
  profileId: string,
): { userid: string; profileid: string } {
  return { userid: userId, profileid: profileId };
}

/**
 * Saving inspiration completes the exterior design step and opens the package's first later step:
 * Installation Details for Uber Premium, My Goals for the others.
 */
export function inspirationSavedOutcome(packageKey: PackageKey, options: PackageStepOptions = {}) {
  const next = laterStepsFor(packageKey, options)[0] ?? 'goals';
  return {
    onboardStateUpdate: {
      exteriorDesignStepComplete: true,
      currentStep: LATER_STEP_CURRENT_STEPS[next],
    },
    navigateTo: laterStepPath(next),
  };
}
