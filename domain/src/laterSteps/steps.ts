import type { PackageKey } from '../catalog/catalog';
import {
  showsSidebarStep,
  type PackageStepOptions,
  type SidebarStepKey,
} from '../onboarding/packageSteps';
import {
  GOALS_PATH,
  INSTALLATION_DETAILS_PATH,
  LANDSCAPE_INSPIRATION_PATH,
  MY_YARD_PATH,
  PLANS_PATH,
  PLANTS_PATH,
  PREFERENCES_PATH,
  START_PROJECT_PATH,
} from '../routes/paths';
import { LATER_STEP_KEYS, type LaterStepKey } from './keys';

// The later steps' order, package rules, routes and currentStep names: every later step is
// described here once, so a new step plugs in by its entries below and its screen.

// Every later step is also a sidebar step: a key missing there does not compile.
const _laterStepsAreSidebarSteps: readonly SidebarStepKey[] = LATER_STEP_KEYS;

/** Each step's own page under /onboard. */
export const LATER_STEP_PATHS: Record<LaterStepKey, string> = {
  'installation-details': INSTALLATION_DETAILS_PATH,
  goals: GOALS_PATH,
  inspiration: LANDSCAPE_INSPIRATION_PATH,
  plans: PLANS_PATH,
  preferences: PREFERENCES_PATH,
  plants: PLANTS_PATH,
  'start-project': START_PROJECT_PATH,
};

/** The onboard state's currentStep for each step ("Goals" is what the earlier steps already write). */
export const LATER_STEP_CURRENT_STEPS: Record<LaterStepKey, string> = {
  'installation-details': 'InstallationDetails',
  goals: 'Goals',
  inspiration: 'Inspiration',
  plans: 'Plans',
  preferences: 'Preferences',
  plants: 'Plants',
  'start-project': 'StartProject',
};

/** Steps the project cannot be submitted without; the optional ones complete with "I don't have any". */
export const REQUIRED_LATER_STEPS: readonly LaterStepKey[] = [
  'installation-details',
  'goals',
  'preferences',
];

/**
 * The later steps a package shows, in order (Installation Details for Uber Premium only, Plans &
 * Drawings where the package has it), by the same rules as the sidebar.
 */
export function laterStepsFor(
  packageKey: PackageKey,
  options: PackageStepOptions = {},
): LaterStepKey[] {
  return LATER_STEP_KEYS.filter((step) => showsSidebarStep(packageKey, step, options));
}

/** Where a link to a step leads: its own page. */
export function laterStepPath(step: LaterStepKey): string {
  return LATER_STEP_PATHS[step];
}

/** The step after `step` in the package's order; null after the last. */
export function nextLaterStep(
  step: LaterStepKey,
  packageKey: PackageKey,
  options: PackageStepOptions = {},
): LaterStepKey | null {
  const steps = laterStepsFor(packageKey, options);
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index + 1] ?? null);
}

/** Where "Save and continue" on a step goes: the next step's page, or My Yard after the last. */
export function nextLaterStepPath(
  step: LaterStepKey,
  packageKey: PackageKey,
  options: PackageStepOptions = {},
): string {
  const next = nextLaterStep(step, packageKey, options);
  return next ? laterStepPath(next) : MY_YARD_PATH;
}

/** "Start My Project", "start-project" and "StartProject" all read as "startproject". */
function stepWord(step: string): string {
  return step.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The later step a currentStep value names, by its currentStep name or its key; else null. */
export function laterStepOfCurrentStep(
  currentStep: string | null | undefined,
): LaterStepKey | null {
  const word = stepWord(currentStep ?? '');
  if (word === '') return null;
  return (
    LATER_STEP_KEYS.find(
      (step) => stepWord(step) === word || stepWord(LATER_STEP_CURRENT_STEPS[step]) === word,
    ) ?? null
  );
}
