import type { PackageKey } from '../catalog/catalog';
import { fillCopy } from '../copy/fillCopy';
import {
  INSTALLATION_PLANS_TOOLTIP,
  LOGOUT,
  NEXT_STEP_BUTTON,
  SIDEBAR_DESIGN_ELEMENTS,
  SIDEBAR_HELP,
  SIDEBAR_LABELS,
  TOP_BAR_STEP,
  TOP_BAR_YARD_TITLE,
} from './messages';
import { resolveCurrentStepPath } from './navigation';
import {
  visibleSidebarSteps,
  wishListIsDesignElements,
  type PackageStepOptions,
  type SidebarStepKey,
} from './packageSteps';
import {
  BUDGET_PATH,
  CHOOSE_YARDS_PATH,
  EXTERIOR_DESIGN_PATH,
  isUnderPath,
  MY_YARD_PATH,
  trimTrailingSlashes,
} from '../routes/paths';
import { isLaterStepKey, type LaterStepKey } from '../laterSteps/keys';
import { laterStepStatusLabel, type LaterStepStatus } from '../laterSteps/status';
import { laterStepOfCurrentStep, laterStepPath, LATER_STEP_PATHS } from '../laterSteps/steps';

// The onboarding shell: sidebar items per package, the access-flag rule, the top bar's "step x of
// n" and the Reset link.

/** Each sidebar step's pages; the steps after Exterior Design each have one under /onboard. */
export const SIDEBAR_STEP_PATHS: Record<SidebarStepKey, string> = {
  'my-yard': MY_YARD_PATH,
  'wish-list': BUDGET_PATH,
  'exterior-design': EXTERIOR_DESIGN_PATH,
  ...LATER_STEP_PATHS,
};

/** Where a link to a sidebar step leads; a later step without its page yet leads to My Yard. */
function sidebarStepLink(key: SidebarStepKey): string {
  return isLaterStepKey(key) ? laterStepPath(key) : SIDEBAR_STEP_PATHS[key];
}

/** With the access flag on, only these stay open until installation plans are in. */
const OPEN_BEFORE_INSTALLATION_PLANS: readonly SidebarStepKey[] = ['my-yard', 'wish-list'];

export interface SidebarContext extends PackageStepOptions {
  packageKey: PackageKey;
  accessFlag: boolean;
  installationPlansSubmitted: boolean;
  pathname: string;
  currentStep?: string | null;
  /** The later steps' statuses (laterStepStatuses); a step left out is to do. */
  laterStepStatuses?: Partial<Record<LaterStepKey, LaterStepStatus>>;
}

export interface SidebarStepItem {
  kind: 'step';
  key: SidebarStepKey;
  label: string;
  path: string;
  active: boolean;
  disabled: boolean;
  tooltip: string | null;
  /** A later step's status; null for the steps before them. */
  status: LaterStepStatus | null;
  /** What the item says under its label: a later step's status. */
  note: string | null;
}

export interface SidebarActionItem {
  kind: 'action';
  key: 'help' | 'logout';
  label: string;
}

export type SidebarItem = SidebarStepItem | SidebarActionItem;

export function sidebarStepLabel(key: SidebarStepKey, packageKey: PackageKey): string {
  if (key === 'wish-list' && wishListIsDesignElements(packageKey)) return SIDEBAR_DESIGN_ELEMENTS;
  return SIDEBAR_LABELS[key];
}

function sidebarStepAt(path: string): SidebarStepKey | undefined {
  return (Object.keys(SIDEBAR_STEP_PATHS) as SidebarStepKey[]).find((key) =>
    isUnderPath(path, SIDEBAR_STEP_PATHS[key]),
  );
}

/** The sidebar step an onboard state's currentStep names; decision: an unknown one is My Yard. */
export function sidebarStepOfCurrentStep(currentStep: string | null | undefined): SidebarStepKey {
  return (
    laterStepOfCurrentStep(currentStep) ??
    sidebarStepAt(resolveCurrentStepPath(currentStep)) ??
    'my-yard'
  );
}

/**
 * The sidebar step a page belongs to: by its path, else (decision) by the state's currentStep,
 * else My Yard. The choose-yards and review pages belong to My Yard.
 */
