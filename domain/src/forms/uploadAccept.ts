import { fillCopy } from '../copy/fillCopy';
import { FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_ACCEPTED } from './messages';

// Which files an upload control takes (onboarding §5) and whether storage.rules will let them in:
// the content type sent to storage decides the kind, and each kind has a size limit.

/** What a browser File offers that matters here. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type UploadKind = 'default' | 'photos' | 'videos';

/** onboarding §5: photos accept .jpg, .jpeg, .png, .svg, .heic. */
const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg', '.heic'];
/** onboarding §5: by default images, videos, .pdf, .dwg and .heic (the last three by extension). */
const DEFAULT_EXTENSIONS = ['.pdf', '.dwg', '.heic'];

/** The `accept` attribute of each upload control (onboarding §5). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  default: ['image/*', 'video/*', ...DEFAULT_EXTENSIONS].join(','),
  photos: PHOTO_EXTENSIONS.join(','),
  videos: 'video/*',
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
    case 'default':
      // image/* and video/* by the browser's type; .pdf, .dwg and .heic by extension.
      return /^(image|video)\//.test(file.type) || DEFAULT_EXTENSIONS.includes(extension);
  }
}

// Decision: "images" are the types storage.rules stores (JPEG, PNG, SVG, HEIC/HEIF); GIF/WebP are refused here.
// Decision: empty (0-byte) files are refused; they can only be a mistake.
export function uploadDecision(file: FileLike, kind: UploadKind): UploadDecision {
  const contentType = uploadContentType(file);
  const category = storedCategory(contentType);
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
