import type heicDecodeModule from 'heic-decode';
import type sharpModule from 'sharp';
import type { DerivedImageName, PhotoDecoder } from '@yardwise/domain/onboarding/mediaProcessing';
import {
  heifClaimedSize,
  PHOTO_MAX_PIXELS,
  photoPixelsAllowed,
  type PixelSize,
} from '@yardwise/domain/onboarding/photoPixels';

// The image adapter of the photo processing: sharp (libvips, whose binary ships inside its npm
// packages) resizes and encodes; HEIC is decoded by heic-decode (libheif in WebAssembly) first,
// because the libvips that sharp ships reads HEIF containers but not the HEVC inside them.
// Both are imported on first use, so no other function's cold start loads them.

export interface DerivedImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** The photo's pixels could not be read: a damaged file, or one that is not the format it claims. */
export class UnreadablePhotoError extends Error {
  constructor(cause: unknown) {
    super('The photo could not be decoded.', { cause });
    this.name = 'UnreadablePhotoError';
  }
}

/** The photo has more pixels than PHOTO_MAX_PIXELS: refused before it is decoded. */
export class PhotoTooLargeError extends Error {
  constructor(size: PixelSize) {
    super(`The photo is ${size.width}x${size.height} pixels, over ${PHOTO_MAX_PIXELS}.`);
    this.name = 'PhotoTooLargeError';
  }
}
const WEBP_QUALITY: Readonly<Record<DerivedImageName, number>> = { thumbnail: 70, display: 80 };

type Sharp = typeof sharpModule;
type DecodeHeic = typeof heicDecodeModule;

/** The libraries, loaded outside the decoding: a failed import is the function's fault, not the photo's. */
async function libraries(
  decoder: PhotoDecoder,
): Promise<{ sharp: Sharp; decodeHeic?: DecodeHeic }> {
  const { default: sharp } = await import('sharp');
  // Every photo is new: libvips' operation cache would only hold on to memory.
  sharp.cache(false);
  if (decoder === 'image') return { sharp };
  const { default: decodeHeic } = await import('heic-decode');
  return { sharp, decodeHeic };
}

/**
 * The size the photo's header claims, read without decoding it: libvips reads a JPEG's or PNG's
 * header only, and a HEIF file's image properties are read here. Null when it claims none.
 */
async function claimedSize(
  bytes: Uint8Array,
  { sharp, decodeHeic }: { sharp: Sharp; decodeHeic?: DecodeHeic },
): Promise<PixelSize | null> {
  if (decodeHeic) return heifClaimedSize(bytes);
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
  return width && height ? { width, height } : null;
}

/** Refuses a photo over the pixel limit, before any of it is decoded. */
async function checkedSize(bytes: Uint8Array, loaded: { sharp: Sharp; decodeHeic?: DecodeHeic }) {
  let size: PixelSize | null;
  try {
    size = await claimedSize(bytes, loaded);
  } catch (error) {
    throw new UnreadablePhotoError(error);
  }
  if (!size) throw new UnreadablePhotoError('The photo claims no size.');
  if (!photoPixelsAllowed(size)) throw new PhotoTooLargeError(size);
}

async function decodedInput(
  bytes: Uint8Array,
  { sharp, decodeHeic }: { sharp: Sharp; decodeHeic?: DecodeHeic },
) {
  // limitInputPixels: libvips itself refuses what the header check let through.
  const limitInputPixels = PHOTO_MAX_PIXELS;
  if (!decodeHeic) {
    // failOn 'error': a photo with a harmless flaw (a truncated trailer) still converts.
    // rotate(): upright by its EXIF orientation, as a phone shows it.
    return sharp(bytes, { failOn: 'error', limitInputPixels }).rotate();
  }
  // libheif applies the HEIF file's own rotation and mirroring while decoding, and refuses an
  // image whose decoded size is not the size its ispe claims.
  const image = await decodeHeic({ buffer: bytes });
  if (!photoPixelsAllowed(image)) throw new PhotoTooLargeError(image);
  const pixels = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  return sharp(pixels, { raw, limitInputPixels });
}

/**
 * A photo's derived images, each within its longest side and never enlarged, as WebP without
 * the photo's metadata (sharp keeps none unless asked): no location, camera or date leaves it.
 * Rejects with PhotoTooLargeError when it has more pixels than PHOTO_MAX_PIXELS, and with
 * UnreadablePhotoError when it cannot be decoded (running out of memory while decoding included).
 */
export async function makeDerivedImages(
  bytes: Uint8Array,
  decoder: PhotoDecoder,
  sizes: Readonly<Record<DerivedImageName, number>>,
): Promise<Record<DerivedImageName, DerivedImage>> {
  const loaded = await libraries(decoder);
  await checkedSize(bytes, loaded);
  try {
    const input = await decodedInput(bytes, loaded);
    const encode = async (name: DerivedImageName) => {
      const { data, info } = await input
        .clone()
        .resize({
          width: sizes[name],
          height: sizes[name],
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY[name] })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data), width: info.width, height: info.height };
    };
    // One after the other: two encodes at once would hold two output images in memory.
    const thumbnail = await encode('thumbnail');
    const display = await encode('display');
    return { thumbnail, display };
  } catch (error) {
    if (error instanceof PhotoTooLargeError) throw error;
    throw new UnreadablePhotoError(error);
  }
}
