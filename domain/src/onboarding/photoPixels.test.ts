import { describe, expect, it } from 'vitest';
import { heifClaimedSize, PHOTO_MAX_PIXELS, photoPixelsAllowed } from './photoPixels';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
/** An ISO base media box: its size, its type and its body. */
const box = (type: string, ...body: number[][]) => {
  const content = body.flat();
  return [...u32(8 + content.length), ...ascii(type), ...content];
};
const FULL_BOX = [0, 0, 0, 0];
const ispe = (width: number, height: number) => box('ispe', FULL_BOX, u32(width), u32(height));
const heif = (...properties: number[][]) =>
  Uint8Array.from([
    ...box('ftyp', ascii('heic'), u32(0), ascii('mif1heic')),
    ...box(
      'meta',
      FULL_BOX,
      box('hdlr', FULL_BOX, u32(0), ascii('pict')),
      box('iprp', box('ipco', ...properties)),
    ),
    ...box('mdat'),
  ]);

describe('the photo pixel limit', () => {
  it('is 50 megapixels: a 48 MP iPhone photo passes, 8000 by 8000 does not', () => {
    expect(PHOTO_MAX_PIXELS).toBe(50_000_000);
    expect(photoPixelsAllowed({ width: 8064, height: 6048 })).toBe(true);
    expect(photoPixelsAllowed({ width: 10_000, height: 5_000 })).toBe(true);
    expect(photoPixelsAllowed({ width: 10_000, height: 5_001 })).toBe(false);
    expect(photoPixelsAllowed({ width: 8000, height: 8000 })).toBe(false);
    expect(photoPixelsAllowed({ width: 12_000, height: 12_000 })).toBe(false);
  });

  it('refuses a size that is no size', () => {
    expect(photoPixelsAllowed({ width: 0, height: 100 })).toBe(false);
    expect(photoPixelsAllowed({ width: Number.NaN, height: 100 })).toBe(false);
  });
});

describe('heifClaimedSize', () => {
  it('reads the size an image spatial extent (ispe) box claims', () => {
    expect(heifClaimedSize(heif(ispe(640, 480)))).toEqual({ width: 640, height: 480 });
  });

  it('answers the largest image the file claims: a grid of tiles is as large as its grid', () => {
    const tiles = [ispe(512, 512), ispe(12_000, 12_000), ispe(512, 512)];
    expect(heifClaimedSize(heif(...tiles))).toEqual({ width: 12_000, height: 12_000 });
  });

  it('answers null for a file that claims no size or is cut short', () => {
    expect(heifClaimedSize(heif())).toBeNull();
    const whole = heif(ispe(640, 480));
    expect(heifClaimedSize(whole.subarray(0, whole.length - 20))).toBeNull();
    expect(heifClaimedSize(Uint8Array.from(ascii('not a heif file at all')))).toBeNull();
  });
});
