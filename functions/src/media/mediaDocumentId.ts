import { createHash } from 'node:crypto';

/**
 * The id of the media document of the file stored at `path`: derived from the path, so recording
 * one stored file twice, even by two requests at the same moment, writes the same document.
 * A SHA-256 keeps it within the ids commands accept (letters, digits, _ and -; at most 128) and
 * unforgeable: no other path gives an id that collides with another client's.
 */
export function mediaDocumentId(path: string): string {
  return `media-${createHash('sha256').update(path).digest('base64url')}`;
}
