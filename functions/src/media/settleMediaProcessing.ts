import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import {
  settledProcessing,
  type ProcessingOutcome,
  type ProcessingPlan,
} from '@yardwise/domain/onboarding/mediaProcessing';
import type { MediaStorage } from '../adapters/storage/mediaStorage';
import { mediaDocumentId } from './mediaDocumentId';

export type PhotoPlan = Extract<ProcessingPlan, { action: 'process' }>;

/**
 * What the function made of a photo, read from Storage: its two images, or its failure note, or
 * nothing yet. Storage keeps the outcome by the upload's path, so a repeated run finds it.
 */
export async function processingOutcome(
  storage: MediaStorage,
  plan: PhotoPlan,
): Promise<ProcessingOutcome | null> {
  if (await storage.describe(plan.failurePath)) return { state: 'failed' };
  const { thumbnail, display } = plan.derived;
  const made = await Promise.all([
    storage.describe(thumbnail.path),
    storage.describe(display.path),
  ]);
  if (!made.every(Boolean)) return null;
  const [thumbnailURL, displayURL] = await Promise.all([
    storage.downloadURL(thumbnail.path),
    storage.downloadURL(display.path),
  ]);
  return { state: 'ready', thumbnailURL, displayURL };
}

/**
 * Writes a photo's outcome on its media document, if both exist and the document is still
 * pending; the transaction settles the document once, however often a run repeats.
 */
export async function settleMediaProcessing(
  db: Firestore,
  storage: MediaStorage,
  plan: PhotoPlan,
): Promise<void> {
  const outcome = await processingOutcome(storage, plan);
  if (!outcome) return;
  const ref = db.collection(COLLECTIONS.media).doc(mediaDocumentId(plan.path));
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    const change = settledProcessing(snapshot.data() as MediaDoc, outcome);
    if (change) tx.update(ref, change);
  });
}
