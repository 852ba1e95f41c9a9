import { authorize, validateInput } from '@yardwise/domain/commands/command';
import { CommandError } from '@yardwise/domain/commands/commandError';
import {
  HELP_SUCCESS_REPLY,
  helpRequestKey,
  isHelpRepeat,
  ONBOARD_HELP_TEMPLATE,
  type HelpEmailPayload,
} from '@yardwise/domain/forms/help';
import { sendOnboardHelpEmailInput } from '@yardwise/domain/forms/schemas';
import {
  deleteMediaDocument,
  readOwnMedia,
  recordMediaDocument,
} from '@yardwise/domain/onboarding/commands/mediaCommands';
import { isOwnMediaPath, storedFileFits } from '@yardwise/domain/onboarding/media';
import { MEDIA_SIGNATURE_BYTES, mediaBytesFit } from '@yardwise/domain/onboarding/mediaSignatures';
import {
  MEDIA_FILE_NOT_REMOVED,
  MEDIA_FILE_TYPE_INVALID,
  MEDIA_NOT_STORED,
} from '@yardwise/domain/onboarding/messages';
import { cannotOnboardAlert } from '@yardwise/domain/onboarding/contextError';
import {
  alertCannotOnboardInput,
  deleteMediaInput,
  recordMediaInputFor,
} from '@yardwise/domain/onboarding/schemas';
import { brand } from '@web/ui/brand';
import { takeRateLimitToken } from '@yardwise/domain/security/takeRateLimitToken';
import { randomIdPart } from './memoryCatalog';
import { memoryRemoteCommand, type MemoryRemoteCommand } from './memoryRemoteCommand';

// The preview's stand-ins for the onboarding calls that touch uploaded files and email: the same
// checks and domain halves as the functions, with the files in MemoryStorage and nothing sent.

/**
 * Records a file the caller uploaded into their own media folder. As the function
 * does, the stored file must be there with the type the client claims, of the kind its variant
 * takes, within its size limit, and its first bytes must be that type (a text file named .png is
 * not a PNG), else it is deleted; recording the same path again returns the first record, so a
 * retried call never makes a second document. The preview has no function to convert photos:
 * they are recorded without thumbnails, and the grids show the uploads themselves.
 */
export const memoryRecordMedia: MemoryRemoteCommand<'recordMedia'> = async (
  raw,
  { caller, store, storage, now },
) => {
  const authorized = authorize('account', caller);
  const input = validateInput(recordMediaInputFor(authorized.uid), raw);
  const stored = storage.describe(input.path);
  if (!stored) throw new CommandError('failed-precondition', MEDIA_NOT_STORED);
  const fits =
    storedFileFits(input, stored) &&
    mediaBytesFit(stored.contentType, await storage.readStart(input.path, MEDIA_SIGNATURE_BYTES));
  if (!fits) {
    storage.delete(input.path);
    throw new CommandError('invalid-argument', MEDIA_FILE_TYPE_INVALID, { field: 'fileType' });
  }
  try {
    return await store.transaction(async (tx) => {
      const [existing] = await tx.query('media', { userId: authorized.uid, path: input.path });
      if (existing) return { media: existing };
      const media = await recordMediaDocument(tx, {
        uid: authorized.uid,
        mediaId: `media-${randomIdPart(20)}`,
        fields: input,
        file: { downloadURL: stored.url },
        now,
      });
      return { media };
    });
  } catch (error) {
    // As the function does: a refused record (the inspiration limit) leaves no orphaned file.
    if (error instanceof CommandError) storage.delete(input.path);
    throw error;
  }
};

/**
 * Deletes the caller's own stored file, then its media document. As the function
 * does: a file that cannot be removed keeps its record and answers 'unavailable', so the photo
 * stays and can be deleted again; a record is never deleted before its file.
 */
export const memoryDeleteMedia = memoryRemoteCommand<'deleteMedia', typeof deleteMediaInput>({
  access: 'account',
  input: deleteMediaInput,
  run: async ({ caller, input, store, storage }) => {
    const media = await store.transaction((tx) => readOwnMedia(tx, caller.uid, input.mediaId));
    if (isOwnMediaPath(media.path, caller.uid)) {
      try {
        storage.delete(media.path);
      } catch {
        throw new CommandError('unavailable', MEDIA_FILE_NOT_REMOVED);
      }
    }
    await store.transaction(async (tx) => {
      if (!(await tx.get('media', input.mediaId))) return;
      await deleteMediaDocument(tx, { uid: caller.uid, mediaId: input.mediaId });
    });
    return { deleted: true };
  },
});

/**
 * The "Talk to us" message is kept in the outbox (LOCAL_ONLY) for the support
 * team, as the functions keep it without an email provider, and answers 202 like a delivered one.
 * As there, the same caller sending the same message within HELP_REPEAT_WINDOW_MS gets 202 and
 * no second entry, and such a repeat takes no rate-limit token.
 * Decision: only signed-in customers send it; onboarding is theirs alone.
 */
export const memorySendOnboardHelpEmail = memoryRemoteCommand<
  'sendOnboardHelpEmail',
  typeof sendOnboardHelpEmailInput
>({
  access: 'account',
  input: sendOnboardHelpEmailInput,
  run: ({ caller, input, store, now }) =>
    store.transaction(async (tx) => {
      const key = helpRequestKey(caller.uid, input);
      // The help entries are this stand-in's own, written below with the payload's fields.
      const earlier = await tx.query('outbox', { template: ONBOARD_HELP_TEMPLATE });
      const repeat = earlier.some(({ createdAt, data }) => {
        const sent = data as unknown as HelpEmailPayload & { userId: string };
        return isHelpRepeat(createdAt, now) && helpRequestKey(sent.userId, sent) === key;
      });
      if (repeat) return HELP_SUCCESS_REPLY;
      await takeRateLimitToken(tx, 'sendOnboardHelpEmail', caller.uid, now);
      await tx.set('outbox', `preview-${randomIdPart(20)}`, {
        to: brand.supportEmail,
        template: ONBOARD_HELP_TEMPLATE,
        data: { ...input, body: input.body.trim(), userId: caller.uid },
        state: 'LOCAL_ONLY',
        createdAt: now.toISOString(),
        attempts: 0,
      });
      return HELP_SUCCESS_REPLY;
    }),
});

/**
 * The preview has no staff to alert; the "CLIENT CANNOT ONBOARD" line goes to the
 * console, as the functions' stand-in writes it to the log.
 */
export const memoryAlertCannotOnboard = memoryRemoteCommand<
  'alertCannotOnboard',
  typeof alertCannotOnboardInput
>({
  access: 'account',
  input: alertCannotOnboardInput,
  run: async ({ caller, input }) => {
    console.warn(`[preview alert] ${cannotOnboardAlert(input.detail)}`, { uid: caller.uid });
    return { alerted: true };
  },
});
