import { onSchedule } from 'firebase-functions/v2/scheduler';
import { getDb } from '../admin';
import { mediaStorage } from '../adapters/storage/selectMediaStorage';
import { deleteUnrecordedUploads } from './unrecordedUploads';

/**
 * Once a day, deletes the uploads nobody recorded within a day (deleteUnrecordedUploads).
 * Decision: no retries of a failed run; the next day's run finds what is left.
 */
export const deleteUnrecordedUploadsDaily = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', timeoutSeconds: 540, retryCount: 0 },
  async () => {
    await deleteUnrecordedUploads(await getDb(), mediaStorage(), new Date());
  },
);
