import type { MediaDoc, YardName } from '../firestore/documents';
import { storedCategory, type StoredCategory } from '../forms/uploadAccept';
import { isYardName, YARD_NAMES } from './yards';

// Yard photos and videos (onboarding §3, §4, §7): variants, counts, the file category each kind
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

export const MEDIA_TAGS = ['property', 'exterior-design-inspiration', 'design-feedback'] as const;
export type MediaTag = (typeof MEDIA_TAGS)[number];

/** Decision: inspiration photos (tag exterior-design-inspiration) carry this variant. */
export const INSPIRATION_VARIANT = 'inspiration';
/** Reference photos sent with feedback on a design carry this variant and the same tag. */
export const DESIGN_FEEDBACK_VARIANT = 'design-feedback';

/** The variants outside the yards, which take photos only, each with the tag its media carry. */
const PHOTO_VARIANT_TAGS: Readonly<Record<string, MediaTag>> = {
  [INSPIRATION_VARIANT]: 'exterior-design-inspiration',
  [DESIGN_FEEDBACK_VARIANT]: 'design-feedback',
};

/** The kind of file a variant takes: a yard's kind, or 'inspiration' (photos) for the others. */
export function mediaKindOfVariant(variant: string): YardMediaKind | 'inspiration' | undefined {
  if (Object.hasOwn(PHOTO_VARIANT_TAGS, variant)) return 'inspiration';
  return parseYardMediaVariant(variant)?.kind;
}

/** The tag media of a variant carry: their own for the photo-only variants, else 'property'. */
export function mediaTagOfVariant(variant: string): MediaTag {
  return Object.hasOwn(PHOTO_VARIANT_TAGS, variant) ? PHOTO_VARIANT_TAGS[variant]! : 'property';
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

/** Photos are images; the videos are slow-pan and chatty (onboarding §5). */
export function isVideoKind(kind: YardMediaKind): boolean {
  return kind === 'slow-pan' || kind === 'chatty';
}

/** Slow-pan and chatty take videos; every other kind, inspiration included, takes photos. */
function storedCategoryFor(kind: YardMediaKind | 'inspiration'): StoredCategory {
  return kind !== 'inspiration' && isVideoKind(kind) ? 'video' : 'photo';
}

/** Whether a file of this content type may be recorded as media of this kind (storage's categories). */
export function fitsMediaKind(kind: YardMediaKind | 'inspiration', contentType: string): boolean {
  return storedCategory(contentType) === storedCategoryFor(kind);
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
