import type { OnboardStateDoc } from '../firestore/documents';
import { LATER_STEP_KEYS, type LaterStepKey, type SavedLaterStepStatus } from './keys';
import { LATER_STEP_STATUS_LABELS } from './messages';
import { isSubmitted } from './startProject/submission';

// Each later step's status for the sidebar: to do, in progress or complete.

export type LaterStepStatus = 'to-do' | SavedLaterStepStatus;

/** What a save leaves the step at: complete when its answers satisfy the step, else in progress. */
export function savedLaterStepStatus(complete: boolean): SavedLaterStepStatus {
  return complete ? 'complete' : 'in-progress';
}

/**
 * A step's status: what its last save left it at (the onboard state keeps that); a step never
 * saved is in progress while the client has an unsaved draft of it, else to do. Decision: a
 * draft does not lower a step already saved complete: the saved answers still stand.
 */
export function laterStepStatus(
  saved: SavedLaterStepStatus | undefined,
  hasDraft: boolean,
): LaterStepStatus {
  if (saved) return saved;
  return hasDraft ? 'in-progress' : 'to-do';
}

/**
 * Every later step's status, from the onboard state and the steps with an unsaved draft. Once the
 * project is submitted, Start My Project is complete and drafts count for nothing: the answers
 * are read-only, so a draft left from before is no answer in progress.
 */
export function laterStepStatuses(
  state: Pick<OnboardStateDoc, 'laterSteps' | 'submission'>,
  drafts: ReadonlySet<LaterStepKey> = new Set(),
): Record<LaterStepKey, LaterStepStatus> {
  const submitted = isSubmitted(state);
  const saved: Partial<Record<LaterStepKey, SavedLaterStepStatus>> = {
    ...state.laterSteps,
    ...(submitted ? { 'start-project': 'complete' } : {}),
  };
  return Object.fromEntries(
    LATER_STEP_KEYS.map((step) => [
      step,
      laterStepStatus(saved[step], !submitted && drafts.has(step)),
    ]),
  ) as Record<LaterStepKey, LaterStepStatus>;
}

export function laterStepStatusLabel(status: LaterStepStatus): string {
  return LATER_STEP_STATUS_LABELS[status];
}
