import type { AnyObject, InferType, ObjectSchema } from 'yup';
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
  type OwnOnboardState,
  saveChange,
  withMediaStatuses,
} from './ownOnboardState';

// The onboard state's commands: each reads the caller's own state,
// applies the pure transition and writes only when something changed.

interface StateResult {
  state: OnboardStateDoc;
}

/**
 * A command that reads the caller's own state, applies one pure transition (which may refuse by
 * throwing) and writes only when something changed.
 */
function defineStateCommand<S extends ObjectSchema<AnyObject>>(
  name: string,
  input: S,
  transition: (own: OwnOnboardState, input: InferType<S>) => StateChange,
) {
  return defineCommand({
    name,
    access: 'account',
    input,
    async run({ caller, store }, value: InferType<S>): Promise<StateResult> {
      const own = await readOwnOnboardState(store, caller.uid);
      return { state: await saveChange(store, own, transition(own, value)) };
    },
  });
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

export const deactivateYard = defineStateCommand(
  'deactivateYard',
  deactivateYardInput,
  (own, input) => {
    if (!yardRemovalAllowed(own.packageKey, own.state, input.yard)) {
      throw new CommandError('failed-precondition', YARD_REMOVAL_REFUSED);
    }
    return deactivate(own.state, input.yard);
  },
);

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
      keepRemoveWorkedOn: input.step === 'keepRemove',
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

export const setYardPriorities = defineStateCommand(
  'setYardPriorities',
  setYardPrioritiesInput,
  (own, input) => {
    requireActiveYard(own.state, input.yard);
    return priorities(own.state, input.yard, input.functions);
  },
);

export const verifyInformation = defineStateCommand(
  'verifyInformation',
  verifyInformationInput,
  (own) => verify(own.state),
);

export const setBudgetStepComplete = defineStateCommand(
  'setBudgetStepComplete',
  setBudgetStepCompleteInput,
  (own, input) => budgetComplete(own.state, input.complete),
);

export const setExteriorDesignStepComplete = defineStateCommand(
  'setExteriorDesignStepComplete',
  setExteriorDesignStepCompleteInput,
  (own, input) => exteriorComplete(own.state, input.complete),
);

export const setCurrentStep = defineStateCommand(
  'setCurrentStep',
  setCurrentStepInput,
  (own, input) => currentStep(own.state, input.step),
);

/**
 * Reset, offered only on test hosts. Decision: the server does not know the
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
