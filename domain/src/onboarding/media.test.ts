import { describe, expect, it } from 'vitest';
import { mediaUploadPath } from '../forms/mediaPath';
import {
  countYardMedia,
  fitsMediaKind,
  mediaKindOfVariant,
  mediaLimitOfTag,
  mediaSizeLimit,
  mediaTagOfVariant,
  isOwnMediaPath,
  newMediaDoc,
  parseYardMediaVariant,
  uploadBatches,
  YARD_MEDIA_VARIANTS,
  yardMediaVariant,
} from './media';

describe("the later steps' media", () => {
  it('takes landscape inspiration photos like exterior ones, and plans as PDF, JPEG or PNG', () => {
    expect(mediaKindOfVariant('landscape-inspiration')).toBe('inspiration');
    expect(mediaTagOfVariant('landscape-inspiration')).toBe('landscape-inspiration');
    expect(mediaKindOfVariant('plan')).toBe('plan');
    expect(mediaTagOfVariant('plan')).toBe('plans');
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) {
      expect(fitsMediaKind('plan', type), type).toBe(true);
    }
    for (const type of ['image/heic', 'image/svg+xml', 'video/mp4', 'image/vnd.dwg']) {
      expect(fitsMediaKind('plan', type), type).toBe(false);
    }
    expect(fitsMediaKind('inspiration', 'application/pdf')).toBe(false);
  });

  it('gives every plan the 50 MB limit and landscape photos the photo limit', () => {
    expect(mediaSizeLimit('plan', 'image/jpeg')).toBe(50 * 1024 * 1024);
    expect(mediaSizeLimit('inspiration', 'image/jpeg')).toBe(25 * 1024 * 1024);
    expect(mediaSizeLimit('inspiration', 'text/html')).toBe(0);
  });

  it('keeps at most 10 of each per project, and 5 exterior inspiration photos', () => {
    expect(mediaLimitOfTag('landscape-inspiration')).toBe(10);
    expect(mediaLimitOfTag('plans')).toBe(10);
    expect(mediaLimitOfTag('exterior-design-inspiration')).toBe(5);
    expect(mediaLimitOfTag('property')).toBeUndefined();
  });

  it('stores plans under the plan- prefix', () => {
    expect(mediaUploadPath('u1', 'abc', 1, 'Survey.PDF', 'plans')).toBe('media/u1/plan-abc.1.pdf');
    expect(mediaUploadPath('u1', 'abc', 1, 'patio.jpg', 'photos')).toBe('media/u1/abc.1.jpg');
  });
});

describe('media variants', () => {
  it('tells the kind and tag of each variant: a yard’s, inspiration and feedback photos', () => {
    expect(mediaKindOfVariant('back-yard-slow-pan')).toBe('slow-pan');
    expect(mediaTagOfVariant('back-yard-slow-pan')).toBe('property');
    expect(mediaKindOfVariant('inspiration')).toBe('inspiration');
    expect(mediaTagOfVariant('inspiration')).toBe('exterior-design-inspiration');
    expect(mediaKindOfVariant('design-feedback')).toBe('inspiration');
    expect(mediaTagOfVariant('design-feedback')).toBe('design-feedback');
    expect(mediaKindOfVariant('constructor')).toBeUndefined();
    expect(mediaTagOfVariant('__proto__')).toBe('property');
  });

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

describe('file types per kind (accept lists are forms/uploadAccept.ts)', () => {
  it('takes jpg, png, svg and heic photos and any video for video kinds', () => {
    expect(fitsMediaKind('wide-angle', 'image/jpeg')).toBe(true);
    expect(fitsMediaKind('keep', 'image/svg+xml')).toBe(true);
    expect(fitsMediaKind('slope', 'image/heic')).toBe(true);
    expect(fitsMediaKind('inspiration', 'image/png')).toBe(true);
    expect(fitsMediaKind('slow-pan', 'video/quicktime')).toBe(true);
    expect(fitsMediaKind('chatty', 'video/mp4')).toBe(true);
  });

  it('refuses videos as photos, photos as videos, and other types', () => {
    expect(fitsMediaKind('wide-angle', 'video/mp4')).toBe(false);
    expect(fitsMediaKind('slow-pan', 'image/jpeg')).toBe(false);
    expect(fitsMediaKind('remove', 'image/gif')).toBe(false);
    expect(fitsMediaKind('inspiration', 'application/pdf')).toBe(false);
  });
});

describe('uploads', () => {
  it('sends files one at a time by default', () => {
    expect(uploadBatches(['a', 'b', 'c'])).toEqual([['a'], ['b'], ['c']]);
    expect(uploadBatches(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(uploadBatches(['a'], 0)).toEqual([['a']]);
    expect(uploadBatches([])).toEqual([]);
  });

  it('accepts only paths directly in the caller’s own folder', () => {
    expect(isOwnMediaPath(mediaUploadPath('u1', 'abc-123', 1760000000000, 'a.JPG'), 'u1')).toBe(
      true,
    );
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
