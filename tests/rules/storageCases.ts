import type { StoredCategory } from '@yardwise/domain/forms/uploadAccept';

// The uploads the storage emulator suite (storage.rules.test.ts) tries. The offline policy check
// (tests/lint/securityRules.test.ts) checks that the uploader's rules (domain) and storage.rules
// agree on every one of them.

/** Content types the uploader sends, by the kind whose size limit applies. */
export const ACCEPTED_TYPES: Record<StoredCategory, string[]> = {
  photo: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/heic', 'image/heif'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
  document: ['application/pdf', 'image/vnd.dwg', 'application/acad'],
};

/** Content types no upload may declare. */
export const REFUSED_TYPES = [
  'text/html',
  'application/javascript',
  'application/octet-stream',
  'image/gif',
  'image/webp',
  'IMAGE/JPEG',
  'image/svg+xml; charset=utf-8',
  'application/pdf+html',
  'xapplication/pdf',
  'video',
  'video/',
];

/** File names the uploader never gives ({uuid}.{timestamp}{ext} is what it gives). */
export const REFUSED_FILE_NAMES = ['.hidden.jpg', 'a..jpg', 'with space.jpg', 'x'.repeat(201)];

/** A name as the uploader gives it. */
export const UPLOADER_FILE_NAME = '0b7c6a8e-2f1d-4a8b-9c3e-5d6f7a8b9c0d.1768233871000.jpg';
