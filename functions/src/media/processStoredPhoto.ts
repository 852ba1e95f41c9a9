import type { Firestore } from 'firebase-admin/firestore';
import {
  DERIVED_IMAGE_TYPE,
  derivedFilePaths,
  planMediaProcessing,
  processingGivesUp,
} from '@yardwise/domain/onboarding/mediaProcessing';
import { MEDIA_SIGNATURE_BYTES, mediaBytesFit } from '@yardwise/domain/onboarding/mediaSignatures';
import type { MediaStorage } from '../adapters/storage/mediaStorage';
import { makeDerivedImages, UnreadablePhotoError } from './photoImages';
import { processingOutcome, settleMediaProcessing, type PhotoPlan } from './settleMediaProcessing';

/** A stored object as the Storage trigger describes it. */
export interface StoredObject {
  name: string;
  contentType?: string;
  /** When it was stored, from which a repeated failure gives up. */
  timeCreated?: string | Date;
}

/** What one run did, for its log line and for tests. */
export type PhotoProcessingResult =
  'ignored' | 'skipped' | 'already-processed' | 'missing' | 'refused' | 'failed' | 'ready';

async function markFailed(storage: MediaStorage, plan: PhotoPlan, why: string): Promise<void> {
  await storage.create(plan.failurePath, new TextEncoder().encode(why), 'text/plain');
}

/**
 * Converts one uploaded photo (planMediaProcessing says which and into what): checks its real
 * type by its first bytes as recordMedia does, makes its thumbnail and display image, and
 * records them on its media document. A file that is not what its type claims is deleted and the
 * photo marked failed; a photo that cannot be decoded is kept and marked failed, so the client is
 * told to upload it again. A repeated run finds the outcome already stored and only settles it.
 */
export async function processStoredPhoto(
  db: Firestore,
  storage: MediaStorage,
  object: StoredObject,
  now: Date,
): Promise<PhotoProcessingResult> {
  const plan = planMediaProcessing(object);
  if (plan.action === 'ignore') return 'ignored';
  // Decision: videos keep their video tile, with no poster image. A frame can only be taken with
  // ffmpeg, whose npm packages download its binary at install time, which this project does not
  // allow; browsers show a video's first frame themselves once its metadata loads.
  if (plan.action === 'skip') return 'skipped';

  const settle = () => settleMediaProcessing(db, storage, plan);
  if (await processingOutcome(storage, plan)) {
    await settle();
    return 'already-processed';
  }
  const facts = await storage.describe(plan.path);
  // Refused and deleted by recordMedia meanwhile, or deleted by its owner: nothing to show.
  if (!facts) return 'missing';

  const storedAt = object.timeCreated ? new Date(object.timeCreated) : now;
  if (processingGivesUp(storedAt, now)) {
    await markFailed(storage, plan, 'Processing kept failing.');
    await settle();
    return 'failed';
  }

  const bytes = await storage.read(plan.path);
  const claimsRightType = facts.contentType === plan.contentType;
  if (
    !claimsRightType ||
    !mediaBytesFit(plan.contentType, bytes.subarray(0, MEDIA_SIGNATURE_BYTES))
  ) {
    await storage.delete(plan.path);
    await markFailed(storage, plan, 'The file is not the type of photo it claims to be.');
    await settle();
    return 'refused';
  }

  let images;
  try {
    images = await makeDerivedImages(bytes, plan.decoder, {
      thumbnail: plan.derived.thumbnail.maxSize,
      display: plan.derived.display.maxSize,
    });
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    await markFailed(storage, plan, 'The photo could not be decoded.');
    await settle();
    return 'failed';
  }
  // Create-only writes: a run racing this one for the same upload stores nothing a second time.
  await storage.create(plan.derived.thumbnail.path, images.thumbnail.bytes, DERIVED_IMAGE_TYPE);
  await storage.create(plan.derived.display.path, images.display.bytes, DERIVED_IMAGE_TYPE);
  if (!(await storage.describe(plan.path))) {
    // Deleted by its owner while it was converted: its images go too.
    await Promise.all(derivedFilePaths(plan.path).map((path) => storage.delete(path)));
    return 'missing';
  }
  await settle();
  return 'ready';
}
