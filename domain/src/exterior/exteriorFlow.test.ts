import { describe, expect, it } from 'vitest';
import {
  inspirationSavedOutcome,
  QUIZ_TRANSITION_DELAY_MS,
  paintAnswerOutcome,
  quizCompletionOutcome,
  quizHiddenFields,
} from './exteriorFlow';

describe('paint question', () => {
  it('yes sets exteriorPaintDesired true and goes to the picker', () => {
    expect(paintAnswerOutcome('yes')).toEqual({
      profileUpdate: { exteriorPaintDesired: true },
      navigateTo: '/onboard/exterior-design/paint/picker',
    });
  });

  it('no sets it false and goes to inspiration', () => {
    expect(paintAnswerOutcome('no')).toEqual({
      profileUpdate: { exteriorPaintDesired: false },
      navigateTo: '/onboard/exterior-design/inspiration',
    });
  });
});

describe('style and goals quiz', () => {
  it('marks the form id true, keeps other forms, and goes to paint after 200 ms', () => {
    expect(QUIZ_TRANSITION_DELAY_MS).toBe(200);
    expect(quizCompletionOutcome({ older: false }, 'ext-quiz-1')).toEqual({
      profileUpdate: { typeforms: { older: false, 'ext-quiz-1': true } },
      navigateTo: '/onboard/exterior-design/paint',
      delayMs: 200,
    });
    expect(quizCompletionOutcome(undefined, 'f').profileUpdate.typeforms).toEqual({ f: true });
  });

  it('passes userid and profileid as hidden fields', () => {
    expect(quizHiddenFields('u1', 'p1')).toEqual({ userid: 'u1', profileid: 'p1' });
  });
});

describe('saving inspiration', () => {
  it('completes the exterior step, sets the current step to Goals and opens My Goals', () => {
    expect(inspirationSavedOutcome('whole-home')).toEqual({
      onboardStateUpdate: { exteriorDesignStepComplete: true, currentStep: 'Goals' },
      navigateTo: '/onboard/goals',
    });
    expect(inspirationSavedOutcome('full-yard', { exteriorUpgrade: true }).navigateTo).toBe(
      '/onboard/goals',
    );
  });

  it('opens Installation Details first for Uber Premium, the step that comes before My Goals', () => {
    expect(inspirationSavedOutcome('uber-premium')).toEqual({
      onboardStateUpdate: { exteriorDesignStepComplete: true, currentStep: 'InstallationDetails' },
      navigateTo: '/onboard/installation',
    });
  });
});
