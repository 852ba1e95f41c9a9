// Test helper: files that start as real files of their type do, since the upload's record (the
// function, and the preview's stand-in alike) reads a file's first bytes to tell its real type.

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** An ISO media file's first box: MP4 and MOV videos and HEIC photos start with one. */
const ftyp = (brand: string) => [0, 0, 0, 0x14, ...ascii('ftyp'), ...ascii(brand), 0, 0, 0, 0];

const STARTS: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a],
  'image/heic': ftyp('heic'),
  'image/heif': ftyp('mif1'),
  'image/svg+xml': ascii('<svg xmlns="http://www.w3.org/2000/svg">'),
  'application/pdf': ascii('%PDF-1.7\n'),
  video: ftyp('isom'),
};

/**
 * A file of this type whose first bytes are that type's, followed by `body`. `startsAs` gives the
 * bytes of another type, e.g. a HEIC photo whose browser reports no type.
 */
export function fileOfType(
  name: string,
  type: string,
  { body = 'pixels', startsAs = type }: { body?: string; startsAs?: string } = {},
): File {
  const start = STARTS[startsAs.startsWith('video/') ? 'video' : startsAs] ?? [];
  return new File([Uint8Array.from(start), body], name, { type });
}
