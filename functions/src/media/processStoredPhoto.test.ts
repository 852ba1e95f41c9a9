import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import decodeHeic from 'heic-decode';
import type * as logger from 'firebase-functions/logger';
import { MEDIA_FILE_TYPE_INVALID } from '@yardwise/domain/onboarding/messages';
import {
  planMediaProcessing,
  PROCESSING_GIVE_UP_AFTER_MS,
  processingRequestPath,
} from '@yardwise/domain/onboarding/mediaProcessing';
import { getDb } from '../admin';
import type { MemoryMediaStorage } from '../adapters/storage/memoryMediaStorage';
import type { MediaStorage } from '../adapters/storage/mediaStorage';
import { setMediaStorageForTests } from '../adapters/storage/selectMediaStorage';
import { freshMediaClient, recordFrontFile } from './testing/mediaClient';
import { readDoc } from '../designProfiles/firestoreDocs';
import { ana } from '../onboarding/testing/onboardingClients';
import { deleteMedia } from '../index';
import { callableRequest, rejection } from '../testing/callable';
import { processStoredPhoto } from './processStoredPhoto';
import {
  fixtureBytes,
  recordUpload,
  uploadFixture,
  type PhotoFixture,
} from './testing/photoFixtures';
import {
  blackPng,
  heicFixtureClaiming,
  heifClaiming,
  pngClaiming,
} from './testing/oversizedPhotos';

vi.mock('heic-decode', async (importOriginal) => {
  const original = await importOriginal<{ default: typeof decodeHeic }>();
  return { default: vi.fn(original.default) };
});
vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  info: vi.fn(),
  error: vi.fn(),
}));

const NOW = new Date('2026-03-02T10:00:00.000Z');
let storage: MemoryMediaStorage;

/** What the Storage trigger passes for the conversion request recordMedia stored a moment ago. */
function finalized(upload: { path: string }, storedAt = NOW) {
  return {
    name: processingRequestPath(upload.path)!,
    contentType: 'text/plain',
    timeCreated: storedAt.toISOString(),
  };
}

async function runTrigger(upload: { path: string }, storedAt = NOW) {
  return processStoredPhoto(await getDb(), storage, finalized(upload, storedAt), NOW);
}

function derivedPaths(path: string, contentType: string) {
  const plan = planMediaProcessing({ name: path, contentType });
  if (plan.action !== 'process') throw new Error(`${path} is not processed`);
  return { thumbnail: plan.derived.thumbnail.path, display: plan.derived.display.path };
}

async function imageFacts(path: string) {
  const stored = storage.stored(path);
  if (!stored) throw new Error(`Nothing stored at ${path}`);
  const { format, width, height, exif } = await sharp(stored.bytes).metadata();
  return { contentType: stored.contentType, format, width, height, exif };
}

/** The WebP images the runs stored, in order. */
const madeImages = () => storage.created().filter((path) => path.endsWith('.webp'));

beforeEach(async () => {
  storage = await freshMediaClient();
  vi.mocked(decodeHeic).mockClear();
});

afterEach(() => setMediaStorageForTests(null));

