import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import type * as logger from 'firebase-functions/logger';
import { MEDIA_NOT_STORED } from '@yardwise/domain/onboarding/messages';
import {
  planMediaProcessing,
  PROCESSING_GIVE_UP_AFTER_MS,
} from '@yardwise/domain/onboarding/mediaProcessing';
import { getDb } from '../admin';
import type { MemoryMediaStorage } from '../adapters/storage/memoryMediaStorage';
import type { MediaStorage } from '../adapters/storage/mediaStorage';
import { setMediaStorageForTests } from '../adapters/storage/selectMediaStorage';
import { freshMediaClient } from './testing/mediaClient';
import { readDoc } from '../designProfiles/firestoreDocs';
import { ana } from '../onboarding/testing/onboardingClients';
import { deleteMedia } from '../index';
import { callableRequest, rejection } from '../testing/callable';
import { mediaDocumentId } from './mediaDocumentId';
import { processStoredPhoto } from './processStoredPhoto';
import {
  fixtureBytes,
  recordUpload,
  uploadFixture,
  type PhotoFixture,
} from './testing/photoFixtures';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  info: vi.fn(),
  error: vi.fn(),
}));

const NOW = new Date('2026-03-02T10:00:00.000Z');
let storage: MemoryMediaStorage;

/** What the Storage trigger passes for a file stored a moment ago. */
function finalized(upload: { path: string; contentType: string }, storedAt = NOW) {
  return {
    name: upload.path,
    contentType: upload.contentType,
    timeCreated: storedAt.toISOString(),
  };
}

async function runTrigger(upload: { path: string; contentType: string }, storedAt = NOW) {
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

beforeEach(async () => {
  storage = await freshMediaClient();
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

  it('records the images when the trigger finishes before the photo is recorded', async () => {
    const upload = uploadFixture(storage, ana, 'heic');
    expect(await runTrigger(upload)).toBe('ready');
    expect(await readDoc('media', mediaDocumentId(upload.path))).toBeUndefined();

    const { media } = await recordUpload(ana, upload, 'IMG_0003.HEIC');

    const paths = derivedPaths(upload.path, upload.contentType);
    const settled = {
      processing: 'ready',
      thumbnailURL: await storage.downloadURL(paths.thumbnail),
      displayURL: await storage.downloadURL(paths.display),
    };
    expect(media).toMatchObject(settled);
    expect(await readDoc('media', media.id)).toMatchObject(settled);
  });

  it('makes no second set of files when the trigger is retried', async () => {
    const upload = uploadFixture(storage, ana, 'heic');
    const { media } = await recordUpload(ana, upload, 'IMG_0004.HEIC');
    await runTrigger(upload);
    const recorded = await readDoc('media', media.id);

    expect(await runTrigger(upload)).toBe('already-processed');
    expect(await runTrigger(upload)).toBe('already-processed');

    const paths = derivedPaths(upload.path, upload.contentType);
    expect(storage.created()).toEqual([paths.thumbnail, paths.display]);
    expect(await readDoc('media', media.id)).toEqual(recorded);
  });

  it('refuses and deletes a text file stored as a PNG, so it is never recorded', async () => {
    const upload = uploadFixture(storage, ana, 'notAnImage');

    expect(await runTrigger(upload)).toBe('refused');

    expect(storage.has(upload.path)).toBe(false);
    const { thumbnail, display } = derivedPaths(upload.path, upload.contentType);
    expect(storage.has(thumbnail) || storage.has(display)).toBe(false);
    const error = await rejection(recordUpload(ana, upload, 'notes.png'));
    expect([error.code, error.message]).toEqual(['failed-precondition', MEDIA_NOT_STORED]);
    expect(await readDoc('media', mediaDocumentId(upload.path))).toBeUndefined();
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

  it('records a photo as failed when its processing failed before it was recorded', async () => {
    const upload = uploadFixture(storage, ana, 'jpeg', fixtureBytes('jpeg').slice(0, 600));
    expect(await runTrigger(upload)).toBe('failed');

    const { media } = await recordUpload(ana, upload, 'IMG_0006.JPG');

    expect(media.processing).toBe('failed');
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
    const video = { path: `media/${ana.uid}/clip.1772445600000.mp4`, contentType: 'video/mp4' };
    storage.put(video.path, { contentType: 'video/mp4', size: 2048 });
    expect(await runTrigger(video)).toBe('skipped');

    const upload = uploadFixture(storage, ana, 'png');
    await runTrigger(upload);
    const { thumbnail } = derivedPaths(upload.path, upload.contentType);
    expect(await runTrigger({ path: thumbnail, contentType: 'image/webp' })).toBe('ignored');
    expect(storage.created()).toHaveLength(2);
  });
});
