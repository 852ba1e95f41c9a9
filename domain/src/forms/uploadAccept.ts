import { fillCopy } from '../copy/fillCopy';
import { FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_ACCEPTED } from './messages';

// Which files an upload control takes and whether storage.rules will let them in:
// the content type sent to storage decides the kind, and each kind has a size limit.

/** What a browser File offers that matters here. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** 'plans': Plans & Drawings' documents, PDF, JPEG or PNG up to 50 MB each. */
export type UploadKind = 'default' | 'photos' | 'videos' | 'plans';

/** Photos accept .jpg, .jpeg, .png, .svg, .heic. */
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg', '.heic'];
/** By default images, videos, .pdf, .dwg and .heic (the last three by extension). */
const DEFAULT_EXTENSIONS = ['.pdf', '.dwg', '.heic'];
/** Plans & Drawings: PDF, JPEG or PNG. */
const PLAN_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'];
const PLAN_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The `accept` attribute of each upload control. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  default: ['image/*', 'video/*', ...DEFAULT_EXTENSIONS].join(','),
  photos: PHOTO_EXTENSIONS.join(','),
  videos: 'video/*',
  plans: PLAN_EXTENSIONS.join(','),
};

export type StoredCategory = 'photo' | 'video' | 'document';

const MB = 1024 * 1024;
/** Size limits per stored category; the same numbers as storage.rules. */
export const UPLOAD_SIZE_LIMITS: Record<StoredCategory, number> = {
  photo: 25 * MB,
  video: 1024 * MB,
  document: 50 * MB,
};
const LIMIT_LABELS: Record<StoredCategory, string> = {
  photo: '25 MB',
  video: '1 GB',
  document: '50 MB',
};

/** Content types storage.rules accepts, by category. */
export function storedCategory(contentType: string): StoredCategory | null {
  if (/^image\/(jpeg|png|svg\+xml|heic|heif)$/.test(contentType)) return 'photo';
  if (/^video\/.+$/.test(contentType)) return 'video';
  if (['application/pdf', 'image/vnd.dwg', 'application/acad'].includes(contentType))
    return 'document';
  return null;
}

/** Whether a content type is one Plans & Drawings take. */
export function isPlanContentType(contentType: string): boolean {
  return PLAN_CONTENT_TYPES.includes(contentType);
}

/**
 * Decision: a plan's JPEG or PNG may be up to 50 MB, twice a photo's limit. Storage tells it from
 * a photo by its file name, which starts with this prefix (storage.rules' isPlanImage); a plan
 * stored under any other name is held to the photo limit there.
 */
export const PLAN_FILE_PREFIX = 'plan-';

/** The file name prefix an upload control's files are stored under. */
export function uploadFileNamePrefix(kind: UploadKind): string {
  return kind === 'plans' ? PLAN_FILE_PREFIX : '';
}

/** The category whose size limit a file takes: every plan counts as a document (50 MB). */
function uploadCategory(contentType: string, kind: UploadKind): StoredCategory | null {
  if (kind === 'plans') return isPlanContentType(contentType) ? 'document' : null;
  return storedCategory(contentType);
}

/**
 * The size limit storage.rules applies to a new file of this name and content type; null for a
 * type it refuses. A plan's JPEG or PNG (named with the plan prefix) takes the documents' limit.
 */
export function storedSizeLimit(fileName: string, contentType: string): number | null {
  const category = storedCategory(contentType);
  if (fileName.startsWith(PLAN_FILE_PREFIX) && isPlanContentType(contentType)) {
    return UPLOAD_SIZE_LIMITS.document;
  }
  return category ? UPLOAD_SIZE_LIMITS[category] : null;
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.pdf': 'application/pdf',
  '.dwg': 'image/vnd.dwg',
};

/** ".JPG" → ".jpg"; "" when the name has no extension. */
export function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/** HEIC (or HEIF) by extension or by type; many browsers give HEIC files no type at all. */
export function isHeic(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return (
    ['.heic', '.heif'].includes(fileExtension(file.name)) || /^image\/hei[cf]$/.test(file.type)
  );
}

/**
 * The content type to upload with: the browser's type when storage accepts it, else the type of
 * a known extension (browsers often leave .heic and .dwg untyped), else the browser's type as is.
 */
export function uploadContentType(file: Pick<FileLike, 'name' | 'type'>): string {
  if (storedCategory(file.type)) return file.type;
  return TYPE_BY_EXTENSION[fileExtension(file.name)] ?? file.type;
}

/**
 * How storage serves the file's link: an SVG (which can carry script) downloads rather than open
 * in a tab, and storage.rules refuse one stored otherwise; every other type as its browser would.
 */
export function uploadContentDisposition(contentType: string): 'attachment' | undefined {
  return contentType === 'image/svg+xml' ? 'attachment' : undefined;
}

export type UploadDecision =
  | { accepted: true; contentType: string; category: StoredCategory }
  | { accepted: false; reason: 'type' | 'size' | 'empty'; message: string };

function takenByControl(file: FileLike, kind: UploadKind, category: StoredCategory): boolean {
  const extension = fileExtension(file.name);
  switch (kind) {
    case 'photos':
      return category === 'photo' && PHOTO_EXTENSIONS.includes(extension);
    case 'videos':
      return category === 'video' && /^video\//.test(file.type);
    case 'plans':
      return PLAN_EXTENSIONS.includes(extension);
    case 'default':
      // image/* and video/* by the browser's type; .pdf, .dwg and .heic by extension.
      return /^(image|video)\//.test(file.type) || DEFAULT_EXTENSIONS.includes(extension);
  }
}

// Decision: "images" are the types storage.rules stores (JPEG, PNG, SVG, HEIC/HEIF); GIF/WebP are refused here.
// Decision: empty (0-byte) files are refused; they can only be a mistake.
export function uploadDecision(file: FileLike, kind: UploadKind): UploadDecision {
  const contentType = uploadContentType(file);
  const category = uploadCategory(contentType, kind);
  if (!category || !takenByControl(file, kind, category)) {
    return {
      accepted: false,
      reason: 'type',
      message: fillCopy(FILE_TYPE_NOT_ACCEPTED, { fileName: file.name }),
    };
  }
  if (file.size <= 0) {
    return {
      accepted: false,
      reason: 'empty',
      message: fillCopy(FILE_EMPTY, { fileName: file.name }),
    };
  }
  if (file.size > UPLOAD_SIZE_LIMITS[category]) {
    return {
      accepted: false,
      reason: 'size',
      message: fillCopy(FILE_TOO_LARGE, { fileName: file.name, limit: LIMIT_LABELS[category] }),
    };
  }
  return { accepted: true, contentType, category };
}
