import type { MediaStorage, StoredFileFacts } from './mediaStorage';

/** Test stand-in URLs live on a reserved .example host, so nobody mistakes them for real files. */
const STAND_IN_URL_BASE = 'https://media-stand-in.example/';

export interface MemoryMediaStorage extends MediaStorage {
  /** Puts a file as if the client had uploaded it. */
  put(path: string, facts: StoredFileFacts): void;
  has(path: string): boolean;
  /** Makes every later delete fail, as an unreachable store would. */
  failDeletes(reason: string): void;
}

/**
 * TEST STAND-IN for Cloud Storage: files are facts in a Map, download URLs point at
 * media-stand-in.example. Used by the functions tests (setMediaStorageForTests); never deployed.
 */
export function memoryMediaStorage(): MemoryMediaStorage {
  const files = new Map<string, StoredFileFacts>();
  let deleteFailure: string | null = null;
  return {
    async describe(path) {
      const facts = files.get(path);
      return facts ? { ...facts } : null;
    },
    async downloadURL(path) {
      if (!files.has(path)) throw new Error(`No stored file at ${path}`);
      return `${STAND_IN_URL_BASE}${encodeURIComponent(path)}?token=stand-in`;
    },
    async delete(path) {
      if (deleteFailure) throw new Error(deleteFailure);
      files.delete(path);
    },
    put(path, facts) {
      files.set(path, { ...facts });
    },
    has(path) {
      return files.has(path);
    },
    failDeletes(reason) {
      deleteFailure = reason;
    },
  };
}
