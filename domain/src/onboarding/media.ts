import type { MediaDoc, YardName } from '../firestore/documents';
import { isYardName, YARD_NAMES } from './yards';

// Yard photos and videos (onboarding §3, §4, §5, §7): variants, storage paths, accepted files,
// upload batches and the media record a finished upload creates.

/** The kinds of media a yard collects; the variant is `{yard}-yard-{kind}`. */
export const YARD_MEDIA_KINDS = [
  'wide-angle',
  'slow-pan',
  'chatty',
  'keep',
  'remove',
  'slope',
] as const;
export type YardMediaKind = (typeof YARD_MEDIA_KINDS)[number];

export const MEDIA_TAGS = ['property', 'exterior-design-inspiration'] as const;
export type MediaTag = (typeof MEDIA_TAGS)[number];

/** Decision: inspiration photos (tag exterior-design-inspiration) carry this variant. */
export const INSPIRATION_VARIANT = 'inspiration';

export function yardMediaVariant(yard: YardName, kind: YardMediaKind): string {
  return `${yard}-yard-${kind}`;
}

export function parseYardMediaVariant(
  variant: string,
): { yard: YardName; kind: YardMediaKind } | undefined {
  const match = /^([a-z]+)-yard-([a-z-]+)$/.exec(variant);
  if (!match) return undefined;
  const [, yard, kind] = match;
  if (!isYardName(yard) || !(YARD_MEDIA_KINDS as readonly string[]).includes(kind!)) {
    return undefined;
  }
  return { yard, kind: kind as YardMediaKind };
}

export const YARD_MEDIA_VARIANTS: readonly string[] = YARD_NAMES.flatMap((yard) =>
  YARD_MEDIA_KINDS.map((kind) => yardMediaVariant(yard, kind)),
);

export type YardMediaCounts = Record<YardMediaKind, number>;

/** How many media of each kind a yard has. */
export function countYardMedia(
  media: readonly Pick<MediaDoc, 'variant'>[],
  yard: YardName,
): YardMediaCounts {
  const counts = Object.fromEntries(YARD_MEDIA_KINDS.map((kind) => [kind, 0])) as YardMediaCounts;
  for (const { variant } of media) {
    const parsed = parseYardMediaVariant(variant);
    if (parsed?.yard === yard) counts[parsed.kind] += 1;
  }
  return counts;
}

/** Photos are images; the videos are slow-pan and chatty (onboarding §5). */
export function isVideoKind(kind: YardMediaKind): boolean {
  return kind === 'slow-pan' || kind === 'chatty';
}

/** onboarding §5: photos accept .jpg, .jpeg, .png, .svg, .heic; videos accept video/*. */
export const PHOTO_ACCEPT = ['.jpg', '.jpeg', '.png', '.svg', '.heic'] as const;
export const VIDEO_ACCEPT = 'video/*';
/** onboarding §5: by default uploads accept images, videos, .pdf, .dwg and .heic. */
export const DEFAULT_ACCEPT = ['image/*', 'video/*', '.pdf', '.dwg', '.heic'] as const;

/** The MIME types of the photo extensions (HEIF is the family HEIC belongs to). */
export const PHOTO_MIME_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/heic',
  'image/heif',
];
/** The MIME types of .pdf and .dwg drawings, which only untyped uploads accept. */
export const DRAWING_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'image/vnd.dwg',
  'application/acad',
  'application/x-dwg',
];

const VIDEO_MIME = /^video\/[a-z0-9][a-z0-9.+-]*$/;

/** Whether a file of this MIME type may be recorded as media of this kind. */
export function acceptsFileType(kind: YardMediaKind | 'inspiration', fileType: string): boolean {
  const type = fileType.toLowerCase();
  if (kind === 'inspiration') return PHOTO_MIME_TYPES.includes(type);
  return isVideoKind(kind) ? VIDEO_MIME.test(type) : PHOTO_MIME_TYPES.includes(type);
}

/** onboarding §8: HEIC files get their own message where the browser cannot show them. */
export function isHeicFile(file: { name: string; type?: string }): boolean {
  const type = (file.type ?? '').toLowerCase();
  return type === 'image/heic' || type === 'image/heif' || /\.hei[cf]$/i.test(file.name);
}

/** onboarding §4: files go in batches of up to the max concurrent uploads, default 1. */
export const DEFAULT_MAX_CONCURRENT_UPLOADS = 1;

export function uploadBatches<T>(
  files: readonly T[],
  maxConcurrent: number = DEFAULT_MAX_CONCURRENT_UPLOADS,
): T[][] {
  const size = Math.max(1, Math.floor(maxConcurrent) || 1);
  const batches: T[][] = [];
  for (let start = 0; start < files.length; start += size) {
    batches.push(files.slice(start, start + size));
  }
  return batches;
}

/** onboarding §4, §9: comments save themselves this long after the last edit. */
export const COMMENT_AUTOSAVE_DELAYS_MS = [700, 500] as const;
/** onboarding §5, §9: keep/remove comments are at most this long. */
export const KEEP_REMOVE_COMMENT_MAX = 100;

/**
 * onboarding §7 names media/{userId}.{uuid}.{timestamp}{ext}; decision: the same name sits inside
 * the user's own folder, media/{userId}/{uuid}.{timestamp}{ext}, which storage rules can scope.
 */
export function mediaStoragePath(
  uid: string,
  uuid: string,
  timestamp: number,
  ext: string,
): string {
  return `media/${uid}/${uuid}.${timestamp}${ext}`;
}

/** A file name inside a media folder: no path separators, no leading dot, no "..". */
export const MEDIA_FILE_NAME = /^(?!\.)(?!.*\.\.)[A-Za-z0-9._-]{1,200}$/;

/** Whether a storage path lies directly in this user's media folder. */
export function isOwnMediaPath(path: string, uid: string): boolean {
  const prefix = `media/${uid}/`;
  return (
    uid.length > 0 && path.startsWith(prefix) && MEDIA_FILE_NAME.test(path.slice(prefix.length))
  );
}

export interface RecordMediaFields {
  path: string;
  fileType: string;
  variant: string;
  tag: MediaTag;
  originalFileName: string;
}

/** The media document for an upload; onboarding §4: uploads are visible to designer and client. */
export function newMediaDoc(
  fields: RecordMediaFields,
  owner: { uid: string; projectId: string; now: Date; downloadURL: string; thumbnailURL?: string },
): MediaDoc {
  return {
    userId: owner.uid,
    projectId: owner.projectId,
    path: fields.path,
    originalFileName: fields.originalFileName,
    fileType: fields.fileType,
    uploadedAt: owner.now.toISOString(),
    isDesignerVisible: true,
    isClientVisible: true,
    tag: fields.tag,
    variant: fields.variant,
    description: '',
    downloadURL: owner.downloadURL,
    ...(owner.thumbnailURL ? { thumbnailURL: owner.thumbnailURL } : {}),
  };
}
