import {
  COMMENT_REQUIRED,
  INSPIRATION_COMMENT_TOO_LONG,
  KEEP_REMOVE_COMMENT_TOO_LONG,
} from './messages';

// Comments on uploaded media: their length limits, auto-save delays and validation.

export const KEEP_REMOVE_COMMENT_MAX_LENGTH = 100;
export const INSPIRATION_COMMENT_MAX_LENGTH = 154;

/** Auto-save waits this long after the last edit of a keep/remove comment. */
export const KEEP_REMOVE_COMMENT_AUTOSAVE_MS = 700;
/** ... and this long after the last edit of an inspiration comment. */
export const INSPIRATION_COMMENT_AUTOSAVE_MS = 500;
// Decision: of the two auto-save delays, 700 ms is for keep/remove comments and 500 ms for
// inspiration.

// Decision: a comment of only spaces is empty, and the 100 limit counts the trimmed text (what is saved).
export function keepRemoveCommentError(comment: string): string | null {
  const trimmed = comment.trim();
  if (trimmed.length === 0) return COMMENT_REQUIRED;
  if (trimmed.length > KEEP_REMOVE_COMMENT_MAX_LENGTH) return KEEP_REMOVE_COMMENT_TOO_LONG;
  return null;
}

/** Inspiration comments are optional, at most 154 characters. */
export function inspirationCommentError(comment: string): string | null {
  return comment.trim().length > INSPIRATION_COMMENT_MAX_LENGTH
    ? INSPIRATION_COMMENT_TOO_LONG
    : null;
}

/** keepRemove is COMPLETE only when every keep and every remove photo has a valid comment. */
export function allMediaCommented(descriptions: readonly string[]): boolean {
  return descriptions.every((description) => keepRemoveCommentError(description) === null);
}

/**
 * The error for a description of stored media, by what the media is: keep and remove photos take
 * the keep/remove rule (required, 100), everything else the inspiration rule (optional, 154).
 * The update-description command checks this once it has read the media document.
 */
export function mediaDescriptionError(
  media: { variant: string },
  description: string,
): string | null {
  return media.variant.endsWith('-keep') || media.variant.endsWith('-remove')
    ? keepRemoveCommentError(description)
    : inspirationCommentError(description);
}
