// A comment typed but not saved yet survives a reload of the tab: it is kept in sessionStorage
// under the media's id until it is saved. Storage may be unavailable (private mode, quota); the
// field then works as before, it only loses the reload safety net.

const DRAFT_KEY_PREFIX = 'yardwise.mediaComment.';

export function commentDraftKey(mediaId: string): string {
  return `${DRAFT_KEY_PREFIX}${mediaId}`;
}

export function readCommentDraft(mediaId: string): string | null {
  try {
    return window.sessionStorage.getItem(commentDraftKey(mediaId));
  } catch {
    return null;
  }
}

export function writeCommentDraft(mediaId: string, text: string): void {
  try {
    window.sessionStorage.setItem(commentDraftKey(mediaId), text);
  } catch {
    // Without storage the draft lives only in the field.
  }
}

/** Clears the draft once `savedText` is saved, unless the client has typed something else since. */
export function clearCommentDraft(mediaId: string, savedText?: string): void {
  try {
    const draft = window.sessionStorage.getItem(commentDraftKey(mediaId));
    if (draft === null) return;
    if (savedText === undefined || draft.trim() === savedText) {
      window.sessionStorage.removeItem(commentDraftKey(mediaId));
    }
  } catch {
    // Nothing to clear without storage.
  }
}
