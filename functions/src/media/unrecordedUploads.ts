import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { unrecordedUploadIsStale } from '@yardwise/domain/onboarding/mediaRetention';
import type { MediaStorage } from '../adapters/storage/mediaStorage';
import { logInfo } from '../logs';

/** Where clients upload (storage.rules): one folder per client. */
const UPLOADS_PREFIX = 'media/';

/**
 * Deletes every upload older than a day that no media record names: the upload page records a file
 * as soon as it is stored, so one still unrecorded is abandoned, or someone's free file hosting.
 * A file is looked up by its path, so one recorded meanwhile stays.
 */
export async function deleteUnrecordedUploads(
  db: Firestore,
  storage: MediaStorage,
  now: Date,
): Promise<{ deleted: number; kept: number }> {
  const media = db.collection(COLLECTIONS.media);
  const summary = { deleted: 0, kept: 0 };
  for await (const file of storage.list(UPLOADS_PREFIX)) {
    if (!unrecordedUploadIsStale(file.storedAt, now)) {
      summary.kept += 1;
      continue;
    }
    const recorded = await media.where('path', '==', file.path).limit(1).get();
    if (recorded.empty) {
      await storage.delete(file.path);
      summary.deleted += 1;
    } else {
      summary.kept += 1;
    }
  }
  logInfo('Unrecorded uploads deleted', { counts: { ...summary } });
  return summary;
}
