import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { mediaUploadPath } from '@yardwise/domain/forms/mediaPath';
import {
  uploadContentType,
  uploadDecision,
  type UploadKind,
} from '@yardwise/domain/forms/uploadAccept';
import {
  DEFAULT_MAX_CONCURRENT_UPLOADS,
  uploadBatches,
  type MediaTag,
} from '@yardwise/domain/onboarding/media';
import { toCommandFailure } from '@web/data/commandFailure';
import type { CommandClient, StoragePort, UploadHandle } from '@web/data/types';

// The uploads of one upload control: each file is stored, then its media record
// is created; files go in batches of up to the max concurrent uploads; a failed file keeps its
// File so it can be retried without choosing it again.

export type UploadStatus = 'queued' | 'uploading' | 'recording' | 'done' | 'failed' | 'refused';

export interface UploadItem {
  id: string;
  file: File;
  name: string;
  status: UploadStatus;
  /** The fraction stored so far, 0 to 1. */
  progress: number;
  /** Why a file was refused, or why its record could not be made. */
  message?: string;
}

/**
 * The max concurrent uploads a deployment configures (VITE_MAX_CONCURRENT_UPLOADS),
 * default 1; anything but a whole number from 1 up keeps the default.
 */
export const CONFIGURED_MAX_CONCURRENT_UPLOADS = configuredConcurrency(
  import.meta.env.VITE_MAX_CONCURRENT_UPLOADS,
);

export function configuredConcurrency(value: string | undefined): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : DEFAULT_MAX_CONCURRENT_UPLOADS;
}

export interface UploadQueueOptions {
  /** The signed-in user, whose media folder the files go to. */
  uid: string;
  variant: string;
  tag: MediaTag;
  kind: UploadKind;
  /** Files uploading at once; default 1. */
  maxConcurrent?: number;
  onRecorded?(media: WithId<MediaDoc>): void;
}

/** What a file's earlier attempts left behind: a stored file is not uploaded again. */
interface Attempt {
  path?: string;
  stored: boolean;
  handle?: UploadHandle;
}

/**
 * Record failures that leave the stored file in place: the request did not get through or the
 * server failed before deciding. Any other failure is a refusal, and the server deletes the file
 * of a refused record, so its retry uploads the file again.
 */
const FILE_KEPT_CODES: ReadonlySet<string> = new Set([
  'unavailable',
  'deadline-exceeded',
  'internal',
  'resource-exhausted',
]);

/**
 * Record refusals no retry can change: the file is not what a record may hold (e.g. its real type
 * is not a photo, and the server deleted it). It is listed as refused, like a file the control
 * refuses, rather than offered for a retry that would fail again.
 */
const FINAL_REFUSAL_CODES: ReadonlySet<string> = new Set(['invalid-argument']);

/** The record's file name; the schema takes at most 255 characters, and the name is only a label. */
const MAX_FILE_NAME_LENGTH = 255;

export function isInFlight(item: UploadItem): boolean {
  return item.status === 'queued' || item.status === 'uploading' || item.status === 'recording';
}

/**
 * A file chosen to upload and not yet recorded: on its way, or failed and waiting for Retry (a
 * dropped connection, a lost answer). Leaving the page would lose it without a word.
 */
export function isUnsaved(item: UploadItem): boolean {
  return isInFlight(item) || item.status === 'failed';
}

let nextItemNumber = 0;

