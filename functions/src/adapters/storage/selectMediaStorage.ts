import { cloudMediaStorage, type MediaStorage } from './mediaStorage';

let override: MediaStorage | null = null;

/**
 * Cloud Storage, always: locally it is the Storage emulator, which firebase-admin finds through
 * FIREBASE_STORAGE_EMULATOR_HOST, so there is no key to be missing and no stand-in to fall back to.
 */
export function mediaStorage(): MediaStorage {
  return override ?? cloudMediaStorage;
}

/** Tests only: every media command uses this storage until it is reset with null. */
export function setMediaStorageForTests(storage: MediaStorage | null): void {
  override = storage;
}
