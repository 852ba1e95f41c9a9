import type { MediaDoc } from '../firestore/documents';
import { MEDIA_FILE_NAME } from './media';

// What happens to a photo after it is uploaded: the function that runs on every stored file makes
// a small thumbnail for grids and a display-size image for the review and the designer, both WebP
// (HEIC photos included, which most browsers cannot show), and records them on the media document.
// These are the pure halves: which files to make, where, and what the document says meanwhile.

/** Where a photo stands: its images are being made, are ready, or could not be made. */
export type MediaProcessing = 'pending' | 'ready' | 'failed';

/**
 * Derived images live outside the clients' upload folders, so a client can never write one (only
 * the function can, through the admin SDK) and making one never triggers the function again.
 */
export const DERIVED_MEDIA_FOLDER = 'media-derived';

export type DerivedImageName = 'thumbnail' | 'display';

/**
 * Each derived image's longest side in pixels (never enlarged). A thumbnail fills a grid card
 * (about 14rem wide) on a 2x screen; the display image fills a laptop screen.
 */
export const DERIVED_IMAGE_SIZES: Readonly<Record<DerivedImageName, number>> = {
  thumbnail: 480,
  display: 1600,
};

/** WebP: every browser the app supports shows it, and it encodes fast enough for a trigger. */
export const DERIVED_IMAGE_TYPE = 'image/webp';

/** How a photo's pixels are read: HEIC/HEIF through a HEIF decoder, the rest directly. */
export type PhotoDecoder = 'heif' | 'image';

/**
 * The photo types the function converts. SVG is drawn by the browser at any size and is left as
 * it is; PDFs and documents are not pictures.
 */
const PROCESSED_PHOTO_TYPES: Readonly<Record<string, PhotoDecoder>> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/heic': 'heif',
  'image/heif': 'heif',
};

/** Whether an upload of this content type gets a thumbnail and a display image. */
export function isProcessedPhotoType(contentType: string): boolean {
  return Object.hasOwn(PROCESSED_PHOTO_TYPES, contentType);
}

/** The folder of one upload's (media/{uid}/{fileName}) derived files. */
function derivedFolder(upload: { uid: string; fileName: string }): string {
  return `${DERIVED_MEDIA_FOLDER}/${upload.uid}/${upload.fileName}`;
}

/** The path of one derived image of an upload. */
export function derivedImagePath(
  upload: { uid: string; fileName: string },
  name: DerivedImageName,
): string {
  return `${derivedFolder(upload)}/${name}.webp`;
}

/**
 * The outcome of a photo that could not be converted is kept beside where its images would be,
 * so a record made after the function ran finds it as it finds the images.
 */
export function processingFailurePath(upload: { uid: string; fileName: string }): string {
  return `${derivedFolder(upload)}/failed.txt`;
}

/**
 * recordMedia stores this note when it records a photo to convert, and the function converts the
 * photo when the note is stored, not when the upload is: a file nobody recorded is never decoded.
 */
function processingRequestFile(upload: { uid: string; fileName: string }): string {
  return `${derivedFolder(upload)}/recorded.txt`;
}

/**
 * A run notes that it started converting a photo here. A run that finds the note but no outcome
 * follows one that died converting it (out of memory, out of time): it marks the photo failed
 * rather than crash on it again, so a photo that kills an instance does so once.
 */
export function processingStartedPath(upload: { uid: string; fileName: string }): string {
  return `${derivedFolder(upload)}/started.txt`;
}

/**
 * A run for an upload stored this long ago gives up and marks the photo failed: failures the
 * function cannot tell from the photo's (its storage could not be reached) are retried until then.
 */
export const PROCESSING_GIVE_UP_AFTER_MS = 60 * 60 * 1000;

export function processingGivesUp(storedAt: Date, now: Date): boolean {
  return now.getTime() - storedAt.getTime() > PROCESSING_GIVE_UP_AFTER_MS;
}

export type ProcessingPlan =
  /** Not a client's upload (a derived image, or anything outside media/): nothing to do. */
  | { action: 'ignore' }
  /** A client's upload that is not a photo to convert (a video, an SVG, a document). */
  | { action: 'skip'; reason: 'video' | 'not-converted' }
  | {
      action: 'process';
      uid: string;
      path: string;
      contentType: string;
      decoder: PhotoDecoder;
      derived: Readonly<Record<DerivedImageName, { path: string; maxSize: number }>>;
      failurePath: string;
      startedPath: string;
    };

const UPLOAD_PATH = /^media\/([^/]+)\/([^/]+)$/;
const REQUEST_PATH = /^media-derived\/([^/]+)\/([^/]+)\/recorded\.txt$/;

