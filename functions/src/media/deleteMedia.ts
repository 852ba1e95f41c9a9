import { CommandError } from '@yardwise/domain/commands/commandError';
import {
  deleteMediaDocument,
  readOwnMedia,
} from '@yardwise/domain/onboarding/commands/mediaCommands';
import { derivedFilePaths } from '@yardwise/domain/onboarding/mediaProcessing';
import { isOwnMediaPath } from '@yardwise/domain/onboarding/media';
import { MEDIA_FILE_NOT_REMOVED } from '@yardwise/domain/onboarding/messages';
import { deleteMediaInput } from '@yardwise/domain/onboarding/schemas';
import { mediaStorage } from '../adapters/storage/selectMediaStorage';
import { callableCommand } from '../commands/callableCommand';
import { firestoreDocStore } from '../commands/firestoreDocStore';
import { logError } from '../logs';

/**
 * Deletes the caller's own stored file, then its media document (recomputing
 * its yard's statuses). Another client's media reads as not-found and nothing is touched.
 * Decision: the file goes first, so a deleted record never leaves a file behind that nothing
 * points to; when the file cannot be removed the record stays and the answer is 'unavailable', so
 * the client still shows the photo and can delete it again. A file already gone is no obstacle.
 */
export const deleteMedia = callableCommand({
  name: 'deleteMedia',
  access: 'account',
  input: deleteMediaInput,
  async handler({ caller, input, db }): Promise<{ deleted: boolean }> {
    const media = await db.runTransaction((tx) =>
      readOwnMedia(firestoreDocStore(db, tx), caller.uid, input.mediaId),
    );
    // Only files in the caller's own folder are removed, whatever path a document holds.
    if (isOwnMediaPath(media.path, caller.uid)) {
      try {
        const storage = mediaStorage();
        // The photo's thumbnail and display image go with it.
        const paths = [media.path, ...derivedFilePaths(media.path)];
        await Promise.all(paths.map((path) => storage.delete(path)));
      } catch (error) {
        logError('Deleting a media file failed; its document is kept', {
          mediaId: input.mediaId,
          path: media.path,
          error: error instanceof Error ? error.message : String(error),
        });
        throw new CommandError('unavailable', MEDIA_FILE_NOT_REMOVED);
      }
    }
    await db.runTransaction(async (tx) => {
      const store = firestoreDocStore(db, tx);
      // A request deleting the same media at the same moment may have deleted the record already.
      if (!(await store.get('media', input.mediaId))) return;
      await deleteMediaDocument(store, { uid: caller.uid, mediaId: input.mediaId });
    });
    return { deleted: true };
  },
});
