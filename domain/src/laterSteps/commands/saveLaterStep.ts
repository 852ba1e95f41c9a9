import type { CommandContext } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import {
  readOwnOnboardState,
  saveChange,
  type OwnOnboardState,
} from '../../onboarding/commands/ownOnboardState';
import { laterStepAnswersId, type LaterStepAnswersDoc } from '../answers';
import type { SavedLaterStepStatus } from '../keys';
import { STEP_NOT_IN_PACKAGE } from '../messages';
import { withLaterStepSaved } from '../progress';
import { savedLaterStepStatus } from '../status';
import { laterStepsFor } from '../steps';

// How every later step's command saves: the caller's own project only (named by their onboard
// state, never by the input), the answers and the step's status in one transaction.

export interface LaterStepSaved {
  status: SavedLaterStepStatus;
  /** The onboard state's currentStep after the save. */
  currentStep: string;
}

export async function saveLaterStepAnswers<D extends LaterStepAnswersDoc>(
  { caller, now, store }: CommandContext,
  step: D['step'],
  answers: D['answers'],
  complete: boolean | ((own: OwnOnboardState) => boolean),
  /** The step's own checks against the onboard state: throws a CommandError before any write. */
  check?: (own: OwnOnboardState) => void,
): Promise<LaterStepSaved> {
  const own = await readOwnOnboardState(store, caller.uid);
  if (!laterStepsFor(own.packageKey, own.stepOptions).includes(step)) {
    throw new CommandError('failed-precondition', STEP_NOT_IN_PACKAGE);
  }
  check?.(own);
  const { projectId } = own.state;
  const status = savedLaterStepStatus(typeof complete === 'function' ? complete(own) : complete);
  const change = withLaterStepSaved(own.state, step, status, own.packageKey, own.stepOptions);
  const doc = { userId: caller.uid, projectId, step, answers, updatedAt: now.toISOString() };
  await store.set('laterStepAnswers', laterStepAnswersId(projectId, step), doc as D);
  const state = await saveChange(store, own, change);
  return { status, currentStep: state.currentStep };
}
