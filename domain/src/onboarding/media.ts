import type { MediaDoc, YardName } from '../firestore/documents';
import { INSPIRATION_MAX_FILES } from '../forms/inspirationUploads';
import {
  isPlanContentType,
  storedCategory,
  UPLOAD_SIZE_LIMITS,
  type StoredCategory,
} from '../forms/uploadAccept';
import { isYardName, YARD_NAMES } from './yards';

// Yard photos and videos: variants, counts, the file category each kind
// takes, upload batches, the caller's media folder and the media record a finished upload creates.
// Accept lists, HEIC, size limits, the storage path and comment limits are forms/'s.

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

export const MEDIA_TAGS = [
  'property',
  'exterior-design-inspiration',
  'design-feedback',
  'landscape-inspiration',
  'plans',
] as const;
export type MediaTag = (typeof MEDIA_TAGS)[number];

/** Decision: inspiration photos (tag exterior-design-inspiration) carry this variant. */
export const INSPIRATION_VARIANT = 'inspiration';
/** Reference photos sent with feedback on a design carry this variant and the same tag. */
export const DESIGN_FEEDBACK_VARIANT = 'design-feedback';

/** My Inspiration's landscape photos (same types and limits as the exterior ones) carry this one. */
export const LANDSCAPE_INSPIRATION_VARIANT = 'landscape-inspiration';
/** Plans & Drawings' documents (PDF, JPEG or PNG up to 50 MB) carry this variant. */
export const PLAN_VARIANT = 'plan';

/** My Inspiration takes up to 10 landscape photos; Plans & Drawings up to 10 files. */
export const LANDSCAPE_INSPIRATION_MAX_PHOTOS = 10;
export const PLANS_MAX_FILES = 10;

/** The variants outside the yards, which take photos only, each with the tag its media carry. */
const PHOTO_VARIANT_TAGS: Readonly<Record<string, MediaTag>> = {
  [INSPIRATION_VARIANT]: 'exterior-design-inspiration',
  [DESIGN_FEEDBACK_VARIANT]: 'design-feedback',
  [LANDSCAPE_INSPIRATION_VARIANT]: 'landscape-inspiration',
};

/** The kinds of file outside the yards: photos ('inspiration') or plans and drawings ('plan'). */
export type MediaKind = YardMediaKind | 'inspiration' | 'plan';

/** The kind of file a variant takes: a yard's kind, 'plan', or 'inspiration' (photos) for the others. */
export function mediaKindOfVariant(variant: string): MediaKind | undefined {
  if (variant === PLAN_VARIANT) return 'plan';
  if (Object.hasOwn(PHOTO_VARIANT_TAGS, variant)) return 'inspiration';
  return parseYardMediaVariant(variant)?.kind;
}

/** The tag media of a variant carry: their own outside the yards, else 'property'. */
export function mediaTagOfVariant(variant: string): MediaTag {
  if (variant === PLAN_VARIANT) return 'plans';
  return Object.hasOwn(PHOTO_VARIANT_TAGS, variant) ? PHOTO_VARIANT_TAGS[variant]! : 'property';
}

/** The most media of a tag one project keeps; recording one more is refused. None for the rest. */
const MEDIA_LIMITS_BY_TAG: Partial<Record<MediaTag, number>> = {
  'exterior-design-inspiration': INSPIRATION_MAX_FILES,
  'landscape-inspiration': LANDSCAPE_INSPIRATION_MAX_PHOTOS,
  plans: PLANS_MAX_FILES,
};

export function mediaLimitOfTag(tag: MediaTag): number | undefined {
  return MEDIA_LIMITS_BY_TAG[tag];
}

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

/** Photos are images; the videos are slow-pan and chatty. */
export function isVideoKind(kind: YardMediaKind): boolean {
  return kind === 'slow-pan' || kind === 'chatty';
}

/** Slow-pan and chatty take videos; every other kind, inspiration included, takes photos. */
function storedCategoryFor(kind: YardMediaKind | 'inspiration'): StoredCategory {
  return kind !== 'inspiration' && isVideoKind(kind) ? 'video' : 'photo';
}

/**
 * Whether a file of this content type may be recorded as media of this kind (storage's
 * categories); plans take PDF, JPEG or PNG.
 */
export function fitsMediaKind(kind: MediaKind, contentType: string): boolean {
  if (kind === 'plan') return isPlanContentType(contentType);
  return storedCategory(contentType) === storedCategoryFor(kind);
}

/**
 * The largest file of this content type a kind records: plans are documents (50 MB) whatever
 * their type; everything else takes its type's category limit. 0 for a type storage refuses.
 */
export function mediaSizeLimit(kind: MediaKind, contentType: string): number {
  if (kind === 'plan') return UPLOAD_SIZE_LIMITS.document;
  const category = storedCategory(contentType);
  return category ? UPLOAD_SIZE_LIMITS[category] : 0;
}

/**
 * Whether a stored file is what the client said it uploaded: the same content type, of the kind
 * the variant takes, within its size limit (its category's; 50 MB for every plan). Decision: an
 * empty file is refused too, as the upload control refuses it; only a client that skipped it can
 * store one. Its first bytes are checked apart (mediaBytesFit), once this cheaper check passed.
 */
export function storedFileFits(
  request: { variant: string; fileType: string },
  stored: { contentType: string; size: number },
): boolean {
  const kind = mediaKindOfVariant(request.variant);
  return (
    stored.contentType === request.fileType &&
    kind !== undefined &&
    fitsMediaKind(kind, stored.contentType) &&
    stored.size > 0 &&
    stored.size <= mediaSizeLimit(kind, stored.contentType)
  );
}

/** Files go in batches of up to the max concurrent uploads, default 1. */
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

/**
 * A file name inside a media folder: no path separators, no leading dot, no "..". The names
 * mediaUploadPath (forms/mediaPath.ts) gives are of this form.
 */
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

/** The media document for an upload; uploads are visible to designer and client. */
export function newMediaDoc(
  fields: RecordMediaFields,
  owner: {
    uid: string;
    projectId: string;
    now: Date;
    downloadURL: string;
    thumbnailURL?: string;
    processing?: MediaDoc['processing'];
    size?: number;
  },
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
    ...(owner.processing ? { processing: owner.processing } : {}),
    ...(owner.size !== undefined ? { size: owner.size } : {}),
  };
}
