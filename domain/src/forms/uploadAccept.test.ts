import { describe, expect, it } from 'vitest';
import {
  UPLOAD_ACCEPT,
  UPLOAD_SIZE_LIMITS,
  fileExtension,
  isHeic,
  storedSizeLimit,
  storedCategory,
  uploadContentType,
  uploadDecision,
  type FileLike,
} from './uploadAccept';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1 * MB): FileLike => ({ name, type, size });

describe('upload accept lists', () => {
  it('default: images, videos, .pdf, .dwg, .heic; photos: .jpg .jpeg .png .svg .heic; videos: video/*', () => {
    expect(UPLOAD_ACCEPT).toEqual({
      default: 'image/*,video/*,.pdf,.dwg,.heic',
      photos: '.jpg,.jpeg,.png,.svg,.heic',
      videos: 'video/*',
      plans: '.pdf,.jpg,.jpeg,.png',
    });
  });

  it('the default control takes images, videos, PDFs, DWGs and HEICs', () => {
    for (const accepted of [
      file('yard.jpg', 'image/jpeg'),
      file('plan.png', 'image/png'),
      file('walk.mp4', 'video/mp4'),
      file('survey.pdf', 'application/pdf'),
      file('site.dwg', ''),
      file('IMG_0001.HEIC', ''),
    ]) {
      expect(uploadDecision(accepted, 'default').accepted).toBe(true);
    }
    expect(uploadDecision(file('notes.docx', 'application/msword'), 'default').accepted).toBe(
      false,
    );
  });

  it('the photo control takes only its extensions', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.svg', 'a.heic']) {
      expect(uploadDecision(file(name, ''), 'photos').accepted).toBe(true);
    }
    for (const refused of [
      file('a.gif', 'image/gif'),
      file('a.mp4', 'video/mp4'),
      file('a.pdf', 'application/pdf'),
      file('a', 'image/jpeg'),
    ]) {
      const decision = uploadDecision(refused, 'photos');
      expect(decision).toMatchObject({ accepted: false, reason: 'type' });
    }
  });

  it('the video control takes video/* only', () => {
    expect(uploadDecision(file('pan.mov', 'video/quicktime'), 'videos').accepted).toBe(true);
    expect(uploadDecision(file('pan.mov', ''), 'videos').accepted).toBe(false);
    expect(uploadDecision(file('a.jpg', 'image/jpeg'), 'videos').accepted).toBe(false);
  });

  it('decision: refuses image types storage does not keep, with the file named', () => {
    expect(uploadDecision(file('party.gif', 'image/gif'), 'default')).toEqual({
      accepted: false,
      reason: 'type',
      message: 'party.gif is not a kind of file we can accept here.',
    });
  });

  it('decision: refuses empty files', () => {
    expect(uploadDecision(file('a.jpg', 'image/jpeg', 0), 'photos')).toMatchObject({
      accepted: false,
      reason: 'empty',
      message: 'a.jpg is empty.',
    });
  });
});

