import { crc32, deflateSync } from 'node:zlib';
import { fixtureBytes } from './photoFixtures';

// Photos that claim more pixels than the function decodes, made in the test rather than stored:
// each is a few KB, as a decompression bomb is.

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

function png(width: number, height: number, pixelData: Buffer): Uint8Array {
  // Bit depth 1, grayscale: the smallest pixels PNG has, so a huge image compresses to a few KB.
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([1, 0, 0, 0, 0])]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', pixelData),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A whole, decodable black PNG of this size: every row a filter byte and its bits, all zero. */
export function blackPng(width: number, height: number): Uint8Array {
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return png(width, height, deflateSync(rows, { level: 9 }));
}

/** A PNG whose header claims this size over one row of pixels: only its header is whole. */
export function pngClaiming(width: number, height: number): Uint8Array {
  return png(width, height, deflateSync(Buffer.alloc(1 + Math.ceil(width / 8))));
}

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([u32(8 + body.length), ascii(type), body]);
};
const FULL_BOX = Buffer.alloc(4);

/**
 * The smallest HEIF file of one HEVC image whose image spatial extent (ispe) claims this size:
 * its boxes are what libheif reads before it decodes, with no picture data behind them.
 */
export function heifClaiming(width: number, height: number): Uint8Array {
  const itemInfo = box('infe', Buffer.from([2, 0, 0, 0, 0, 1, 0, 0]), ascii('hvc1'), ascii('\0'));
  const meta = box(
    'meta',
    FULL_BOX,
    box('hdlr', FULL_BOX, u32(0), ascii('pict'), Buffer.alloc(13)),
    box('pitm', FULL_BOX, Buffer.from([0, 1])),
    box('iinf', FULL_BOX, Buffer.from([0, 1]), itemInfo),
    box(
      'iprp',
      box('ipco', box('ispe', FULL_BOX, u32(width), u32(height))),
      box('ipma', FULL_BOX, u32(1), Buffer.from([0, 1, 1, 0x81])),
    ),
  );
  const ftyp = box('ftyp', ascii('heic'), u32(0), ascii('mif1heic'));
  return new Uint8Array(Buffer.concat([ftyp, meta, box('mdat')]));
}

/** The real HEVC photo fixture (640x480) with its ispe changed to claim this size. */
export function heicFixtureClaiming(width: number, height: number): Uint8Array {
  const bytes = Buffer.from(fixtureBytes('heic'));
  const ispe = bytes.indexOf('ispe');
  bytes.writeUInt32BE(width, ispe + 8);
  bytes.writeUInt32BE(height, ispe + 12);
  return new Uint8Array(bytes);
}
