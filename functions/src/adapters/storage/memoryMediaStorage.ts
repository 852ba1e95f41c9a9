import type { MediaStorage, StoredFileFacts } from './mediaStorage';

/** Test stand-in URLs live on a reserved .example host, so nobody mistakes them for real files. */
const STAND_IN_URL_BASE = 'https://media-stand-in.example/';

/** The first bytes of a real file of each type, for tests that do not care what a file holds. */
const TYPICAL_START: Record<string, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/heic': [0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')],
  'image/heif': [0, 0, 0, 0x14, ...ascii('ftypmif1'), 0, 0, 0, 0, ...ascii('heic')],
  video: [0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isommp41')],
};

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

function typicalStart(contentType: string): Uint8Array {
  const key = contentType.startsWith('video/') ? 'video' : contentType;
  return Uint8Array.from(TYPICAL_START[key] ?? []);
}

export interface MemoryMediaStorage extends MediaStorage {
  /**
   * Puts a file as if the client had uploaded it. Without `bytes` it starts like a real file of its
   * content type; pass `bytes` to store something else under that type.
   */
  put(path: string, facts: StoredFileFacts, bytes?: Uint8Array, storedAt?: Date): void;
  has(path: string): boolean;
  /** The stored file's bytes and content type, or undefined. */
  stored(path: string): { contentType: string; bytes: Uint8Array } | undefined;
  /** Every path a create stored a file at, in order: how tests count the files a run made. */
  created(): string[];
  /** Whether the file's link downloads it (serveAsDownload was called for it). */
  isServedAsDownload(path: string): boolean;
  /** Makes every later delete fail, as an unreachable store would. */
  failDeletes(reason: string): void;
  /** Lets deletes through again. */
  restoreDeletes(): void;
}

interface StoredFile {
  facts: StoredFileFacts;
  bytes: Uint8Array;
  storedAt: Date;
}

/**
 * TEST STAND-IN for Cloud Storage: files are facts and bytes in a Map, download URLs point
 * at media-stand-in.example. Used by the functions tests (setMediaStorageForTests); never deployed.
 */
export function memoryMediaStorage(): MemoryMediaStorage {
  const files = new Map<string, StoredFile>();
  const downloads = new Set<string>();
  const creations: string[] = [];
  let deleteFailure: string | null = null;
  return {
    async describe(path) {
      const file = files.get(path);
      return file ? { ...file.facts } : null;
    },
    async readStart(path, byteCount) {
      const file = files.get(path);
      if (!file) throw Object.assign(new Error(`No stored file at ${path}`), { code: 404 });
      return file.bytes.slice(0, byteCount);
    },
    async read(path) {
      const file = files.get(path);
      if (!file) throw Object.assign(new Error(`No stored file at ${path}`), { code: 404 });
      return file.bytes.slice();
    },
    async create(path, bytes, contentType) {
      if (files.has(path)) return false;
      files.set(path, {
        facts: { contentType, size: bytes.length },
        bytes: bytes.slice(),
        storedAt: new Date(),
      });
      creations.push(path);
      return true;
    },
    async downloadURL(path) {
      if (!files.has(path)) throw new Error(`No stored file at ${path}`);
      return `${STAND_IN_URL_BASE}${encodeURIComponent(path)}?token=stand-in`;
    },
    async *list(prefix) {
      for (const [path, file] of files) {
        if (path.startsWith(prefix)) yield { path, storedAt: file.storedAt };
      }
    },
    async delete(path) {
      if (deleteFailure) throw new Error(deleteFailure);
      files.delete(path);
      downloads.delete(path);
    },
    async serveAsDownload(path) {
      if (!files.has(path))
        throw Object.assign(new Error(`No stored file at ${path}`), { code: 404 });
      downloads.add(path);
    },
    isServedAsDownload(path) {
      return downloads.has(path);
    },
    put(path, facts, bytes, storedAt = new Date()) {
      files.set(path, {
        facts: { ...facts },
        bytes: bytes ?? typicalStart(facts.contentType),
        storedAt,
      });
    },
    has(path) {
      return files.has(path);
    },
    stored(path) {
      const file = files.get(path);
      return file && { contentType: file.facts.contentType, bytes: file.bytes.slice() };
    },
    created() {
      return [...creations];
    },
    failDeletes(reason) {
      deleteFailure = reason;
    },
    restoreDeletes() {
      deleteFailure = null;
    },
  };
}
