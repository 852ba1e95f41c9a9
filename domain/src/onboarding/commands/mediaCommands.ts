import { defineCommand } from '../../commands/command';
import { CommandError } from '../../commands/commandError';
import type { DocStore } from '../../commands/docStore';
import type { WithId } from '../../firestore/collections';
import type { MediaDoc } from '../../firestore/documents';
import { mediaDescriptionError } from '../../forms/comments';
import { FILE_LIMIT_REACHED } from '../../forms/messages';
import {
  mediaLimitOfTag,
  newMediaDoc,
  parseYardMediaVariant,
  type RecordMediaFields,
} from '../media';
import { MEDIA_NOT_FOUND } from '../messages';
import type { StateChange } from '../onboardState';
import { updateMediaDescriptionInput } from '../schemas';
import {
  ownProjectMedia,
  readOwnOnboardState,
  requireActiveYard,
  saveChange,
  withMediaStatuses,
  type OwnOnboardState,
} from './ownOnboardState';

// Media records. Storing and deleting the file happen outside a transaction
// (Storage in the functions, memory in the preview); these are the document halves, shared by both.

/** The caller's own media document; another client's reads as missing, so nothing leaks. */
export async function readOwnMedia(
  store: DocStore,
  uid: string,
  mediaId: string,
): Promise<MediaDoc> {
  const media = await store.get('media', mediaId);
  if (!media || media.userId !== uid) throw new CommandError('not-found', MEDIA_NOT_FOUND);
  return media;
}

/**
 * Design-feedback photos come after the project was submitted (a design exists by then); every
 * other upload is part of onboarding, which a submission makes read-only.
 */
function afterSubmission(media: Pick<MediaDoc, 'tag'>): { submitted?: 'allow' } {
  return media.tag === 'design-feedback' ? { submitted: 'allow' } : {};
}

export interface StoredFile {
  downloadURL: string;
  thumbnailURL?: string;
  /** 'pending' for a photo whose images the function is making (mediaProcessing.ts). */
  processing?: MediaDoc['processing'];
  /** Its size in bytes as stored (mediaRetention.ts counts it). */
  size?: number;
}

/**
 * Creates the media document of a stored upload and recomputes its yard's statuses. A yard file
 * needs its yard active (the page that uploads it belongs to an active yard); a file of a tag with
 * a limit per project (5 exterior inspiration photos, 10 landscape inspiration photos, 10 plans and
 * drawings) needs room under it, which the server enforces too.
 */
export async function recordMediaDocument(
  store: DocStore,
  request: { uid: string; mediaId: string; fields: RecordMediaFields; file: StoredFile; now: Date },
): Promise<WithId<MediaDoc>> {
  const own = await readOwnOnboardState(store, request.uid, afterSubmission(request.fields));
  const yard = parseYardMediaVariant(request.fields.variant)?.yard;
  if (yard) requireActiveYard(own.state, yard);
  const doc = newMediaDoc(request.fields, {
    uid: request.uid,
    projectId: own.state.projectId,
    now: request.now,
    ...request.file,
  });
  const limit = mediaLimitOfTag(doc.tag);
  const media =
    yard || limit !== undefined
      ? await ownProjectMedia(store, request.uid, own.state.projectId)
      : [];
  if (limit !== undefined && media.filter((file) => file.tag === doc.tag).length >= limit) {
    throw new CommandError('failed-precondition', FILE_LIMIT_REACHED);
  }
  if (yard) await saveChange(store, own, withMediaStatuses(own.state, yard, [...media, doc]));
  await store.set('media', request.mediaId, doc);
  return { ...doc, id: request.mediaId };
}

/**
 * Deletes the caller's media document and recomputes its yard's statuses; returns the deleted
 * document so its file can be removed too.
 */
export async function deleteMediaDocument(
  store: DocStore,
  request: { uid: string; mediaId: string },
): Promise<MediaDoc> {
  const deleted = await readOwnMedia(store, request.uid, request.mediaId);
  const own = await readOwnOnboardState(store, request.uid, afterSubmission(deleted));
  const yard = parseYardMediaVariant(deleted.variant)?.yard;
  if (yard) {
    const media = await ownProjectMedia(store, request.uid, own.state.projectId);
    const remaining = media.filter((doc) => doc.id !== request.mediaId);
    await saveChange(store, own, withMediaStatuses(own.state, yard, remaining));
  }
  await store.delete('media', request.mediaId);
  return deleted;
}

/**
 * The yard status change a saved keep/remove comment makes: keepRemove follows the saved comments
 * from then on, so leaving by the sidebar or Back shows the same status as the page's button.
 * Null for other media. Reads only, so the command can still write after it.
 */
async function statusesAfterComment(
  store: DocStore,
  uid: string,
  commented: WithId<MediaDoc>,
): Promise<{ own: OwnOnboardState; change: StateChange } | null> {
  const variant = parseYardMediaVariant(commented.variant);
  if (!variant || (variant.kind !== 'keep' && variant.kind !== 'remove')) return null;
  const own = await readOwnOnboardState(store, uid);
  const media = await ownProjectMedia(store, uid, own.state.projectId);
  const saved = media.map((doc) => (doc.id === commented.id ? commented : doc));
  const change = withMediaStatuses(own.state, variant.yard, saved, { keepRemoveWorkedOn: true });
  return { own, change };
}

/**
 * A comment on the caller's own media, saved as typed. Keep and remove photos
 * need 1–100 characters ('Comment Required!'); other media take up to 154.
 */
export const updateMediaDescription = defineCommand({
  name: 'updateMediaDescription',
  access: 'account',
  input: updateMediaDescriptionInput,
  async run({ caller, store }, input): Promise<{ media: WithId<MediaDoc> }> {
    const media = await readOwnMedia(store, caller.uid, input.mediaId);
    // A submitted project's photos are read-only (refused there); feedback photos are not.
    await readOwnOnboardState(store, caller.uid, afterSubmission(media));
    const error = mediaDescriptionError(media, input.description);
    if (error) throw new CommandError('invalid-argument', error, { field: 'description' });
    const commented = { ...media, description: input.description, id: input.mediaId };
    const statuses = await statusesAfterComment(store, caller.uid, commented);
    if (media.description !== input.description) {
      await store.update('media', input.mediaId, { description: input.description });
    }
    if (statuses) await saveChange(store, statuses.own, statuses.change);
    return { media: commented };
  },
});