describe('processing an uploaded photo', () => {
  it.each<[PhotoFixture, string, { width: number; height: number }]>([
    // The JPEG is 640x480 with EXIF orientation 6: it is turned upright.
    ['jpeg', 'IMG_0001.JPG', { width: 480, height: 640 }],
    ['png', 'porch.png', { width: 240, height: 180 }],
    ['heic', 'IMG_0002.HEIC', { width: 640, height: 480 }],
  ])('makes WebP images of the %s fixture and records them', async (fixture, name, size) => {
    const upload = uploadFixture(storage, ana, fixture);
    const { media } = await recordUpload(ana, upload, name);
    expect(media.processing).toBe('pending');
    // Recording it stored the request whose event the trigger converts it on.
    expect(storage.has(processingRequestPath(upload.path)!)).toBe(true);

    expect(await runTrigger(upload)).toBe('ready');

    const paths = derivedPaths(upload.path, upload.contentType);
    const display = await imageFacts(paths.display);
    expect(display).toEqual({
      contentType: 'image/webp',
      format: 'webp',
      ...size,
      exif: undefined,
    });
    const thumbnail = await imageFacts(paths.thumbnail);
    expect(thumbnail.format).toBe('webp');
    // Never enlarged: the small PNG keeps its size.
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(
      Math.min(480, Math.max(size.width, size.height)),
    );
    expect(await readDoc('media', media.id)).toMatchObject({
      processing: 'ready',
      thumbnailURL: await storage.downloadURL(paths.thumbnail),
      displayURL: await storage.downloadURL(paths.display),
      downloadURL: await storage.downloadURL(upload.path),
    });
  });

  it('leaves no location or camera details in the images', async () => {
    const upload = uploadFixture(storage, ana, 'jpeg');
    await recordUpload(ana, upload, 'IMG_0003.JPG');
    const original = await sharp(fixtureBytes('jpeg')).metadata();
    expect(original.exif).toBeDefined();

    await runTrigger(upload);

    const { display, thumbnail } = derivedPaths(upload.path, upload.contentType);
    for (const path of [display, thumbnail]) {
      const text = Buffer.from(storage.stored(path)!.bytes).toString('latin1');
      expect(text).not.toContain('Test Phone');
      expect(text).not.toContain('Exif');
    }
  });

  it('converts nothing of an upload that was never recorded', async () => {
    const upload = uploadFixture(storage, ana, 'heic');
    const uploaded = { name: upload.path, contentType: upload.contentType };

    expect(await processStoredPhoto(await getDb(), storage, uploaded, NOW)).toBe('awaiting-record');
    // Only recordMedia asks for a conversion, but a request without a record is refused too.
    expect(await runTrigger(upload)).toBe('unrecorded');

    expect(storage.created()).toEqual([]);
    expect(storage.has(upload.path)).toBe(true);
  });

  it('makes no second set of files when the trigger is retried', async () => {
    const upload = uploadFixture(storage, ana, 'heic');
    const { media } = await recordUpload(ana, upload, 'IMG_0004.HEIC');
    await runTrigger(upload);
    const recorded = await readDoc('media', media.id);

    expect(await runTrigger(upload)).toBe('already-processed');
    expect(await runTrigger(upload)).toBe('already-processed');

    const paths = derivedPaths(upload.path, upload.contentType);
    expect(madeImages()).toEqual([paths.thumbnail, paths.display]);
    expect(await readDoc('media', media.id)).toEqual(recorded);
  });

  it('never converts a text file stored as a PNG: recording it deletes and refuses it', async () => {
    const upload = uploadFixture(storage, ana, 'notAnImage');

    const error = await rejection(recordUpload(ana, upload, 'notes.png'));

    expect([error.code, error.message]).toEqual(['invalid-argument', MEDIA_FILE_TYPE_INVALID]);
    expect(await runTrigger(upload)).toBe('unrecorded');
    expect(storage.has(upload.path)).toBe(false);
    expect(storage.created()).toEqual([]);
  });

  it('marks a recorded photo failed when it cannot be decoded, and keeps the file', async () => {
    // A JPEG's first bytes, then nothing a decoder can read: recordMedia's check passes it.
    const damaged = fixtureBytes('jpeg').slice(0, 600);
    const upload = uploadFixture(storage, ana, 'jpeg', damaged);
    const { media } = await recordUpload(ana, upload, 'IMG_0005.JPG');

    expect(await runTrigger(upload)).toBe('failed');

    const stored = await readDoc('media', media.id);
    expect(stored?.processing).toBe('failed');
    expect(stored).not.toHaveProperty('thumbnailURL');
    expect(storage.has(upload.path)).toBe(true);
  });

  it('gives up on a photo stored over an hour ago and marks it failed', async () => {
    const upload = uploadFixture(storage, ana, 'png');
    const { media } = await recordUpload(ana, upload, 'late.png');
    const longAgo = new Date(NOW.getTime() - PROCESSING_GIVE_UP_AFTER_MS - 1);

    expect(await runTrigger(upload, longAgo)).toBe('failed');

    expect((await readDoc('media', media.id))?.processing).toBe('failed');
  });

  it('deletes the thumbnail and display image with the photo', async () => {
    const upload = uploadFixture(storage, ana, 'png');
    const { media } = await recordUpload(ana, upload, 'porch.png');
    await runTrigger(upload);
    const { thumbnail, display } = derivedPaths(upload.path, upload.contentType);

    await deleteMedia.run(callableRequest({ mediaId: media.id }, ana));

    expect([upload.path, thumbnail, display].filter((path) => storage.has(path))).toEqual([]);
  });

  it('leaves no images behind when the photo is deleted while they are made', async () => {
    const upload = uploadFixture(storage, ana, 'png');
    await recordUpload(ana, upload, 'porch.png');
    const { thumbnail, display } = derivedPaths(upload.path, upload.contentType);
    const deletedMeanwhile: MediaStorage = {
      ...storage,
      async create(path, bytes, contentType) {
        if (path === display) await storage.delete(upload.path);
        return storage.create(path, bytes, contentType);
      },
    };

    expect(await processStoredPhoto(await getDb(), deletedMeanwhile, finalized(upload), NOW)).toBe(
      'missing',
    );

    expect(storage.has(thumbnail) || storage.has(display)).toBe(false);
  });

  it('keeps videos as they are and ignores its own images', async () => {
    const video = await recordFrontFile(storage, ana, 'slow-pan');
    expect(storage.created()).toEqual([]);
    expect(await runTrigger(video)).toBe('skipped');

    const upload = uploadFixture(storage, ana, 'png');
    await recordUpload(ana, upload, 'porch.png');
    await runTrigger(upload);
    const { thumbnail } = derivedPaths(upload.path, upload.contentType);
    const made = { name: thumbnail, contentType: 'image/webp' };
    expect(await processStoredPhoto(await getDb(), storage, made, NOW)).toBe('ignored');
    expect(madeImages()).toHaveLength(2);
  });
});

