import type { PackageKey } from '../catalog/catalog';
import type {
  MediaDoc,
  OnboardStateDoc,
  StepStatus,
  YardName,
  YardStatus,
} from '../firestore/documents';
import { allMediaCommented } from '../forms/comments';
import type { YardMediaCounts } from './media';
import { activeYards, requiredYards } from './packageRules';
import type { YardSubStep } from './yards';

// When a yard's sub-steps are complete, and when the client may leave My Yard.

/** Minimum wide-angle photos per yard. */
export const MIN_WIDE_ANGLE_PHOTOS: Record<YardName, number> = {
  front: 6,
  back: 6,
  left: 4,
  right: 4,
  outdoor: 6,
};
/** At least one slow-pan video per yard. */
export const MIN_SLOW_PAN_VIDEOS = 1;
/** At least one slope photo when the yard is sloped. */
export const MIN_SLOPE_PHOTOS_WHEN_SLOPED = 1;

/** Upload is COMPLETE with enough wide-angle photos, a slow-pan video and, when sloped, a slope photo. */
export function uploadStatusOf(
  yard: YardName,
  counts: Pick<YardMediaCounts, 'wide-angle' | 'slow-pan' | 'slope'>,
  isSloped: boolean,
): Exclude<StepStatus, 'NOT_STARTED'> {
  const complete =
    counts['wide-angle'] >= MIN_WIDE_ANGLE_PHOTOS[yard] &&
    counts['slow-pan'] >= MIN_SLOW_PAN_VIDEOS &&
    (!isSloped || counts.slope >= MIN_SLOPE_PHOTOS_WHEN_SLOPED);
  return complete ? 'COMPLETE' : 'INCOMPLETE';
}

/**
 * keepRemove is COMPLETE when both lists have comments on all photos (the keep/remove comment
 * rule of forms/comments.ts; blank space is no comment). Decision: empty lists are complete, since
 * keep/remove is optional and "nothing to keep or remove" is a valid answer.
 */
export function keepRemoveStatusOf(
  keep: readonly Pick<MediaDoc, 'description'>[],
  remove: readonly Pick<MediaDoc, 'description'>[],
): Exclude<StepStatus, 'NOT_STARTED'> {
  const descriptions = [...keep, ...remove].map((media) => media.description ?? '');
  return allMediaCommented(descriptions) ? 'COMPLETE' : 'INCOMPLETE';
}

/** The functions page sets INCOMPLETE on open; decision: it never undoes a COMPLETE. */
export function prioritiesStatusOnOpen(current: StepStatus): StepStatus {
  return current === 'COMPLETE' ? 'COMPLETE' : 'INCOMPLETE';
}

/** Decision: functions are COMPLETE once at least one is chosen, INCOMPLETE with none. */
export function prioritiesStatusFor(
  functions: readonly string[],
): Exclude<StepStatus, 'NOT_STARTED'> {
  return functions.length > 0 ? 'COMPLETE' : 'INCOMPLETE';
}

/** In the overview, upload counts only at COMPLETE; other steps once started. */
export function countsAsDoneInOverview(step: YardSubStep, status: StepStatus): boolean {
  return step === 'upload' ? status === 'COMPLETE' : status !== 'NOT_STARTED';
}

export function isUploadComplete(status: YardStatus | undefined): boolean {
  return status?.upload === 'COMPLETE';
}

/**
 * NEXT STEP is enabled when every required yard has upload COMPLETE.
 * Decision: when a package requires no particular yard and none is added yet, at least one active
 * yard must be COMPLETE, so nobody moves on with nothing uploaded.
 */
export function canProceedFromMyYard(
  key: PackageKey,
  state: Pick<OnboardStateDoc, 'yardsStatusObj' | 'selectedYard'>,
): boolean {
  const required = requiredYards(key, state);
  if (required.length === 0) {
    return activeYards(state).some((yard) => isUploadComplete(state.yardsStatusObj[yard]));
  }
  return required.every((yard) => isUploadComplete(state.yardsStatusObj[yard]));
}
