import type { PackageKey } from '../catalog/catalog';
import type { OnboardStateDoc } from '../firestore/documents';
import type { StateChange } from '../onboarding/onboardState';
import { visibleSidebarSteps, type PackageStepOptions } from '../onboarding/packageSteps';
import { sidebarStepOfCurrentStep } from '../onboarding/sidebar';
import type { LaterStepKey, SavedLaterStepStatus } from './keys';
import { LATER_STEP_CURRENT_STEPS, nextLaterStep } from './steps';

// What saving a later step does to the onboard state, in the same write as the answers.

/**
 * Records the step's status and moves the current step on: to the next step once this one is
 * complete, else to this one. Decision: the current step only moves forward, so editing an
 * earlier step later does not send the resolver back to it.
 */
export function withLaterStepSaved(
  state: OnboardStateDoc,
  step: LaterStepKey,
  status: SavedLaterStepStatus,
  packageKey: PackageKey,
  options: PackageStepOptions = {},
): StateChange {
  const order = visibleSidebarSteps(packageKey, options);
  const target = status === 'complete' ? (nextLaterStep(step, packageKey, options) ?? step) : step;
  const moveOn = order.indexOf(sidebarStepOfCurrentStep(state.currentStep)) < order.indexOf(target);
  const currentStep = moveOn ? LATER_STEP_CURRENT_STEPS[target] : state.currentStep;
  if (state.laterSteps?.[step] === status && currentStep === state.currentStep) {
    return { state, changed: false };
  }
  return {
    state: { ...state, laterSteps: { ...state.laterSteps, [step]: status }, currentStep },
    changed: true,
  };
}
