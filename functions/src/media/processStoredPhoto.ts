import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import {
  DERIVED_IMAGE_TYPE,
  derivedFilePaths,
  planMediaProcessing,
  processingGivesUp,
  requestedUpload,
} from '@yardwise/domain/onboarding/mediaProcessing';
import { MEDIA_SIGNATURE_BYTES, mediaBytesFit } from '@yardwise/domain/onboarding/mediaSignatures';
import type { MediaStorage } from '../adapters/storage/mediaStorage';
import { mediaDocumentId } from './mediaDocumentId';
import { makeDerivedImages, PhotoTooLargeError, UnreadablePhotoError } from './photoImages';
import { processingOutcome, settleMediaProcessing, type PhotoPlan } from './settleMediaProcessing';

/** A stored object as the Storage trigger describes it: an upload, or a conversion request. */
export interface StoredObject {
  name: string;
  contentType?: string;
  /** When it was stored (for a request: about when the photo was recorded), from which a repeated failure gives up. */
  timeCreated?: string | Date;
}

/** What one run did, for its log line and for tests. */
export type PhotoProcessingResult =
  | 'ignored'
  | 'awaiting-record'
  | 'skipped'
  | 'unrecorded'
  | 'already-processed'
  | 'missing'
  | 'refused'
  | 'too-large'
  | 'failed'
  | 'ready';

const note = (text: string) => new TextEncoder().encode(text);

async function markFailed(storage: MediaStorage, plan: PhotoPlan, why: string): Promise<void> {
  await storage.create(plan.failurePath, note(why), 'text/plain');
}

/** The media record of an upload, made by recordMedia for the upload's owner; else undefined. */
async function recordOf(db: Firestore, path: string): Promise<MediaDoc | undefined> {
  const snapshot = await db.collection(COLLECTIONS.media).doc(mediaDocumentId(path)).get();
  const media = snapshot.data() as MediaDoc | undefined;
  return media?.path === path && path.startsWith(`media/${media.userId}/`) ? media : undefined;
}

type ConversionResult = Extract<
  PhotoProcessingResult,
  'too-large' | 'failed' | 'ready' | 'missing'
>;

/** Makes and stores the photo's images, or marks it failed when they cannot be made. */
async function convert(
  storage: MediaStorage,
  plan: PhotoPlan,
  bytes: Uint8Array,
): Promise<ConversionResult> {
  let images;
  try {
    images = await makeDerivedImages(bytes, plan.decoder, {
      thumbnail: plan.derived.thumbnail.maxSize,
      display: plan.derived.display.maxSize,
    });
  } catch (error) {
    if (error instanceof PhotoTooLargeError) {
      await markFailed(storage, plan, error.message);
      return 'too-large';
    }
    if (!(error instanceof UnreadablePhotoError)) throw error;
    await markFailed(storage, plan, 'The photo could not be decoded.');
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
  return 'ready';
}

/**
 * Converts one recorded photo when recordMedia's request for it is stored (planMediaProcessing
 * says which photos and into what), and nothing else: checks its real
 * type by its first bytes as recordMedia does, makes its thumbnail and display image, and
 * records them on its media document. A file that is not what its type claims is deleted and the
 * photo marked failed; a photo over the pixel limit, one that cannot be decoded and one a run
 * died converting are kept and marked failed, so the client is told to upload it again. A
 * repeated run finds the outcome already stored and only settles it.
 */
export async function processStoredPhoto(
  db: Firestore,
  storage: MediaStorage,
  object: StoredObject,
  now: Date,
): Promise<PhotoProcessingResult> {
  const uploadPath = requestedUpload(object.name);
  if (!uploadPath) {
    // An upload's own event: it is converted once recorded (recordMedia's request), not now.
    return planMediaProcessing(object).action === 'ignore' ? 'ignored' : 'awaiting-record';
  }
  const media = await recordOf(db, uploadPath);
  if (!media) return 'unrecorded';
  const plan = planMediaProcessing({ name: media.path, contentType: media.fileType });
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

  if (!(await storage.create(plan.startedPath, note(now.toISOString()), 'text/plain'))) {
    await markFailed(storage, plan, 'A run stopped while it converted the photo.');
    await settle();
    return 'failed';
  }
  let result: ConversionResult;
  try {
    result = await convert(storage, plan, bytes);
  } catch (error) {
    // A failure of the function's own (Storage unreachable) is retried from the start.
    await storage.delete(plan.startedPath);
    throw error;
  }
  if (result !== 'missing') await settle();
  return result;
}
