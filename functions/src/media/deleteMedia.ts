import * as logger from 'firebase-functions/logger';
import { deleteMediaDocument } from '@yardwise/domain/onboarding/commands/mediaCommands';
import { isOwnMediaPath } from '@yardwise/domain/onboarding/media';
import { deleteMediaInput } from '@yardwise/domain/onboarding/schemas';
import { mediaStorage } from '../adapters/storage/selectMediaStorage';
import { callableCommand } from '../commands/callableCommand';
import { firestoreDocStore } from '../commands/firestoreDocStore';

/**
 * onboarding §4, §7: deletes the caller's own media document (recomputing its yard's statuses),
 * then its stored file. Another client's media reads as not-found and nothing is touched.
 */
export const deleteMedia = callableCommand({
  name: 'deleteMedia',
  access: 'account',
  input: deleteMediaInput,
  async handler({ caller, input, db }): Promise<{ deleted: boolean }> {
    const deleted = await db.runTransaction((tx) =>
      deleteMediaDocument(firestoreDocStore(db, tx), { uid: caller.uid, mediaId: input.mediaId }),
    );
    // Only files in the caller's own folder are removed, whatever path a document holds.
    if (!isOwnMediaPath(deleted.path, caller.uid)) return { deleted: true };
    try {
      await mediaStorage().delete(deleted.path);
    } catch (error) {
      // Still deleted: the document, which is what the client sees, is gone; the stray file is logged.
      logger.error('Deleting a media file failed after its document was deleted', {
        mediaId: input.mediaId,
        path: deleted.path,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return { deleted: true };
  },
});
