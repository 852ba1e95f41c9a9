import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { inspirationDropZone, withinFileLimit } from '@yardwise/domain/forms/inspirationUploads';
import { uploadDecision, type UploadKind } from '@yardwise/domain/forms/uploadAccept';
import { FILE_LEFT_OUT, FILES_LEFT_OUT } from './uploadCopy';

// An upload control with a file limit (such as at most 5 inspiration photos). Files already
// uploaded and files still on their way both take room.

export interface FileLimit {
  /** At most this many files. */
  maxFiles: number;
  /** Files uploaded or uploading now. */
  used: number;
}

/**
 * Splits the chosen files: every file the control takes goes on to the queue while there is room
 * (in the order chosen), extras beyond it are left out. A file of the wrong kind takes no room;
 * it goes on to the queue, which lists it as refused with why.
 */
export function applyFileLimit(
  files: readonly File[],
  kind: UploadKind,
  limit: FileLimit,
): { toQueue: File[]; leftOut: number } {
  const takeable = files.filter((file) => uploadDecision(file, kind).accepted);
  const { accepted } = withinFileLimit(limit.used, takeable, limit.maxFiles);
  const kept = new Set(accepted);
  const toQueue = files.filter((file) => kept.has(file) || !takeable.includes(file));
  return { toQueue, leftOut: takeable.length - accepted.length };
}

/** At the limit the control takes no more files and says so. */
export function fileLimitState(limit: FileLimit) {
  return inspirationDropZone(limit.used, limit.maxFiles);
}

export function leftOutMessage(count: number, maxFiles: number): string {
  return fillCopy(count === 1 ? FILE_LEFT_OUT : FILES_LEFT_OUT, { count, limit: maxFiles });
}