describe('size limits', () => {
  it('photos up to 25 MB, videos up to 1 GB, documents up to 50 MB', () => {
    expect(UPLOAD_SIZE_LIMITS).toEqual({ photo: 25 * MB, video: 1024 * MB, document: 50 * MB });
    expect(uploadDecision(file('a.jpg', 'image/jpeg', 25 * MB), 'photos').accepted).toBe(true);
    expect(uploadDecision(file('a.jpg', 'image/jpeg', 25 * MB + 1), 'photos')).toEqual({
      accepted: false,
      reason: 'size',
      message: 'a.jpg is too large. Files of this kind can be up to 25 MB.',
    });
    expect(uploadDecision(file('a.mp4', 'video/mp4', 1024 * MB), 'videos').accepted).toBe(true);
    expect(uploadDecision(file('a.mp4', 'video/mp4', 1024 * MB + 1), 'videos').accepted).toBe(
      false,
    );
    expect(uploadDecision(file('a.pdf', 'application/pdf', 50 * MB), 'default').accepted).toBe(
      true,
    );
    expect(uploadDecision(file('a.pdf', 'application/pdf', 50 * MB + 1), 'default').accepted).toBe(
      false,
    );
  });

  // tests/lint/securityRules.test.ts checks that storage.rules states these same limits and types.
  it('send the content types the upload categories name', () => {
    for (const type of ['application/pdf', 'image/vnd.dwg', 'application/acad']) {
      expect(storedCategory(type)).toBe('document');
    }
    expect(uploadContentType(file('IMG.heic', ''))).toBe('image/heic');
    expect(uploadContentType(file('site.dwg', 'application/octet-stream'))).toBe('image/vnd.dwg');
    expect(uploadContentType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(storedCategory('image/gif')).toBeNull();
  });
});

describe('HEIC detection', () => {
  it('by extension or by type', () => {
    expect(isHeic(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isHeic(file('IMG_1.heif', ''))).toBe(true);
    expect(isHeic(file('photo', 'image/heic'))).toBe(true);
    expect(isHeic(file('photo.jpg', 'image/jpeg'))).toBe(false);
  });

  it('reads extensions case-insensitively', () => {
    expect(fileExtension('A.B.JPG')).toBe('.jpg');
    expect(fileExtension('README')).toBe('');
  });
});

describe('the Plans & Drawings control', () => {
  const MB = 1024 * 1024;
  const file = (name: string, type: string, size = 1024): FileLike => ({ name, type, size });

  it('takes PDF, JPEG and PNG, each up to 50 MB', () => {
    expect(UPLOAD_ACCEPT.plans).toBe('.pdf,.jpg,.jpeg,.png');
    for (const [name, type] of [
      ['survey.pdf', 'application/pdf'],
      ['plot.jpg', 'image/jpeg'],
      ['hoa.PNG', 'image/png'],
    ]) {
      expect(uploadDecision(file(name!, type!, 50 * MB), 'plans')).toEqual({
        accepted: true,
        contentType: type,
        category: 'document',
      });
    }
    expect(uploadDecision(file('plot.jpg', 'image/jpeg', 50 * MB + 1), 'plans')).toMatchObject({
      accepted: false,
      message: 'plot.jpg is too large. Files of this kind can be up to 50 MB.',
    });
  });

  it('refuses other photos, videos and drawings', () => {
    for (const [name, type] of [
      ['plan.dwg', 'image/vnd.dwg'],
      ['plan.heic', 'image/heic'],
      ['plan.svg', 'image/svg+xml'],
      ['walk.mp4', 'video/mp4'],
      ['notes.docx', 'application/msword'],
    ]) {
      expect(uploadDecision(file(name!, type!), 'plans')).toMatchObject({ reason: 'type' });
    }
  });

  it('keeps the photo limit for a JPEG on a photo control', () => {
    expect(uploadDecision(file('plot.jpg', 'image/jpeg', 30 * MB), 'photos')).toMatchObject({
      reason: 'size',
    });
  });
});

describe('the size limit storage applies', () => {
  it('gives a plan-named JPEG or PNG the documents’ 50 MB and any other photo 25 MB', () => {
    expect(storedSizeLimit('plan-abc.1.jpg', 'image/jpeg')).toBe(UPLOAD_SIZE_LIMITS.document);
    expect(storedSizeLimit('plan-abc.1.png', 'image/png')).toBe(UPLOAD_SIZE_LIMITS.document);
    expect(storedSizeLimit('abc.1.jpg', 'image/jpeg')).toBe(UPLOAD_SIZE_LIMITS.photo);
    expect(storedSizeLimit('plan-abc.1.heic', 'image/heic')).toBe(UPLOAD_SIZE_LIMITS.photo);
    expect(storedSizeLimit('plan-abc.1.gif', 'image/gif')).toBeNull();
  });
});
