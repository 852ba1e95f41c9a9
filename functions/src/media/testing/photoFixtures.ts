import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MemoryMediaStorage } from '../../adapters/storage/memoryMediaStorage';
import { recordMedia } from '../../index';
import { callableRequest, type TestCaller } from '../../testing/callable';

// The committed test photos (made once with ImageMagick, exiftool and libheif's heif-enc, each
// under 25 KB) and how the web app uploads one: into the client's folder, then recordMedia.

export const PHOTO_FIXTURES = {
  /** 640x480, EXIF orientation 6 (shown rotated: 480x640), with a camera model and GPS position. */
  jpeg: { file: 'photo.jpg', contentType: 'image/jpeg', extension: 'jpg' },
  /** 240x180. */
  png: { file: 'photo.png', contentType: 'image/png', extension: 'png' },
  /** 640x480, HEVC-coded, as iPhones store photos. */
  heic: { file: 'photo.heic', contentType: 'image/heic', extension: 'heic' },
  /** A line of text under a .png name. */
  notAnImage: { file: 'not-an-image.png', contentType: 'image/png', extension: 'png' },
} as const;

export type PhotoFixture = keyof typeof PHOTO_FIXTURES;

export function fixtureBytes(fixture: PhotoFixture): Uint8Array {
  const url = new URL(`../fixtures/${PHOTO_FIXTURES[fixture].file}`, import.meta.url);
  return new Uint8Array(readFileSync(fileURLToPath(url)));
}

/** Stores a fixture in the client's folder as the web app's upload would; returns its path. */
export function uploadFixture(
  storage: MemoryMediaStorage,
  client: TestCaller,
  fixture: PhotoFixture,
  bytes: Uint8Array = fixtureBytes(fixture),
): { path: string; contentType: string } {
  const { contentType, extension } = PHOTO_FIXTURES[fixture];
  const path = `media/${client.uid}/${randomUUID()}.1772445600000.${extension}`;
  storage.put(path, { contentType, size: bytes.length }, bytes);
  return { path, contentType };
}

/** The recordMedia call the web app makes once an upload is stored. */
export function recordUpload(
  client: TestCaller,
  upload: { path: string; contentType: string },
  originalFileName: string,
  variant = 'front-yard-wide-angle',
) {
  return recordMedia.run(
    callableRequest(
      {
        path: upload.path,
        fileType: upload.contentType,
        variant,
        tag: 'property',
        originalFileName,
      },
      client,
    ),
  );
}
