import type { PackageKey } from '../catalog/catalog';
import type { OnboardStateDoc, StepStatus, YardName, YardStatus } from '../firestore/documents';
import { prioritiesStatusFor, prioritiesStatusOnOpen } from './completeness';
import { autoActivatedYard, yardScopeOf } from './packageRules';
import { CHOOSE_YARDS_PATH } from '../routes/paths';
import { freshYardStatus, HOUSE_YARDS, PRIMARY_YARDS, type YardSubStep } from './yards';

// The onboard state's transitions. Each is pure: it returns the new
// state and whether anything changed; an unchanged state is the same object, so a command can
// skip the write.

export interface StateChange {
  state: OnboardStateDoc;
  changed: boolean;
}

const unchanged = (state: OnboardStateDoc): StateChange => ({ state, changed: false });
const changedTo = (state: OnboardStateDoc): StateChange => ({ state, changed: true });

/**
 * Values of currentStep; a new state starts at "Yard". Decision: the exterior design step is stored
 * as "ExteriorDesign"; "Goals" and other names are legacy (v1) steps.
 */
export const ONBOARD_STEPS = {
  yard: 'Yard',
  budget: 'Budget',
  exteriorDesign: 'ExteriorDesign',
  goals: 'Goals',
} as const;

export interface NewOnboardStateFields {
  userId: string;
  projectId: string;
  now: Date;
}

/**
 * A new onboard state. The one-yard-of-choice package starts with only a front yard, selected
 * (decision: the one package type that starts with a yard chosen); every other package starts with
 * front, back, left and right inactive and no selected yard. Decision: a single-yard package (small
 * space) also gets its yard activated at once, so its overview is never empty.
 */
export function createOnboardState(
  key: PackageKey,
  fields: NewOnboardStateFields,
): OnboardStateDoc {
  const base = {
    userId: fields.userId,
    projectId: fields.projectId,
    createdAt: fields.now.toISOString(),
    priorities: {},
    informationVerified: false,
    currentStep: ONBOARD_STEPS.yard,
    budgetStepComplete: false,
    exteriorDesignStepComplete: false,
  };
  if (yardScopeOf(key) === 'front-or-back') {
    return {
      ...base,
      yardsStatusObj: { front: freshYardStatus() },
      inactiveYardsStatusObj: {},
      selectedYard: 'front',
    };
  }
  const state: OnboardStateDoc = {
    ...base,
    yardsStatusObj: {},
    inactiveYardsStatusObj: Object.fromEntries(
      HOUSE_YARDS.map((yard) => [yard, freshYardStatus()]),
    ),
    selectedYard: null,
  };
  const single = autoActivatedYard(key);
  return single ? activateYard(state, single).state : state;
}

function withoutYard<T>(map: Partial<Record<YardName, T>>, yard: YardName) {
  const { [yard]: _removed, ...rest } = map;
  return rest as Partial<Record<YardName, T>>;
}

/**
 * Moves a yard into the active map, keeping the status it had while inactive. Ignored when it is
 * already active. Decision: a yard in neither map starts fresh (NOT_STARTED).
 */
export function activateYard(state: OnboardStateDoc, yard: YardName): StateChange {
  if (state.yardsStatusObj[yard]) return unchanged(state);
  const status = state.inactiveYardsStatusObj[yard] ?? freshYardStatus();
  return changedTo({
    ...state,
    yardsStatusObj: { ...state.yardsStatusObj, [yard]: status },
    inactiveYardsStatusObj: withoutYard(state.inactiveYardsStatusObj, yard),
  });
}

/**
 * Moves a yard into the inactive map with its status. Ignored when it is not active.
 * Decision: removing the selected yard clears selectedYard.
 */
export function deactivateYard(state: OnboardStateDoc, yard: YardName): StateChange {
  const status = state.yardsStatusObj[yard];
  if (!status) return unchanged(state);
  return changedTo({
    ...state,
    yardsStatusObj: withoutYard(state.yardsStatusObj, yard),
    inactiveYardsStatusObj: { ...state.inactiveYardsStatusObj, [yard]: status },
    selectedYard: state.selectedYard === yard ? null : state.selectedYard,
  });
}

/**
 * Swapping trades front for back; each keeps its own status (and its photos).
 * Decision: it applies only when exactly one of them is active; the selected yard follows the swap.
 */
