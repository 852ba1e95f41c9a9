import type heicDecodeModule from 'heic-decode';
import type sharpModule from 'sharp';
import type { DerivedImageName, PhotoDecoder } from '@yardwise/domain/onboarding/mediaProcessing';

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

/**
 * The most pixels a photo may have (sharp's default): about 16k by 16k. A larger one is refused
 * rather than decoded, so one file cannot exhaust the function's memory.
 */
const MAX_INPUT_PIXELS = 268_402_689;
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

async function decodedInput(
  bytes: Uint8Array,
  { sharp, decodeHeic }: { sharp: Sharp; decodeHeic?: DecodeHeic },
) {
  if (!decodeHeic) {
    // failOn 'error': a photo with a harmless flaw (a truncated trailer) still converts.
    // rotate(): upright by its EXIF orientation, as a phone shows it.
    return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  }
  // libheif applies the HEIF file's own rotation and mirroring while decoding.
  const image = await decodeHeic({ buffer: bytes });
  if (image.width * image.height > MAX_INPUT_PIXELS) throw new Error('The photo is too large.');
  const pixels = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return sharp(pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/**
 * A photo's derived images, each within its longest side and never enlarged, as WebP without
 * the photo's metadata (sharp keeps none unless asked): no location, camera or date leaves it.
 * Rejects with UnreadablePhotoError when the photo cannot be decoded.
 */
export async function makeDerivedImages(
  bytes: Uint8Array,
  decoder: PhotoDecoder,
  sizes: Readonly<Record<DerivedImageName, number>>,
): Promise<Record<DerivedImageName, DerivedImage>> {
  const loaded = await libraries(decoder);
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
    throw new UnreadablePhotoError(error);
  }
}
