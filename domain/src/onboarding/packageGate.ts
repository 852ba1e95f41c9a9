import type { PackageKey } from '../catalog/catalog';
import { isUnderPath, MY_YARD_PATH, trimTrailingSlashes } from '../routes/paths';
import { resolveCurrentStepPath } from './navigation';
import {
  showsSidebarStep,
  SIDEBAR_STEP_KEYS,
  type PackageStepOptions,
  type SidebarStepKey,
} from './packageSteps';
import { SIDEBAR_STEP_PATHS } from './sidebar';

// A step the package leaves out stays out when its address is typed: the client is sent on to a
// step of theirs instead of seeing a page they did not buy.

function sidebarStepOfPath(pathname: string): SidebarStepKey | undefined {
  const path = trimTrailingSlashes(pathname);
  return SIDEBAR_STEP_KEYS.find((key) => isUnderPath(path, SIDEBAR_STEP_PATHS[key]));
}

export interface PackageGateContext extends PackageStepOptions {
  packageKey: PackageKey;
  currentStep?: string | null;
}

/**
 * Where a client goes instead of this page when their package does not include its step (a Full
 * Yard client at /onboard/exterior-design, say): their current step when the package has it, else
 * My Yard, which every package has. Null when the page is theirs.
 */
export function packageStepRedirect(pathname: string, context: PackageGateContext): string | null {
  const step = sidebarStepOfPath(pathname);
  if (!step || showsSidebarStep(context.packageKey, step, context)) return null;
  const current = sidebarStepOfPath(resolveCurrentStepPath(context.currentStep));
  const landsOnCurrent =
    current !== undefined &&
    current !== step &&
    showsSidebarStep(context.packageKey, current, context);
  return landsOnCurrent ? SIDEBAR_STEP_PATHS[current] : MY_YARD_PATH;
}
