import { describe, expect, it } from 'vitest';
import {
  acceptsFileType,
  countYardMedia,
  isHeicFile,
  isOwnMediaPath,
  mediaStoragePath,
  newMediaDoc,
  parseYardMediaVariant,
  uploadBatches,
  YARD_MEDIA_VARIANTS,
  yardMediaVariant,
} from './media';

describe('media variants', () => {
  it('names variants {yard}-yard-{kind} and parses them back', () => {
    expect(yardMediaVariant('front', 'wide-angle')).toBe('front-yard-wide-angle');
    expect(parseYardMediaVariant('outdoor-yard-slow-pan')).toEqual({
      yard: 'outdoor',
      kind: 'slow-pan',
    });
    expect(YARD_MEDIA_VARIANTS).toHaveLength(30);
    expect(YARD_MEDIA_VARIANTS).toContain('right-yard-slope');
  });

  it('refuses other names', () => {
    expect(parseYardMediaVariant('garage-yard-keep')).toBeUndefined();
    expect(parseYardMediaVariant('front-yard-selfie')).toBeUndefined();
    expect(parseYardMediaVariant('inspiration')).toBeUndefined();
  });

  it('counts a yard’s media by kind, ignoring other yards', () => {
    const media = [
      'front-yard-wide-angle',
      'front-yard-wide-angle',
      'front-yard-slow-pan',
      'back-yard-wide-angle',
      'inspiration',
    ].map((variant) => ({ variant }));
    expect(countYardMedia(media, 'front')).toEqual({
      'wide-angle': 2,
      'slow-pan': 1,
      chatty: 0,
      keep: 0,
      remove: 0,
      slope: 0,
    });
  });
});

describe('accepted files (onboarding §5)', () => {
  it('takes jpg, png, svg and heic photos and any video for video kinds', () => {
    expect(acceptsFileType('wide-angle', 'image/jpeg')).toBe(true);
    expect(acceptsFileType('keep', 'image/svg+xml')).toBe(true);
    expect(acceptsFileType('slope', 'IMAGE/HEIC')).toBe(true);
    expect(acceptsFileType('slow-pan', 'video/quicktime')).toBe(true);
    expect(acceptsFileType('chatty', 'video/mp4')).toBe(true);
  });

  it('refuses videos as photos, photos as videos, and other types', () => {
    expect(acceptsFileType('wide-angle', 'video/mp4')).toBe(false);
    expect(acceptsFileType('slow-pan', 'image/jpeg')).toBe(false);
    expect(acceptsFileType('remove', 'image/gif')).toBe(false);
    expect(acceptsFileType('inspiration', 'application/pdf')).toBe(false);
  });

  it('recognises HEIC files by type or extension', () => {
    expect(isHeicFile({ name: 'IMG_1.HEIC' })).toBe(true);
    expect(isHeicFile({ name: 'photo', type: 'image/heic' })).toBe(true);
    expect(isHeicFile({ name: 'IMG_1.jpg', type: 'image/jpeg' })).toBe(false);
  });
});

describe('uploads', () => {
  it('sends files one at a time by default (onboarding §4)', () => {
    expect(uploadBatches(['a', 'b', 'c'])).toEqual([['a'], ['b'], ['c']]);
    expect(uploadBatches(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(uploadBatches(['a'], 0)).toEqual([['a']]);
    expect(uploadBatches([])).toEqual([]);
  });

  it('decision: stores files in media/{uid}/{uuid}.{timestamp}{ext}', () => {
    expect(mediaStoragePath('u1', 'abc-123', 1760000000000, '.jpg')).toBe(
      'media/u1/abc-123.1760000000000.jpg',
    );
  });

  it('accepts only paths directly in the caller’s own folder', () => {
    expect(isOwnMediaPath('media/u1/abc.123.jpg', 'u1')).toBe(true);
    expect(isOwnMediaPath('media/u2/abc.jpg', 'u1')).toBe(false);
    expect(isOwnMediaPath('media/u1/../u2/abc.jpg', 'u1')).toBe(false);
    expect(isOwnMediaPath('media/u1/sub/abc.jpg', 'u1')).toBe(false);
    expect(isOwnMediaPath('media/u1/.hidden', 'u1')).toBe(false);
    expect(isOwnMediaPath('media//abc.jpg', '')).toBe(false);
  });

  it('records an upload visible to designer and client, with no description yet', () => {
    const doc = newMediaDoc(
      {
        path: 'media/u1/a.1.jpg',
        fileType: 'image/jpeg',
        variant: 'front-yard-wide-angle',
        tag: 'property',
        originalFileName: 'IMG_1.jpg',
      },
      { uid: 'u1', projectId: 'p1', now: new Date('2026-01-14T18:01:00.000Z'), downloadURL: 'u' },
    );
    expect(doc).toMatchObject({
      userId: 'u1',
      projectId: 'p1',
      uploadedAt: '2026-01-14T18:01:00.000Z',
      isDesignerVisible: true,
      isClientVisible: true,
      description: '',
    });
    expect(doc).not.toHaveProperty('thumbnailURL');
  });
});
