import type { Firestore } from 'firebase-admin/firestore';
import { validateInput } from '@yardwise/domain/commands/command';
import { CommandError } from '@yardwise/domain/commands/commandError';
import type { DocStore } from '@yardwise/domain/commands/docStore';
import { COLLECTIONS, type WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { recordMediaDocument } from '@yardwise/domain/onboarding/commands/mediaCommands';
import { MEDIA_SIGNATURE_BYTES, mediaBytesFit } from '@yardwise/domain/onboarding/mediaSignatures';
import {
  initialProcessing,
  processingRequestPath,
} from '@yardwise/domain/onboarding/mediaProcessing';
import { storedFileFits } from '@yardwise/domain/onboarding/media';
import { MEDIA_QUOTA_REACHED, mediaQuotaAllows } from '@yardwise/domain/onboarding/mediaRetention';
import { MEDIA_FILE_TYPE_INVALID, MEDIA_NOT_STORED } from '@yardwise/domain/onboarding/messages';
import { recordMediaInput, recordMediaInputFor } from '@yardwise/domain/onboarding/schemas';
import type { MediaStorage } from '../adapters/storage/mediaStorage';
import { mediaStorage } from '../adapters/storage/selectMediaStorage';
import { callableCommand } from '../commands/callableCommand';
import { firestoreDocStore } from '../commands/firestoreDocStore';
import { mediaDocumentId } from './mediaDocumentId';

const SVG_CONTENT_TYPE = 'image/svg+xml';

/**
 * The real type: the file's first bytes are the format its content type names (a page or a script
 * stored as "image/jpeg" is not), read only once the cheaper checks passed.
 */
async function storedBytesFit(storage: MediaStorage, path: string, contentType: string) {
  return mediaBytesFit(contentType, await storage.readStart(path, MEDIA_SIGNATURE_BYTES));
}

/**
 * The caller's media record of this stored file, read in the recording transaction: the document
 * with the path's own id, which a racing request for the same path writes too, or a record made
 * earlier under a random id.
 */
async function recordedIn(
  store: DocStore,
  uid: string,
  path: string,
): Promise<WithId<MediaDoc> | undefined> {
  const mediaId = mediaDocumentId(path);
  const own = await store.get('media', mediaId);
  if (own) return { ...own, id: mediaId };
  return (await store.query('media', { userId: uid, path }))[0];
}

/** The same, read without a transaction: the cheap early answer to a retried request. */
async function recordedBefore(
  db: Firestore,
  uid: string,
  path: string,
): Promise<WithId<MediaDoc> | undefined> {
  const snapshot = await db
    .collection(COLLECTIONS.media)
    .where('userId', '==', uid)
    .where('path', '==', path)
    .limit(1)
    .get();
  const doc = snapshot.docs[0];
  return doc && { ...(doc.data() as MediaDoc), id: doc.id };
}

/**
 * A photo the function converts is recorded pending, and its conversion requested: the function
 * converts recorded photos only. Requested again when the same record is asked for again, so a
 * request that failed to be stored is made by the client's retry (a stored one stays as it is).
 */
async function requestProcessing(storage: MediaStorage, media: MediaDoc): Promise<void> {
  const request = processingRequestPath(media.path);
  if (media.processing !== 'pending' || !request) return;
  await storage.create(request, new TextEncoder().encode(media.uploadedAt), 'text/plain');
}

/**
 * Records a file the client uploaded into their own media folder and
 * recomputes its yard's statuses. The stored object is checked, not the client's word: a missing
 * file is refused, and a file whose real type (its first bytes) or size does not fit, that would
 * take the client over their quota (MEDIA_QUOTA: files and bytes), or whose record the domain
 * refuses, is deleted and refused.
 * Decision: a path is recorded once, in the document whose id comes from the path; recording it
 * again, even at the same moment, answers that record (and touches neither the file nor the
 * documents), so a retried request can neither double nor delete a file.
 */
export const recordMedia = callableCommand({
  name: 'recordMedia',
  access: 'account',
  input: recordMediaInput,
  async handler({ caller, input, db, now }): Promise<{ media: WithId<MediaDoc> }> {
    const request = validateInput(recordMediaInputFor(caller.uid), input);
    const storage = mediaStorage();
    const earlier = await recordedBefore(db, caller.uid, request.path);
    if (earlier) {
      await requestProcessing(storage, earlier);
      return { media: earlier };
    }

    const facts = await storage.describe(request.path);
    if (!facts) throw new CommandError('failed-precondition', MEDIA_NOT_STORED);
    const fits =
      storedFileFits(request, facts) &&
      (await storedBytesFit(storage, request.path, facts.contentType));
    if (!fits) {
      await storage.delete(request.path);
      throw new CommandError('invalid-argument', MEDIA_FILE_TYPE_INVALID, { field: 'fileType' });
    }
    if (facts.contentType === SVG_CONTENT_TYPE) await storage.serveAsDownload(request.path);
    const downloadURL = await storage.downloadURL(request.path);

    const mediaId = mediaDocumentId(request.path);
    let media: WithId<MediaDoc>;
    try {
      media = await db.runTransaction(async (tx) => {
        const store = firestoreDocStore(db, tx);
        // Two requests for one path may both pass the early check; both transactions read the
        // path's document, so the later one finds what the first wrote.
        const recorded = await recordedIn(store, caller.uid, request.path);
        if (recorded) return recorded;
        const own = await store.query('media', { userId: caller.uid });
        if (!mediaQuotaAllows(own, facts.size)) {
          throw new CommandError('failed-precondition', MEDIA_QUOTA_REACHED);
        }
        return recordMediaDocument(store, {
          uid: caller.uid,
          mediaId,
          fields: request,
          file: { downloadURL, size: facts.size, ...initialProcessing(facts.contentType) },
          now,
        });
      });
    } catch (error) {
      // A refusal of the record (a yard not added, a limit or the quota reached) leaves a file no
      // record points to: it is deleted like a file that does not fit.
      if (error instanceof CommandError) await storage.delete(request.path);
      throw error;
    }
    await requestProcessing(storage, media);
    return { media };
  },
});
