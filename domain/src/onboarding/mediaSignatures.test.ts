import { describe, expect, it } from 'vitest';
import {
  isRecordableMediaType,
  MEDIA_SIGNATURE_BYTES,
  mediaBytesFit,
  mediaFormatOf,
} from './mediaSignatures';

const text = (value: string) => Array.from(value, (char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? text(part) : part)));

/** An ISO base media file's first box: size, "ftyp", the major brand, a version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

/** An MPEG transport stream: a sync byte every `packet` bytes, after `offset` bytes of timecode. */
function transportStream(packet: number, offset: number): Uint8Array {
  const stream = new Uint8Array(2 * packet + offset);
  stream[offset] = 0x47;
  stream[offset + packet] = 0x47;
  return stream;
}

// The first bytes of real files of each kind.
const SAMPLES = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]),
  exifJpeg: bytes([0xff, 0xd8, 0xff, 0xe1, 0x2f, 0xfe], 'Exif', [0, 0]),
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  iphoneHeic: ftyp('heic', 'mif1', 'heic'),
  heif: ftyp('mif1', 'heic'),
  canonHeif: ftyp('heix', 'mif1', 'heix'),
  mp4: ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'),
  androidMp4: ftyp('mp42', 'isom', 'mp42'),
  iphoneMov: ftyp('qt  ', 'qt  '),
  threeGp: ftyp('3gp4', 'isom', '3gp4'),
  oldQuickTime: bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0], 'mdat'),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
  avi: bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST'),
  wmv: bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9]),
  mpeg: bytes([0x00, 0x00, 0x01, 0xba, 0x44]),
  mts: transportStream(188, 0),
  m2ts: transportStream(192, 4),
  ogg: bytes('OggS', [0, 2]),
  flv: bytes('FLV', [1, 5]),
  avif: ftyp('avif', 'avif', 'mif1', 'miaf'),
  html: bytes('<!DOCTYPE html><html><body><script>fetch("/")</script>'),
  script: bytes('<script>alert(document.cookie)</script>'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  xmlSvg: bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
  exportedSvg: bytes(
    [0xef, 0xbb, 0xbf],
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n',
    '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
    '<svg version="1.1" xmlns="http://www.w3.org/2000/svg">',
  ),
  xmlPage: bytes('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>'),
  svgNamedPage: bytes('<svgx><script>alert(1)</script></svgx>'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  pdf: bytes('%PDF-1.7\n'),
  zip: bytes('PK', [3, 4]),
  empty: bytes(),
  cutJpeg: bytes([0xff, 0xd8]),
};

describe('the format a file’s first bytes show', () => {
  it.each([
    ['jpeg', 'jpeg'],
    ['exifJpeg', 'jpeg'],
    ['png', 'png'],
    ['iphoneHeic', 'heif'],
    ['heif', 'heif'],
    ['canonHeif', 'heif'],
    ['mp4', 'video'],
    ['androidMp4', 'video'],
    ['iphoneMov', 'video'],
    ['threeGp', 'video'],
    ['oldQuickTime', 'video'],
    ['webm', 'video'],
    ['avi', 'video'],
    ['wmv', 'video'],
    ['mpeg', 'video'],
    ['mts', 'video'],
    ['m2ts', 'video'],
    ['ogg', 'video'],
    ['flv', 'video'],
    ['svg', 'svg'],
    ['xmlSvg', 'svg'],
    ['exportedSvg', 'svg'],
  ] as const)('reads %s as %s', (sample, format) => {
    expect(mediaFormatOf(SAMPLES[sample])).toBe(format);
  });

  it.each([
    'avif',
    'html',
    'script',
    'xmlPage',
    'svgNamedPage',
    'gif',
    'zip',
    'empty',
    'cutJpeg',
  ] as const)('reads %s as nothing we record', (sample) => {
    expect(mediaFormatOf(SAMPLES[sample])).toBeNull();
  });
});

describe('whether stored bytes are what their content type says', () => {
  it.each([
    ['image/jpeg', 'jpeg'],
    ['image/jpeg', 'exifJpeg'],
    ['image/png', 'png'],
    ['image/heic', 'iphoneHeic'],
    ['image/heic', 'heif'],
    ['image/heif', 'canonHeif'],
    ['video/mp4', 'mp4'],
    ['video/mp4', 'androidMp4'],
    ['video/quicktime', 'iphoneMov'],
    ['video/mp4', 'iphoneMov'],
    ['video/3gpp', 'threeGp'],
    ['video/webm', 'webm'],
    ['video/x-msvideo', 'avi'],
    ['video/mp2t', 'm2ts'],
    ['image/svg+xml', 'svg'],
    ['image/svg+xml', 'exportedSvg'],
    ['application/pdf', 'pdf'],
  ] as const)('takes %s with the bytes of %s', (contentType, sample) => {
    expect(mediaBytesFit(contentType, SAMPLES[sample])).toBe(true);
  });

  it.each([
    ['image/jpeg', 'html'],
    ['image/jpeg', 'script'],
    ['image/jpeg', 'png'],
    ['image/jpeg', 'cutJpeg'],
    ['image/png', 'jpeg'],
    ['image/png', 'svg'],
    ['image/heic', 'mp4'],
    ['image/heif', 'avif'],
    ['video/mp4', 'jpeg'],
    ['video/mp4', 'iphoneHeic'],
    ['video/quicktime', 'png'],
    ['video/mp4', 'avif'],
    ['video/mp4', 'html'],
    ['video/mp4', 'empty'],
    ['image/svg+xml', 'html'],
    ['image/svg+xml', 'xmlPage'],
    ['image/svg+xml', 'svgNamedPage'],
    ['image/svg+xml', 'png'],
    ['video/mp4', 'svg'],
    ['application/pdf', 'html'],
    ['application/pdf', 'jpeg'],
    ['image/jpeg', 'pdf'],
    ['image/png', 'pdf'],
  ] as const)('refuses %s with the bytes of %s', (contentType, sample) => {
    expect(mediaBytesFit(contentType, SAMPLES[sample])).toBe(false);
  });

  it('reads a PDF (plans and drawings) by its first bytes', () => {
    expect(mediaFormatOf(SAMPLES.pdf)).toBe('pdf');
  });

  it('records JPEG, PNG, SVG, HEIC/HEIF photos, videos and PDFs; no other document or type', () => {
    for (const type of [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'image/heic',
      'image/heif',
      'video/mp4',
    ]) {
      expect(isRecordableMediaType(type)).toBe(true);
    }
    for (const type of ['image/vnd.dwg', 'image/gif', 'video/']) {
      expect(isRecordableMediaType(type)).toBe(false);
    }
  });

  it('refuses types that are not recorded as media, whatever their bytes', () => {
    expect(mediaBytesFit('image/gif', SAMPLES.gif)).toBe(false);
    expect(mediaBytesFit('text/html', SAMPLES.html)).toBe(false);
    expect(mediaBytesFit('', SAMPLES.jpeg)).toBe(false);
  });

  it('finds every signature within the first bytes it asks the store for', () => {
    for (const sample of Object.values(SAMPLES)) {
      expect(mediaFormatOf(sample.subarray(0, MEDIA_SIGNATURE_BYTES))).toBe(mediaFormatOf(sample));
    }
  });
});
