// How large a photo the function converting uploads decodes. Decoded pixels cost memory (4 bytes
// each, more while HEIC is decoded), while a file's size says nothing about them: a few KB can
// claim 100 megapixels. So the size a photo claims is read from its header first and checked here.

/**
 * Decision: 50 megapixels. The largest photos phones take (48 MP, "HEIF Max") fit; decoding one
 * takes about 1.3 GiB of the function's 2 GiB (functions/src/media/processUploadedPhoto.ts).
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

export interface PixelSize {
  width: number;
  height: number;
}

/** Whether a photo of this size may be decoded: a real size of at most PHOTO_MAX_PIXELS pixels. */
export function photoPixelsAllowed({ width, height }: PixelSize): boolean {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    return false;
  }
  return width * height <= PHOTO_MAX_PIXELS;
}

/** The boxes on the way to a HEIF file's image properties: meta > iprp > ipco > ispe. */
const PROPERTY_PATH = ['meta', 'iprp', 'ipco'] as const;
/** meta and ispe are "full boxes": a version byte and three flag bytes before their content. */
const FULL_BOX_HEADER = 4;

interface Box {
  type: string;
  /** Where its content starts and ends in the file. */
  start: number;
  end: number;
}

function uint32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
}

/** The boxes between start and end, or null when one runs past the end (a damaged file). */
function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = uint32(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end || uint32(bytes, at + 8) !== 0) return null;
      size = uint32(bytes, at + 12);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/**
 * The largest image a HEIF (HEIC) file claims in its image spatial extent (ispe) properties,
 * which libheif holds the decoded image to; null when it claims none or its boxes are damaged.
 * Every image counts, not only the primary one: a grid's tiles and the grid itself alike.
 */
export function heifClaimedSize(bytes: Uint8Array): PixelSize | null {
  let container: Box = { type: 'file', start: 0, end: bytes.length };
  for (const type of PROPERTY_PATH) {
    const found = boxesIn(bytes, container.start, container.end)?.find((box) => box.type === type);
    if (!found) return null;
    const skip = type === 'meta' ? FULL_BOX_HEADER : 0;
    container = { ...found, start: found.start + skip };
  }
  const properties = boxesIn(bytes, container.start, container.end);
  let largest: PixelSize | null = null;
  for (const property of properties ?? []) {
    if (property.type !== 'ispe') continue;
    const at = property.start + FULL_BOX_HEADER;
    if (at + 8 > property.end) return null;
    const size = { width: uint32(bytes, at), height: uint32(bytes, at + 4) };
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}
