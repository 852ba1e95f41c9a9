import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import type { DocStore } from '../../commands/docStore';
import type { OnboardStateDoc, YardName } from '../../firestore/documents';
import {
  activateYard as activate,
  deactivateYard as deactivate,
  openPrioritiesPage,
  resetOnboarding as reset,
  setBudgetStepComplete as budgetComplete,
  setCurrentStep as currentStep,
  setExteriorDesignStepComplete as exteriorComplete,
  setYardPriorities as priorities,
  setYardSloped as sloped,
  setYardStepStatus as stepStatus,
  swapPrimaryYards,
  verifyInformation as verify,
  type StateChange,
} from '../onboardState';
import {
  YARD_REMOVAL_REFUSED,
  SWAP_NOT_OFFERED,
  YARD_LOCKED,
  YARD_NOT_IN_PACKAGE,
} from '../messages';
import { offersYardSwap, yardActivationBlock, yardRemovalAllowed } from '../packageRules';
import {
  activateYardInput,
  deactivateYardInput,
  resetOnboardingInput,
  setBudgetStepCompleteInput,
  setCurrentStepInput,
  setExteriorDesignStepCompleteInput,
  setYardPrioritiesInput,
  setYardSlopedInput,
  setYardStepStatusInput,
  swapYardsInput,
  verifyInformationInput,
} from '../schemas';
import { PRIMARY_YARDS } from '../yards';
import {
  ownProjectMedia,
  readOwnOnboardState,
  requireActiveYard,
  saveChange,
  withMediaStatuses,
} from './ownOnboardState';

// The onboard state's commands (funnel §4, onboarding §4): each reads the caller's own state,
// applies the pure transition and writes only when something changed.

interface StateResult {
  state: OnboardStateDoc;
}

/**
 * A yard coming back into the active map takes its statuses from its media again: media deleted
 * while it was inactive changed nothing in its stored status (only active yards are recomputed).
 * A yard never started stays NOT_STARTED.
 */
async function withReturningYardStatuses(
  store: DocStore,
  uid: string,
  change: StateChange,
  yard: YardName | undefined,
): Promise<StateChange> {
  const status = yard && change.state.yardsStatusObj[yard];
  if (!yard || !change.changed || !status || status.upload === 'NOT_STARTED') return change;
  const media = await ownProjectMedia(store, uid, change.state.projectId);
  return { state: withMediaStatuses(change.state, yard, media).state, changed: true };
}

export const activateYard = defineCommand({
  name: 'activateYard',
  access: 'account',
  input: activateYardInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    const block = yardActivationBlock(own.packageKey, own.state, input.yard);
    if (block === 'not-allowed') throw new CommandError('failed-precondition', YARD_NOT_IN_PACKAGE);
    if (block === 'locked') throw new CommandError('failed-precondition', YARD_LOCKED);
    const change = activate(own.state, input.yard);
    const refreshed = await withReturningYardStatuses(store, caller.uid, change, input.yard);
    return { state: await saveChange(store, own, refreshed) };
  },
});

export const deactivateYard = defineCommand({
  name: 'deactivateYard',
  access: 'account',
  input: deactivateYardInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    if (!yardRemovalAllowed(own.packageKey, own.state, input.yard)) {
      throw new CommandError('failed-precondition', YARD_REMOVAL_REFUSED);
    }
    return { state: await saveChange(store, own, deactivate(own.state, input.yard)) };
  },
});

export const swapYards = defineCommand({
  name: 'swapYards',
  access: 'account',
  input: swapYardsInput,
  async run({ caller, store }): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    if (!offersYardSwap(own.packageKey)) {
      throw new CommandError('failed-precondition', SWAP_NOT_OFFERED);
    }
    const change = swapPrimaryYards(own.state);
    const returning = PRIMARY_YARDS.find(
      (yard) => change.state.yardsStatusObj[yard] && !own.state.yardsStatusObj[yard],
    );
    const refreshed = await withReturningYardStatuses(store, caller.uid, change, returning);
    return { state: await saveChange(store, own, refreshed) };
  },
});

/**
 * Upload and keepRemove are computed from the yard's media (the sent status is ignored; keepRemove
 * is computed because the client is leaving that page); priorities take the sent status, and
 * INCOMPLETE (opening the page) never undoes a COMPLETE.
 */
export const setYardStepStatus = defineCommand({
  name: 'setYardStepStatus',
  access: 'account',
  input: setYardStepStatusInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    requireActiveYard(own.state, input.yard);
    if (input.step === 'priorities') {
      const change =
        input.status === 'INCOMPLETE'
          ? openPrioritiesPage(own.state, input.yard)
          : stepStatus(own.state, input.yard, 'priorities', input.status);
      return { state: await saveChange(store, own, change) };
    }
    const media = await ownProjectMedia(store, caller.uid, own.state.projectId);
    const change = withMediaStatuses(own.state, input.yard, media, {
      leavingKeepRemove: input.step === 'keepRemove',
    });
    return { state: await saveChange(store, own, change) };
  },
});

/** A sloped yard needs a slope photo, so the upload status is computed again. */
export const setYardSloped = defineCommand({
  name: 'setYardSloped',
  access: 'account',
  input: setYardSlopedInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    requireActiveYard(own.state, input.yard);
    const media = await ownProjectMedia(store, caller.uid, own.state.projectId);
    const slopeChange = sloped(own.state, input.yard, input.isSloped);
    const statusChange = withMediaStatuses(slopeChange.state, input.yard, media);
    return {
      state: await saveChange(store, own, {
        state: statusChange.state,
        changed: slopeChange.changed || statusChange.changed,
      }),
    };
  },
});

export const setYardPriorities = defineCommand({
  name: 'setYardPriorities',
  access: 'account',
  input: setYardPrioritiesInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    requireActiveYard(own.state, input.yard);
    return {
      state: await saveChange(store, own, priorities(own.state, input.yard, input.functions)),
    };
  },
});

export const verifyInformation = defineCommand({
  name: 'verifyInformation',
  access: 'account',
  input: verifyInformationInput,
  async run({ caller, store }): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    return { state: await saveChange(store, own, verify(own.state)) };
  },
});

export const setBudgetStepComplete = defineCommand({
  name: 'setBudgetStepComplete',
  access: 'account',
  input: setBudgetStepCompleteInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    return { state: await saveChange(store, own, budgetComplete(own.state, input.complete)) };
  },
});

export const setExteriorDesignStepComplete = defineCommand({
  name: 'setExteriorDesignStepComplete',
  access: 'account',
  input: setExteriorDesignStepCompleteInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    return { state: await saveChange(store, own, exteriorComplete(own.state, input.complete)) };
  },
});

export const setCurrentStep = defineCommand({
  name: 'setCurrentStep',
  access: 'account',
  input: setCurrentStepInput,
  async run({ caller, store }, input): Promise<StateResult> {
    const own = await readOwnOnboardState(store, caller.uid);
    return { state: await saveChange(store, own, currentStep(own.state, input.step)) };
  },
});

/**
 * onboarding §2, §4: Reset, offered only on test hosts. Decision: the server does not know the
 * host, and a reset touches only the caller's own yard statuses (media stay), so any client may
 * run it; the link is what is limited to test hosts.
 */
export const resetOnboarding = defineCommand({
  name: 'resetOnboarding',
  access: 'account',
  input: resetOnboardingInput,
  async run({ caller, store }): Promise<StateResult & { redirectTo: string }> {
    const own = await readOwnOnboardState(store, caller.uid);
    const change = reset(own.state);
    return { state: await saveChange(store, own, change), redirectTo: change.redirectTo };
  },
});