export function swapPrimaryYards(state: OnboardStateDoc): StateChange {
  const active = PRIMARY_YARDS.filter((yard) => state.yardsStatusObj[yard]);
  if (active.length !== 1) return unchanged(state);
  const from = active[0]!;
  const to: YardName = from === 'front' ? 'back' : 'front';
  const swapped = activateYard(deactivateYard(state, from).state, to).state;
  return changedTo({
    ...swapped,
    selectedYard: state.selectedYard === from ? to : state.selectedYard,
  });
}

function updateActiveYard(
  state: OnboardStateDoc,
  yard: YardName,
  patch: Partial<YardStatus>,
): StateChange {
  const current = state.yardsStatusObj[yard];
  if (!current) return unchanged(state);
  const keys = Object.keys(patch) as (keyof YardStatus)[];
  if (keys.every((key) => current[key] === patch[key])) return unchanged(state);
  return changedTo({
    ...state,
    yardsStatusObj: { ...state.yardsStatusObj, [yard]: { ...current, ...patch } },
  });
}

/**
 * Sets one sub-step status of a yard; skipped when unchanged.
 * Decision: only active yards have sub-steps to set; an inactive yard is left alone.
 */
export function setYardStepStatus(
  state: OnboardStateDoc,
  yard: YardName,
  step: YardSubStep,
  status: StepStatus,
): StateChange {
  return updateActiveYard(state, yard, { [step]: status });
}

/** Opening a yard's functions page marks its priorities INCOMPLETE. */
export function openPrioritiesPage(state: OnboardStateDoc, yard: YardName): StateChange {
  const current = state.yardsStatusObj[yard];
  if (!current) return unchanged(state);
  return setYardStepStatus(state, yard, 'priorities', prioritiesStatusOnOpen(current.priorities));
}

export function setYardSloped(
  state: OnboardStateDoc,
  yard: YardName,
  isSloped: boolean,
): StateChange {
  return updateActiveYard(state, yard, { isSloped });
}

/** Saves a yard's chosen functions (duplicates dropped) and the priorities status they give. */
export function setYardPriorities(
  state: OnboardStateDoc,
  yard: YardName,
  functions: readonly string[],
): StateChange {
  const current = state.yardsStatusObj[yard];
  if (!current) return unchanged(state);
  const chosen = [...new Set(functions)];
  const previous = state.priorities[yard];
  const sameList =
    previous !== undefined &&
    previous.length === chosen.length &&
    previous.every((value, index) => value === chosen[index]);
  const statusChange = setYardStepStatus(state, yard, 'priorities', prioritiesStatusFor(chosen));
  if (sameList && !statusChange.changed) return unchanged(state);
  return changedTo({ ...statusChange.state, priorities: { ...state.priorities, [yard]: chosen } });
}

/** Information verified can only be set to true. */
export function verifyInformation(state: OnboardStateDoc): StateChange {
  return state.informationVerified
    ? unchanged(state)
    : changedTo({ ...state, informationVerified: true });
}

/** The budget step complete flag defaults to true when set. */
export function setBudgetStepComplete(state: OnboardStateDoc, complete = true): StateChange {
  return state.budgetStepComplete === complete
    ? unchanged(state)
    : changedTo({ ...state, budgetStepComplete: complete });
}

/** The exterior design step complete flag defaults to true when set. */
export function setExteriorDesignStepComplete(
  state: OnboardStateDoc,
  complete = true,
): StateChange {
  return state.exteriorDesignStepComplete === complete
    ? unchanged(state)
    : changedTo({ ...state, exteriorDesignStepComplete: complete });
}

export function setCurrentStep(state: OnboardStateDoc, step: string): StateChange {
  return state.currentStep === step ? unchanged(state) : changedTo({ ...state, currentStep: step });
}

/**
 * Reset clears yard statuses and the selected yard, then the client goes to the
 * choose-yards route. Decision: the yards return to the inactive layout of a new state (front,
 * back, left, right, NOT_STARTED); chosen functions and other flags are kept.
 */
export function resetOnboarding(state: OnboardStateDoc): StateChange & { redirectTo: string } {
  return {
    state: {
      ...state,
      yardsStatusObj: {},
      inactiveYardsStatusObj: Object.fromEntries(
        HOUSE_YARDS.map((yard) => [yard, freshYardStatus()]),
      ),
      selectedYard: null,
    },
    changed: true,
    redirectTo: CHOOSE_YARDS_PATH,
  };
}
