import { storedSizeLimit } from '@yardwise/domain/forms/uploadAccept';
import { placeholderImage } from '@yardwise/domain/seed/images';
import type { StoragePort, UploadHandle } from '@web/data/types';

/** A file the preview holds, as Cloud Storage would after an upload. */
export interface StoredObject {
  blob: Blob;
  contentType: string;
  size: number;
  /** What the media document links to: an object URL in a browser, a data: placeholder elsewhere. */
  url: string;
}

export interface MemoryStorageOptions {
  /** Time between progress steps; about 150 ms lets a person watch the bar fill in the preview. */
  stepDelayMs?: number;
  /** How many progress reports one upload makes before it is stored. */
  steps?: number;
}

export const MEMORY_UPLOAD_STEP_DELAY_MS = 150;
export const MEMORY_UPLOAD_STEPS = 5;

// A file whose name contains this fails its first upload and succeeds on retry: it lets the
// browser journey prove retry in the preview.
export const FAIL_ONCE_MARKER = 'fail-once';

function storageError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

function fileNameOf(blob: Blob): string | undefined {
  return typeof File !== 'undefined' && blob instanceof File ? blob.name : undefined;
}

/** A blob's bytes; through FileReader where Blob has no arrayBuffer (older jsdom). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') {
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The preview's and component tests' Cloud Storage: files kept in memory per path, progress in a
 * few timed steps, the storage.rules checks on type and size, and failures on demand.
 */
export class MemoryStorage implements StoragePort {
  /** The preview always has storage; tests set this to see an upload control without it. */
  unavailableReason?: string;
  private readonly objects = new Map<string, StoredObject>();
  private readonly stepDelayMs: number;
  private readonly steps: number;
  /** The error code of each upload still to fail, in order. */
  private readonly uploadFailures: string[] = [];
  private deleteFailuresToInject = 0;
  private readonly namesFailedOnce = new Set<string>();

  constructor(options: MemoryStorageOptions = {}) {
    this.stepDelayMs = options.stepDelayMs ?? MEMORY_UPLOAD_STEP_DELAY_MS;
    this.steps = Math.max(1, options.steps ?? MEMORY_UPLOAD_STEPS);
  }

  /**
   * The next `count` uploads stop part-way and reject with `code`, as a dropped connection would
   * (the Storage SDK gives up with storage/retry-limit-exceeded when the network stays away).
   */
  failNextUploads(count: number, code = 'storage/unknown'): void {
    for (let failure = 0; failure < count; failure += 1) this.uploadFailures.push(code);
  }

  /** The next `count` deletes throw, as an unreachable store would; the files stay. */
  failNextDeletes(count: number): void {
    this.deleteFailuresToInject += count;
  }

  describe(path: string): StoredObject | undefined {
    return this.objects.get(path);
  }

  /**
   * The stored file's first `byteCount` bytes, as the function reads them: what its real type is
   * told from. Empty when nothing is stored at `path`.
   */
  async readStart(path: string, byteCount: number): Promise<Uint8Array> {
    const stored = this.objects.get(path);
    return stored ? bytesOf(stored.blob.slice(0, byteCount)) : new Uint8Array();
  }

  /** Removes a stored file; false when there was none (seeded media have no file behind them). */
  delete(path: string): boolean {
    if (this.deleteFailuresToInject > 0) {
      this.deleteFailuresToInject -= 1;
      throw storageError('storage/retry-limit-exceeded', 'Storage could not be reached.');
    }
    const stored = this.objects.get(path);
    if (!stored) return false;
    if (stored.url.startsWith('blob:')) URL.revokeObjectURL(stored.url);
    return this.objects.delete(path);
  }

  upload(
    path: string,
    file: Blob,
    contentType: string,
    onProgress: (fraction: number) => void,
  ): UploadHandle {
    const refusal = this.refusal(path, file, contentType);
    const failure = refusal ? undefined : this.takeFailure(file);
    const failAfterStep = Math.ceil(this.steps / 2);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: (error: Error) => void = () => undefined;
    const done = new Promise<void>((resolve, reject) => {
      if (refusal) {
        reject(refusal);
        return;
      }
      let settled = false;
      stop = (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      };
      let step = 0;
      const nextStep = () => {
        if (failure && step === failAfterStep) {
          stop(storageError(failure, 'The connection dropped during the upload.'));
          return;
        }
        step += 1;
        if (step === this.steps) this.objects.set(path, this.storedObject(file, contentType));
        onProgress(step / this.steps);
        if (step === this.steps) {
          settled = true;
          resolve();
        } else {
          timer = setTimeout(nextStep, this.stepDelayMs);
        }
      };
      timer = setTimeout(nextStep, this.stepDelayMs);
    });
    return {
      done,
      cancel: () => stop(storageError('storage/canceled', 'The upload was cancelled.')),
    };
  }

  /** storage.rules: new files only, of a stored type, within its size limit (plans' by name). */
  private refusal(path: string, file: Blob, contentType: string): Error | null {
    const limit = storedSizeLimit(path.slice(path.lastIndexOf('/') + 1), contentType);
    if (this.objects.has(path) || limit === null || file.size > limit) {
      return storageError('storage/unauthorized', 'Storage refused this file.');
    }
    return null;
  }

  /** The error code this upload is to fail with, if it is to fail. */
  private takeFailure(file: Blob): string | undefined {
    const injected = this.uploadFailures.shift();
    if (injected) return injected;
    const name = fileNameOf(file);
    if (name?.includes(FAIL_ONCE_MARKER) && !this.namesFailedOnce.has(name)) {
      this.namesFailedOnce.add(name);
      return 'storage/unknown';
    }
    return undefined;
  }

  private storedObject(file: Blob, contentType: string): StoredObject {
    const url =
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : placeholderImage(fileNameOf(file) ?? 'Uploaded file', '#6b8f71');
    return { blob: file, contentType, size: file.size, url };
  }
}
