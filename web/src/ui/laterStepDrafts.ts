import { useMemo, useSyncExternalStore } from 'react';
import { LATER_STEP_KEYS, type LaterStepKey } from '@yardwise/domain/laterSteps/keys';
import { readDraft, removeDraft, writeDraft } from './sessionDraft';

// What a client typed on a later step but has not saved survives a reload of the tab: it is kept
// as a session draft per user and step until saved. The shell's sidebar listens too, so a step
// with a draft shows as in progress while the client moves between pages.

const DRAFT_KEY_PREFIX = 'yardwise.laterStep.';

export function laterStepDraftKey(uid: string, step: LaterStepKey): string {
  return `${DRAFT_KEY_PREFIX}${step}.${uid}`;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The draft of one step as it was written (JSON), or null. */
export function readLaterStepDraft(uid: string, step: LaterStepKey): unknown {
  const text = readDraft(laterStepDraftKey(uid, step));
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeLaterStepDraft(uid: string, step: LaterStepKey, values: unknown): void {
  writeDraft(laterStepDraftKey(uid, step), JSON.stringify(values));
  notify();
}

export function clearLaterStepDraft(uid: string, step: LaterStepKey): void {
  removeDraft(laterStepDraftKey(uid, step));
  notify();
}

/** The steps with a draft, as a string that stays equal while they do (a stable snapshot). */
function draftedSteps(uid: string): string {
  return LATER_STEP_KEYS.filter((step) => readDraft(laterStepDraftKey(uid, step)) !== null).join(
    ',',
  );
}

/** The client's later steps that have an unsaved draft in this tab. */
export function useLaterStepDrafts(uid: string): ReadonlySet<LaterStepKey> {
  const steps = useSyncExternalStore(subscribe, () => draftedSteps(uid));
  return useMemo(() => new Set(steps ? (steps.split(',') as LaterStepKey[]) : []), [steps]);
}