export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly attempts = new Map<string, Attempt>();
  private readonly listeners = new Set<() => void>();
  private running = false;
  private closed = false;

  constructor(
    private readonly ports: { storage: StoragePort; commands: CommandClient },
    private options: UploadQueueOptions,
  ) {}

  /** The page's latest options (e.g. a new onRecorded); uploads already started keep theirs. */
  configure(options: UploadQueueOptions): void {
    this.options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getItems = (): readonly UploadItem[] => this.items;

  /** Checks each file against the control's kind; refused files are listed with why, not sent. */
  add(files: readonly File[]): void {
    const added = files.map((file): UploadItem => {
      const decision = uploadDecision(file, this.options.kind);
      const item = { id: `upload-${++nextItemNumber}`, file, name: file.name, progress: 0 };
      return decision.accepted
        ? { ...item, status: 'queued' }
        : { ...item, status: 'refused', message: decision.message };
    });
    this.publish([...this.items, ...added]);
    void this.run();
  }

  retry(id: string): void {
    const item = this.items.find((candidate) => candidate.id === id);
    if (item?.status !== 'failed') return;
    const stored = this.attempts.get(id)?.stored ?? false;
    this.patch(id, { status: 'queued', progress: stored ? 1 : 0, message: undefined });
    void this.run();
  }

  retryFailed(): void {
    this.items.filter((item) => item.status === 'failed').forEach((item) => this.retry(item.id));
  }

  /** Drops a failed or refused file from the list. */
  dismiss(id: string): void {
    const item = this.items.find((candidate) => candidate.id === id);
    if (item?.status !== 'failed' && item?.status !== 'refused') return;
    this.attempts.delete(id);
    this.publish(this.items.filter((candidate) => candidate.id !== id));
  }

  /** Reopens after close(): React runs effects twice in development. */
  open(): void {
    this.closed = false;
    void this.run();
  }

  /** Leaving the page: uploads in flight are cancelled and nothing more starts. */
  close(): void {
    this.closed = true;
    this.attempts.forEach((attempt) => attempt.handle?.cancel());
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      // Files added while a batch runs wait for the next batch.
      for (;;) {
        const queued = this.items.filter((item) => item.status === 'queued');
        const [batch] = uploadBatches(
          queued,
          this.options.maxConcurrent ?? CONFIGURED_MAX_CONCURRENT_UPLOADS,
        );
        if (this.closed || !batch) break;
        await Promise.all(batch.map((item) => this.send(item)));
      }
    } finally {
      this.running = false;
    }
  }

  private async send(item: UploadItem): Promise<void> {
    const { uid, variant, tag, kind } = this.options;
    const attempt = this.attempts.get(item.id) ?? { stored: false };
    this.attempts.set(item.id, attempt);
    const fileType = uploadContentType(item.file);
    let recording = false;
    try {
      if (!attempt.stored || !attempt.path) {
        // A fresh path each time: storage.rules let no file be written over.
        // Plans go under their own prefix, which storage.rules gives the documents' limit.
        attempt.path = mediaUploadPath(uid, crypto.randomUUID(), Date.now(), item.name, kind);
        this.patch(item.id, { status: 'uploading', progress: 0 });
        attempt.handle = this.ports.storage.upload(attempt.path, item.file, fileType, (fraction) =>
          this.patch(item.id, { progress: Math.min(Math.max(fraction, 0), 1) }),
        );
        await attempt.handle.done;
        attempt.stored = true;
      }
      recording = true;
      this.patch(item.id, { status: 'recording', progress: 1 });
      const { media } = await this.ports.commands.call('recordMedia', {
        path: attempt.path,
        fileType,
        variant,
        tag,
        originalFileName: item.name.slice(0, MAX_FILE_NAME_LENGTH),
      });
      this.patch(item.id, { status: 'done' });
      this.options.onRecorded?.(media);
    } catch (error) {
      if (this.closed) {
        // Cancelled by leaving: queued again, so reopening (React's development remount) resumes it.
        this.patch(item.id, { status: 'queued', progress: attempt.stored ? 1 : 0 });
        return;
      }
      // A refused record says why (e.g. the yard is not added); a failed upload has no more to say.
      const failure = recording ? toCommandFailure(error) : undefined;
      if (failure && FINAL_REFUSAL_CODES.has(failure.code)) {
        this.attempts.delete(item.id);
        this.patch(item.id, { status: 'refused', message: failure.message });
        return;
      }
      if (failure && !FILE_KEPT_CODES.has(failure.code)) {
        attempt.stored = false;
        attempt.path = undefined;
      }
      this.patch(item.id, { status: 'failed', message: failure?.message });
    } finally {
      attempt.handle = undefined;
    }
  }

  private patch(id: string, change: Partial<UploadItem>): void {
    this.publish(this.items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  private publish(items: UploadItem[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}
