// The real type of an uploaded photo or video, read from its first bytes. The content type a
// browser sends is only the client's word (storage.rules can check nothing else), so a page or a
// script uploaded as "image/jpeg" is caught here, by the recording function, and dropped.

/**
 * How many leading bytes the check reads: enough for every signature below, the furthest being an
 * SVG's root element after an XML declaration, a doctype and a comment or two.
 */
export const MEDIA_SIGNATURE_BYTES = 1024;

/** What the first bytes show: a photo format, a video container, a PDF, or nothing we record. */
export type MediaFormat = 'jpeg' | 'png' | 'heif' | 'svg' | 'video' | 'pdf';

/** HEIF brands of still images and image sequences (HEIC from phones is major brand heic or mif1). */
const HEIF_BRANDS: ReadonlySet<string> = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);
/** AVIF is a HEIF image too, but not a type we take: it must not pass as a video. */
const OTHER_IMAGE_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis']);
/** QuickTime files from older cameras start with one of these atoms instead of ftyp. */
const QUICKTIME_ATOMS: ReadonlySet<string> = new Set([
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'pnot',
]);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const EBML = [0x1a, 0x45, 0xdf, 0xa3]; // Matroska, WebM
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]; // WMV
const MPEG_PROGRAM_STREAM = [0x00, 0x00, 0x01, 0xba];
const MPEG_VIDEO_STREAM = [0x00, 0x00, 0x01, 0xb3];
const MPEG_TS_SYNC = 0x47;

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  if (bytes.length < from + length) return '';
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/** An ISO base media file (MP4, MOV, 3GP, HEIC): what its ftyp box's major brand says it holds. */
function isoMediaFormat(bytes: Uint8Array): MediaFormat | null | undefined {
  if (ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const brand = ascii(bytes, 8, 4);
  if (HEIF_BRANDS.has(brand)) return 'heif';
  return OTHER_IMAGE_BRANDS.has(brand) ? null : 'video';
}

function isVideoContainer(bytes: Uint8Array): boolean {
  return (
    QUICKTIME_ATOMS.has(ascii(bytes, 4, 4)) ||
    startsWith(bytes, EBML) ||
    (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') ||
    startsWith(bytes, ASF) ||
    startsWith(bytes, MPEG_PROGRAM_STREAM) ||
    startsWith(bytes, MPEG_VIDEO_STREAM) ||
    (bytes[0] === MPEG_TS_SYNC && bytes[188] === MPEG_TS_SYNC) ||
    (bytes[4] === MPEG_TS_SYNC && bytes[196] === MPEG_TS_SYNC) ||
    ascii(bytes, 0, 4) === 'OggS' ||
    ascii(bytes, 0, 3) === 'FLV'
  );
}

/**
 * An SVG document: text whose first element is <svg>, after an optional byte-order mark, XML
 * declaration, doctype and comments. An HTML page or a script stored as image/svg+xml is not.
 */
function isSvgDocument(bytes: Uint8Array): boolean {
  let text = String.fromCharCode(...bytes);
  if (text.startsWith('\xEF\xBB\xBF')) text = text.slice(3);
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE svg[^>]*>)\s*)*/i;
  const rest = text.slice(prolog.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/.test(rest);
}

/** The format a file's first bytes show, or null when they are not a photo or video we take. */
export function mediaFormatOf(bytes: Uint8Array): MediaFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (isSvgDocument(bytes)) return 'svg';
  const iso = isoMediaFormat(bytes);
  if (iso !== undefined) return iso;
  return isVideoContainer(bytes) ? 'video' : null;
}

/** The format each photo or document type must show; every video type takes any video container. */
const PHOTO_FORMATS: Readonly<Record<string, MediaFormat>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/svg+xml': 'svg',
};

function expectedFormat(contentType: string): MediaFormat | undefined {
  return /^video\/.+$/.test(contentType) ? 'video' : PHOTO_FORMATS[contentType];
}

/**
 * Whether media may be recorded with this content type at all: JPEG, PNG, SVG and HEIC/HEIF
 * photos, videos, and PDF (plans and drawings only: fitsMediaKind).
 * DWG documents are not media.
 * An SVG can carry script, which runs when its link is opened in a tab: recordMedia has the stored
 * file served as a download (shown through <img>, where script never runs).
 */
export function isRecordableMediaType(contentType: string): boolean {
  return expectedFormat(contentType) !== undefined;
}

/**
 * Whether a stored file's first bytes are what its content type says: a JPEG, PNG, SVG or HEIC/HEIF
 * photo, a PDF, or a video container for any video type (phones label the same container differently).
 * A type that is not recordable never fits.
 */
export function mediaBytesFit(contentType: string, bytes: Uint8Array): boolean {
  const expected = expectedFormat(contentType);
  return expected !== undefined && mediaFormatOf(bytes) === expected;
}
