import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { getDb } from '../admin';
import { mediaStorage } from '../adapters/storage/selectMediaStorage';
import { logInfo } from '../logs';
import { processStoredPhoto } from './processStoredPhoto';

/**
 * The bucket clients upload to. Deployed and in the emulator, FIREBASE_CONFIG names it and the SDK
 * reads it; where there is none (unit tests, the cold-load probe) nothing is ever stored, and the
 * SDK, which needs a bucket to define a trigger, gets a valid name for the project.
 */
function uploadBucket(): { bucket?: string } {
  if (process.env.FIREBASE_CONFIG) return {};
  const project = (process.env.GCLOUD_PROJECT ?? 'demo-yardwise').toLowerCase();
  return { bucket: `${project.replace(/[^a-z0-9-]/g, '-')}.appspot.com` };
}

/**
 * Converts every photo recordMedia records, when its conversion request is stored
 * (processStoredPhoto); an upload nobody recorded is never decoded. Memory and time per photo,
 * measured with measurePhotoProcessing.ts in a fresh process each (peak resident memory, Node
 * included): the fixtures 0.1-1 s and 87-131 MiB; 12-megapixel phone photos 0.3 s / 128 MiB
 * (JPEG) and 1.0 s / 394 MiB (HEIC); 24 MP 0.4 s / 146 MiB and 2.2 s / 695 MiB; 48 MP
 * ("HEIF Max") 0.5 s / 163 MiB and 4.0 s / 1274 MiB. HEIC decoding in WebAssembly is the cost.
 * So 2 GiB (photos up to PHOTO_MAX_PIXELS, 50 MP, with room for the admin SDK), one photo at a
 * time per instance, and 120 s: thirty times the slowest photo here, for a slower CPU and a 25 MB
 * download. Retried on failure: a repeated run makes nothing twice; a run after one that died
 * converting the photo (out of memory) marks it failed instead of converting it again; after an
 * hour a run marks it failed.
 */
export const processUploadedPhoto = onObjectFinalized(
  {
    ...uploadBucket(),
    memory: '2GiB',
    timeoutSeconds: 120,
    concurrency: 1,
    retry: true,
  },
  async (event) => {
    const db = await getDb();
    const result = await processStoredPhoto(db, mediaStorage(), event.data, new Date());
    if (result !== 'ignored' && result !== 'awaiting-record')
      logInfo('processUploadedPhoto', { path: event.data.name, status: result });
  },
);
