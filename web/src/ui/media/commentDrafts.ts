import { readDraft, removeDraft, writeDraft } from '@web/ui/sessionDraft';

// A comment typed but not saved yet is kept as a session draft under the media's id until it is
// saved, so a reload of the tab shows it again.

const DRAFT_KEY_PREFIX = 'yardwise.mediaComment.';

export function commentDraftKey(mediaId: string): string {
  return `${DRAFT_KEY_PREFIX}${mediaId}`;
}

export function readCommentDraft(mediaId: string): string | null {
  return readDraft(commentDraftKey(mediaId));
}

export function writeCommentDraft(mediaId: string, text: string): void {
  writeDraft(commentDraftKey(mediaId), text);
}

/** Clears the draft once `savedText` is saved, unless the client has typed something else since. */
export function clearCommentDraft(mediaId: string, savedText?: string): void {
  const draft = readCommentDraft(mediaId);
  if (draft === null) return;
  if (savedText === undefined || draft.trim() === savedText) removeDraft(commentDraftKey(mediaId));
}