describe('a photo too large to decode', () => {
  /** Records the photo as the web app would and runs the trigger; answers what it did. */
  async function recordAndRun(fixture: PhotoFixture, bytes: Uint8Array, name: string) {
    const upload = uploadFixture(storage, ana, fixture, bytes);
    const { media } = await recordUpload(ana, upload, name);
    return { upload, media, result: await runTrigger(upload) };
  }

  it.each<[string, PhotoFixture, () => Uint8Array]>([
    // Decodable before the limit, in about 64 MB of pixels: only the limit refuses it.
    ['a whole 8000x8000 PNG (64 MP)', 'png', () => blackPng(8000, 8000)],
    ['a PNG whose header claims 12000x12000', 'png', () => pngClaiming(12_000, 12_000)],
    ['a HEIF container whose ispe claims 12000x12000', 'heic', () => heifClaiming(12_000, 12_000)],
    ['the HEIC fixture claiming 10000x10000', 'heic', () => heicFixtureClaiming(10_000, 10_000)],
  ])('refuses %s before decoding it and marks it failed', async (_, fixture, bytesOf) => {
    const bytes = bytesOf();
    expect(bytes.length).toBeLessThan(16 * 1024);

    const { upload, media, result } = await recordAndRun(fixture, bytes, 'huge');

    expect(result).toBe('too-large');
    expect(decodeHeic).not.toHaveBeenCalled();
    expect(madeImages()).toEqual([]);
    expect((await readDoc('media', media.id))?.processing).toBe('failed');
    // Marked once: a retried delivery of the event decodes nothing either.
    expect(await runTrigger(upload)).toBe('already-processed');
    expect(decodeHeic).not.toHaveBeenCalled();
  });

  it('converts a photo at the limit', async () => {
    const { result } = await recordAndRun('png', blackPng(10_000, 5_000), 'wide.png');
    expect(result).toBe('ready');
  });

  it('marks a photo failed, without decoding it again, after a run died converting it', async () => {
    const upload = uploadFixture(storage, ana, 'heic');
    const { media } = await recordUpload(ana, upload, 'IMG_0007.HEIC');
    // The first run's instance dies (out of memory) while it converts: it never gets further.
    let died: () => void;
    const dying = new Promise<void>((resolve) => (died = resolve));
    const diesConverting: MediaStorage = {
      ...storage,
      async create(path, bytes, contentType) {
        if (!path.endsWith('.webp')) return storage.create(path, bytes, contentType);
        died();
        return new Promise<boolean>(() => {});
      },
    };
    void processStoredPhoto(await getDb(), diesConverting, finalized(upload), NOW);
    await dying;
    const decodedBefore = vi.mocked(decodeHeic).mock.calls.length;

    expect(await runTrigger(upload)).toBe('failed');

    expect(vi.mocked(decodeHeic).mock.calls.length).toBe(decodedBefore);
    expect((await readDoc('media', media.id))?.processing).toBe('failed');
    expect(await runTrigger(upload)).toBe('already-processed');
  });
});