export function activeSidebarStep(pathname: string, currentStep?: string | null): SidebarStepKey {
  const path = trimTrailingSlashes(pathname);
  if (isUnderPath(path, CHOOSE_YARDS_PATH)) return 'my-yard';
  return sidebarStepAt(path) ?? sidebarStepOfCurrentStep(currentStep);
}

/**
 * The sidebar for a package: its visible steps, then Help and Logout. With the access flag on,
 * steps other than My Yard and Wish List are disabled with the tooltip until installation plans
 * are submitted. Decision: Help and Logout are never disabled.
 */
export function sidebarItems(context: SidebarContext): SidebarItem[] {
  const active = activeSidebarStep(context.pathname, context.currentStep);
  const locked = context.accessFlag && !context.installationPlansSubmitted;
  const steps = visibleSidebarSteps(context.packageKey, context).map((key): SidebarStepItem => {
    const disabled = locked && !OPEN_BEFORE_INSTALLATION_PLANS.includes(key);
    const later = isLaterStepKey(key) ? key : null;
    const status = later ? (context.laterStepStatuses?.[later] ?? 'to-do') : null;
    return {
      kind: 'step',
      key,
      label: sidebarStepLabel(key, context.packageKey),
      path: SIDEBAR_STEP_PATHS[key],
      active: key === active,
      disabled,
      tooltip: disabled ? INSTALLATION_PLANS_TOOLTIP : null,
      status,
      note: status ? laterStepStatusLabel(status) : null,
    };
  });
  return [
    ...steps,
    { kind: 'action', key: 'help', label: SIDEBAR_HELP },
    { kind: 'action', key: 'logout', label: LOGOUT },
  ];
}

export interface TopBarProgress {
  step: number;
  total: number;
  label: string;
  /** For the progress bar, 0-100. */
  percent: number;
}

/**
 * The top bar's "step x of n". Decision: n counts the package's visible sidebar
 * steps (not Help or Logout); x is the position of the step the page belongs to.
 */
export function topBarProgress(
  packageKey: PackageKey,
  pathname: string,
  options: PackageStepOptions & { currentStep?: string | null } = {},
): TopBarProgress {
  const steps = visibleSidebarSteps(packageKey, options);
  const index = steps.indexOf(activeSidebarStep(pathname, options.currentStep));
  const step = index < 0 ? 1 : index + 1;
  const total = steps.length;
  return {
    step,
    total,
    label: fillCopy(TOP_BAR_STEP, { step, total }),
    percent: Math.round((step / total) * 100),
  };
}

/** The customer's first name followed by 's Yard. Decision: without one, My Yard. */
export function topBarYardTitle(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim();
  return name ? fillCopy(TOP_BAR_YARD_TITLE, { firstName: name }) : SIDEBAR_LABELS['my-yard'];
}

/**
 * The My Yard NEXT STEP button: "NEXT STEP: WISH LIST" (required) for packages with the wish list;
 * decision: otherwise it names and opens the next visible step.
 */
export function myYardNextStep(
  packageKey: PackageKey,
  options: PackageStepOptions = {},
): { label: string; path: string } {
  const steps = visibleSidebarSteps(packageKey, options);
  const next = steps[steps.indexOf('my-yard') + 1] ?? 'my-yard';
  return {
    label: fillCopy(NEXT_STEP_BUTTON, { step: sidebarStepLabel(next, packageKey).toUpperCase() }),
    path: sidebarStepLink(next),
  };
}

const TEST_HOST_WORDS = new Set([
  'localhost',
  'test',
  'dev',
  'staging',
  'dogfood',
  'preview',
  'demo',
]);

/**
 * The Reset link shows only on a non-production test host. Decision: a test host
 * is a loopback address, or a host whose name (the top-level domain aside) has a word test, dev,
 * staging, dogfood, preview, demo or localhost, or a Firebase preview channel ("--" in its name).
 */
export function showsResetLink(hostname: string): boolean {
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost') return true;
  const labels = host.split('.');
  const name = labels.length > 1 ? labels.slice(0, -1) : labels;
  if (name[0]?.includes('--')) return true;
  return name.some((label) => label.split('-').some((word) => TEST_HOST_WORDS.has(word)));
}
