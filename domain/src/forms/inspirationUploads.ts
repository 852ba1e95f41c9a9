import { FILE_LIMIT_REACHED } from './messages';

/** At most 5 inspiration photos. */
export const INSPIRATION_MAX_FILES = 5;

/** Takes files in the order dropped up to the limit; extras beyond it are dropped. */
export function withinFileLimit<T>(
  alreadyUploaded: number,
  dropped: readonly T[],
  limit: number = INSPIRATION_MAX_FILES,
): { accepted: T[]; dropped: T[] } {
  const room = Math.max(0, limit - alreadyUploaded);
  return { accepted: dropped.slice(0, room), dropped: dropped.slice(room) };
}

export interface DropZoneState {
  disabled: boolean;
  message: string | null;
}

/** At the limit the drop zone is disabled and says so. */
export function inspirationDropZone(
  uploadedCount: number,
  limit: number = INSPIRATION_MAX_FILES,
): DropZoneState {
  return uploadedCount >= limit
    ? { disabled: true, message: FILE_LIMIT_REACHED }
    : { disabled: false, message: null };
}
