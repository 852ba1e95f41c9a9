import { describe, expect, it } from 'vitest';
import {
  derivedFilePaths,
  derivedImagePath,
  initialProcessing,
  photoView,
  planMediaProcessing,
  processingGivesUp,
  processingRequestPath,
  requestedUpload,
  settledProcessing,
} from './mediaProcessing';

const PHOTO = 'media/u1/0b6c.1772445600000.heic';

describe('planMediaProcessing', () => {
  it('converts a HEIC upload into a thumbnail and a display image at fixed paths', () => {
    expect(planMediaProcessing({ name: PHOTO, contentType: 'image/heic' })).toEqual({
      action: 'process',
      uid: 'u1',
      path: PHOTO,
      contentType: 'image/heic',
      decoder: 'heif',
      derived: {
        thumbnail: {
          path: 'media-derived/u1/0b6c.1772445600000.heic/thumbnail.webp',
          maxSize: 480,
        },
        display: { path: 'media-derived/u1/0b6c.1772445600000.heic/display.webp', maxSize: 1600 },
      },
      failurePath: 'media-derived/u1/0b6c.1772445600000.heic/failed.txt',
      startedPath: 'media-derived/u1/0b6c.1772445600000.heic/started.txt',
    });
  });

  it.each([
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
    ['image/heif', 'heif'],
  ])('converts %s photos, read by the %s decoder', (contentType, decoder) => {
    expect(planMediaProcessing({ name: 'media/u1/a.1.jpg', contentType })).toMatchObject({
      action: 'process',
      decoder,
    });
  });

  it('plans the same files every time, so a retried run makes no second set', () => {
    const first = planMediaProcessing({ name: PHOTO, contentType: 'image/heic' });
    expect(planMediaProcessing({ name: PHOTO, contentType: 'image/heic' })).toEqual(first);
  });

  it('keeps videos as they are, and leaves SVG drawings and PDFs alone', () => {
    expect(planMediaProcessing({ name: 'media/u1/a.1.mp4', contentType: 'video/mp4' })).toEqual({
      action: 'skip',
      reason: 'video',
    });
    for (const contentType of ['image/svg+xml', 'application/pdf', undefined]) {
      expect(planMediaProcessing({ name: 'media/u1/a.1.x', contentType })).toEqual({
        action: 'skip',
        reason: 'not-converted',
      });
    }
  });

  it('ignores its own images and anything outside a client folder, so it never loops', () => {
    const thumbnail = derivedImagePath({ uid: 'u1', fileName: 'a.1.jpg' }, 'thumbnail');
    for (const name of [thumbnail, 'media/u1/sub/a.jpg', 'other/u1/a.jpg', 'media/u1/.hidden']) {
      expect(planMediaProcessing({ name, contentType: 'image/jpeg' })).toEqual({
        action: 'ignore',
      });
    }
  });
});

describe('initialProcessing', () => {
  it('records converted photos as pending and everything else without a state', () => {
    expect(initialProcessing('image/png')).toEqual({ processing: 'pending' });
    expect(initialProcessing('video/quicktime')).toEqual({});
    expect(initialProcessing('image/svg+xml')).toEqual({});
  });
});

describe('settledProcessing', () => {
  const ready = { state: 'ready', thumbnailURL: 't', displayURL: 'd' } as const;

  it('settles a pending photo with its images, or as failed', () => {
    expect(settledProcessing({ processing: 'pending' }, ready)).toEqual({
      processing: 'ready',
      thumbnailURL: 't',
      displayURL: 'd',
    });
    expect(settledProcessing({ processing: 'pending' }, { state: 'failed' })).toEqual({
      processing: 'failed',
    });
  });

  it('changes nothing once settled, or for media never pending', () => {
    expect(settledProcessing({ processing: 'ready' }, ready)).toBeNull();
    expect(settledProcessing({ processing: 'failed' }, ready)).toBeNull();
    expect(settledProcessing({}, ready)).toBeNull();
  });
});

describe('photoView', () => {
  const urls = { downloadURL: 'original', thumbnailURL: 'thumb', displayURL: 'display' };

  it('shows grids the thumbnail and the review the display image', () => {
    expect(photoView({ ...urls, processing: 'ready' }, 'thumbnail')).toEqual({
      state: 'picture',
      src: 'thumb',
    });
    expect(photoView({ ...urls, processing: 'ready' }, 'display')).toEqual({
      state: 'picture',
      src: 'display',
    });
  });

  it('says a photo is still being prepared, or failed, instead of showing the upload', () => {
    expect(photoView({ ...urls, processing: 'pending' }, 'thumbnail')).toEqual({
      state: 'processing',
    });
    expect(photoView({ downloadURL: 'original', processing: 'failed' }, 'display')).toEqual({
      state: 'failed',
    });
  });

  it('shows the upload itself for a record that has no derived images', () => {
    expect(photoView({ downloadURL: 'original' }, 'display')).toEqual({
      state: 'picture',
      src: 'original',
    });
  });
});

describe('processingGivesUp', () => {
  const stored = new Date('2026-01-14T18:00:00.000Z');

  it('keeps retrying for an hour after the upload, then gives up', () => {
    expect(processingGivesUp(stored, new Date('2026-01-14T19:00:00.000Z'))).toBe(false);
    expect(processingGivesUp(stored, new Date('2026-01-14T19:00:00.001Z'))).toBe(true);
  });
});

describe('conversion requests', () => {
  it('are stored beside the derived images and name the upload they are for', () => {
    const request = processingRequestPath(PHOTO);
    expect(request).toBe('media-derived/u1/0b6c.1772445600000.heic/recorded.txt');
    expect(requestedUpload(request!)).toBe(PHOTO);
  });

  it('exist only for uploads, and only a request names an upload', () => {
    expect(processingRequestPath('media-derived/u1/a.1.jpg/display.webp')).toBeNull();
    expect(processingRequestPath('media/u1/.hidden.jpg')).toBeNull();
    expect(requestedUpload(PHOTO)).toBeNull();
    expect(requestedUpload('media-derived/u1/a.1.jpg/failed.txt')).toBeNull();
    expect(requestedUpload('media-derived/u1/nested/a.1.jpg/recorded.txt')).toBeNull();
  });
});

describe('derivedFilePaths', () => {
  it('names every file made for an upload, so deleting it leaves none of them behind', () => {
    expect(derivedFilePaths('media/u1/a.1.jpg')).toEqual([
      'media-derived/u1/a.1.jpg/thumbnail.webp',
      'media-derived/u1/a.1.jpg/display.webp',
      'media-derived/u1/a.1.jpg/failed.txt',
      'media-derived/u1/a.1.jpg/started.txt',
      'media-derived/u1/a.1.jpg/recorded.txt',
    ]);
    expect(derivedFilePaths('elsewhere/a.jpg')).toEqual([]);
  });
});