/** The upload (media/{uid}/{fileName}) of a path, or null for any other path. */
function uploadOf(path: string): { uid: string; fileName: string } | null {
  const match = UPLOAD_PATH.exec(path);
  return match && MEDIA_FILE_NAME.test(match[2]!) ? { uid: match[1]!, fileName: match[2]! } : null;
}

/** Where recordMedia asks for an upload to be converted; null for a path that is no upload. */
export function processingRequestPath(uploadPath: string): string | null {
  const upload = uploadOf(uploadPath);
  return upload && processingRequestFile(upload);
}

/** The upload a stored conversion request is for, or null when the path is no such request. */
export function requestedUpload(path: string): string | null {
  const match = REQUEST_PATH.exec(path);
  const uploadPath = match && `media/${match[1]}/${match[2]}`;
  return uploadPath && uploadOf(uploadPath) ? uploadPath : null;
}

/** Every file the function may have made for an upload; they are deleted with it. */
export function derivedFilePaths(path: string): string[] {
  const match = UPLOAD_PATH.exec(path);
  if (!match) return [];
  const upload = { uid: match[1]!, fileName: match[2]! };
  return [
    derivedImagePath(upload, 'thumbnail'),
    derivedImagePath(upload, 'display'),
    processingFailurePath(upload),
    processingStartedPath(upload),
    processingRequestFile(upload),
  ];
}

/**
 * What the function does with a stored object. Its paths depend only on the upload's path, so a
 * retried or repeated run writes the same two files again rather than a second set.
 */
export function planMediaProcessing(object: {
  name: string;
  contentType?: string;
}): ProcessingPlan {
  const match = UPLOAD_PATH.exec(object.name);
  if (!match || !MEDIA_FILE_NAME.test(match[2]!)) return { action: 'ignore' };
  const contentType = object.contentType ?? '';
  if (contentType.startsWith('video/')) return { action: 'skip', reason: 'video' };
  if (!isProcessedPhotoType(contentType)) return { action: 'skip', reason: 'not-converted' };
  const upload = { uid: match[1]!, fileName: match[2]! };
  const derived = (name: DerivedImageName) => ({
    path: derivedImagePath(upload, name),
    maxSize: DERIVED_IMAGE_SIZES[name],
  });
  return {
    action: 'process',
    uid: upload.uid,
    path: object.name,
    contentType,
    decoder: PROCESSED_PHOTO_TYPES[contentType]!,
    derived: { thumbnail: derived('thumbnail'), display: derived('display') },
    failurePath: processingFailurePath(upload),
    startedPath: processingStartedPath(upload),
  };
}

/** The state a new media document starts in: pending for a photo the function converts. */
export function initialProcessing(contentType: string): Pick<MediaDoc, 'processing'> {
  return isProcessedPhotoType(contentType) ? { processing: 'pending' } : {};
}

export type ProcessingOutcome =
  { state: 'ready'; thumbnailURL: string; displayURL: string } | { state: 'failed' };

/**
 * The change an outcome makes to a media document, or null when there is none to make: only a
 * document still pending takes one, so whichever of the recording and the function comes second
 * settles it, once, and a retried run changes nothing.
 */
export function settledProcessing(
  media: Pick<MediaDoc, 'processing'>,
  outcome: ProcessingOutcome,
): Partial<Pick<MediaDoc, 'processing' | 'thumbnailURL' | 'displayURL'>> | null {
  if (media.processing !== 'pending') return null;
  if (outcome.state === 'failed') return { processing: 'failed' };
  return {
    processing: 'ready',
    thumbnailURL: outcome.thumbnailURL,
    displayURL: outcome.displayURL,
  };
}

/** Where a grid or the review stands with a photo: its picture, or why there is none yet. */
export type PhotoView =
  { state: 'picture'; src: string } | { state: 'processing' } | { state: 'failed' };

/**
 * What a photo shows: a grid its thumbnail, the review its display image (each falling back to
 * the other, then to the upload itself for a record made before images were derived).
 */
export function photoView(
  media: Pick<MediaDoc, 'processing' | 'thumbnailURL' | 'displayURL' | 'downloadURL'>,
  size: DerivedImageName,
): PhotoView {
  if (media.processing === 'pending') return { state: 'processing' };
  if (media.processing === 'failed') return { state: 'failed' };
  const derived =
    size === 'thumbnail'
      ? (media.thumbnailURL ?? media.displayURL)
      : (media.displayURL ?? media.thumbnailURL);
  return { state: 'picture', src: derived ?? media.downloadURL };
}
