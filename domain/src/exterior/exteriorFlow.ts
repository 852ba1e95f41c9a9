import {
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PATH,
  EXTERIOR_PAINT_PICKER_PATH,
  GOALS_PATH,
} from '../routes/paths';

// How the exterior design pages move on (onboarding §4 "Exterior design").

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

/** Saving inspiration completes the exterior design step and opens My Goals. */
export const INSPIRATION_SAVED_OUTCOME = {
  onboardStateUpdate: { exteriorDesignStepComplete: true, currentStep: 'Goals' },
  navigateTo: GOALS_PATH,
} as const;
