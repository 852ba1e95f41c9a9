import type * as StorageSdk from 'firebase/storage';
import { uploadContentDisposition } from '@yardwise/domain/forms/uploadAccept';
import { loadOnce } from '@web/data/loadOnce';
import type { StoragePort, UploadHandle } from '@web/data/types';
import { emulatorHosts, useEmulators } from './firebaseConfig';

/** Shown on every upload control of the local stack when it runs without the Storage emulator. */
export const STORAGE_EMULATOR_MISSING =
  'Uploads are off in this local stack: the Storage emulator is not running. Run `npx firebase setup:emulators:storage` once with internet access, then restart `npm start`.';

/**
 * The Storage SDK is loaded on the first upload, not with the first page; a failed download (e.g.
 * offline) must not fail every later retry too.
 */
const loadStorage = loadOnce(() =>
  Promise.all([import('firebase/storage'), import('./firebaseApp')]).then(
    ([sdk, { firebaseApp }]) => {
      const storage = sdk.getStorage(firebaseApp());
      if (useEmulators) {
        sdk.connectStorageEmulator(storage, emulatorHosts.storage.host, emulatorHosts.storage.port);
      }
      return { sdk, storage };
    },
  ),
);

/** Rejects like the SDK does when a task is cancelled, so callers see one kind of cancellation. */
function cancelledError(): Error {
  return Object.assign(new Error('The upload was cancelled.'), { code: 'storage/canceled' });
}

/** Uploads go straight to Cloud Storage with a resumable task; storage.rules guard the folder. */
export function createFirebaseStorage(): StoragePort {
  return {
    // `npm start` sets this when the machine lacks the Storage emulator's runtime.
    ...(useEmulators && import.meta.env.VITE_STORAGE_EMULATOR === 'missing'
      ? { unavailableReason: STORAGE_EMULATOR_MISSING }
      : {}),
    upload(path, file, contentType, onProgress): UploadHandle {
      let task: StorageSdk.UploadTask | undefined;
      let cancelled = false;
      const done = loadStorage().then(
        ({ sdk, storage }) =>
          new Promise<void>((resolve, reject) => {
            if (cancelled) {
              reject(cancelledError());
              return;
            }
            const contentDisposition = uploadContentDisposition(contentType);
            const metadata = { contentType, ...(contentDisposition && { contentDisposition }) };
            task = sdk.uploadBytesResumable(sdk.ref(storage, path), file, metadata);
            task.on(
              'state_changed',
              (snapshot) => {
                if (snapshot.totalBytes > 0) {
                  onProgress(snapshot.bytesTransferred / snapshot.totalBytes);
                }
              },
              reject,
              () => {
                onProgress(1);
                resolve();
              },
            );
          }),
      );
      return {
        done,
        cancel() {
          cancelled = true;
          task?.cancel();
        },
      };
    },
  };
}
