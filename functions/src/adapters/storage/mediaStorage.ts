import { adminApp } from '../../admin';

// The port between media commands and Cloud Storage, where clients upload their files directly.
// Two implementations: Cloud Storage through firebase-admin (the emulator when
// FIREBASE_STORAGE_EMULATOR_HOST is set) and an in-memory one for tests (memoryMediaStorage.ts).

/** What the store says about a stored file: its real content type and size in bytes. */
export interface StoredFileFacts {
  contentType: string;
  size: number;
}

/** A stored file as a listing gives it: where, and when it was stored. */
export interface ListedFile {
  path: string;
  storedAt: Date;
}

export interface MediaStorage {
  /** The stored file's facts, or null when nothing is stored at this path. */
  describe(path: string): Promise<StoredFileFacts | null>;
  /** The file's first `byteCount` bytes (fewer for a shorter file): what its real type is read from. */
  readStart(path: string, byteCount: number): Promise<Uint8Array>;
  /** The whole file: a photo up to 25 MB (or a plan scan up to 50 MB) that the function converts. */
  read(path: string): Promise<Uint8Array>;
  /**
   * Stores a file the function made, only if nothing is stored at `path` yet: false when something
   * is, so a file made once keeps its bytes and its download link however often a run repeats.
   */
  create(path: string, bytes: Uint8Array, contentType: string): Promise<boolean>;
  /** A long-lived URL the client and the designer can load the file from. */
  downloadURL(path: string): Promise<string>;
  /** Every file stored under `prefix`, a page at a time. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(path: string): Promise<void>;
  /**
   * Has the file's link download it instead of opening it in the tab (Content-Disposition:
   * attachment), so an SVG's script never runs when its link is opened; <img> still shows it.
   */
  serveAsDownload(path: string): Promise<void>;
}

/** HTTP status Cloud Storage answers for a missing object. */
const NOT_FOUND = 404;

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === NOT_FOUND;
}

/** HTTP status Cloud Storage answers a create-only write when the object exists. */
const PRECONDITION_FAILED = 412;

function isPreconditionFailed(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === PRECONDITION_FAILED;
}

/**
 * firebase-admin/storage pulls in the Cloud Storage client; it is imported on first use so
 * functions that never touch files do not pay for it at cold start.
 */
async function fileAt(path: string) {
  const storage = await import('firebase-admin/storage');
  return { file: storage.getStorage(adminApp()).bucket().file(path), storage };
}

/** Cloud Storage: the project's default bucket. */
export const cloudMediaStorage: MediaStorage = {
  async describe(path) {
    const { file } = await fileAt(path);
    try {
      const [metadata] = await file.getMetadata();
      return { contentType: metadata.contentType ?? '', size: Number(metadata.size ?? 0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },
  async readStart(path, byteCount) {
    const { file } = await fileAt(path);
    // A ranged read (inclusive end) of the bytes as stored: only the start of a video up to 1 GB
    // is downloaded, and a file uploaded with a gzip encoding shows its gzip header, not a photo's.
    const [start] = await file.download({ start: 0, end: byteCount - 1, decompress: false });
    return new Uint8Array(start);
  },
  async read(path) {
    const { file } = await fileAt(path);
    const [bytes] = await file.download({ decompress: false });
    return new Uint8Array(bytes);
  },
  async create(path, bytes, contentType) {
    const { file } = await fileAt(path);
    try {
      await file.save(Buffer.from(bytes), {
        contentType,
        resumable: false,
        // Derived files never change once made; their links carry their own token.
        metadata: { cacheControl: 'private, max-age=31536000, immutable' },
        preconditionOpts: { ifGenerationMatch: 0 },
      });
      return true;
    } catch (error) {
      if (isPreconditionFailed(error)) return false;
      throw error;
    }
  },
  async downloadURL(path) {
    const { file, storage } = await fileAt(path);
    // The token URL the web SDK's getDownloadURL gives too: it works without signing credentials.
    return storage.getDownloadURL(file);
  },
  async *list(prefix) {
    const storage = await import('firebase-admin/storage');
    const bucket = storage.getStorage(adminApp()).bucket();
    let pageToken: string | undefined;
    do {
      const [files, next] = await bucket.getFiles({
        prefix,
        autoPaginate: false,
        maxResults: 500,
        pageToken,
      });
      for (const file of files) {
        yield { path: file.name, storedAt: new Date(file.metadata.timeCreated ?? 0) };
      }
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
    } while (pageToken);
  },
  async delete(path) {
    const { file } = await fileAt(path);
    await file.delete({ ignoreNotFound: true });
  },
  async serveAsDownload(path) {
    const { file } = await fileAt(path);
    await file.setMetadata({ contentDisposition: 'attachment' });
  },
};
