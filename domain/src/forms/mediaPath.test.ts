import { describe, expect, it } from 'vitest';
import { mediaUploadPath } from './mediaPath';

describe('media upload path', () => {
  it("decision: is media/{uid}/{uuid}.{timestamp}{ext}, in the user's own folder", () => {
    expect(
      mediaUploadPath(
        'sample-client',
        '0f8fad5b-d9cb-469f-a165-70867728950e',
        1767225600000,
        'Back Yard.JPG',
      ),
    ).toBe('media/sample-client/0f8fad5b-d9cb-469f-a165-70867728950e.1767225600000.jpg');
  });

  it('has no extension when the file name has none', () => {
    expect(mediaUploadPath('u1', 'abc', 1, 'README')).toBe('media/u1/abc.1');
  });

  it('keeps only a plain extension from a hostile name', () => {
    expect(mediaUploadPath('u1', 'abc', 1, '../../x/evil.sh/..')).toBe('media/u1/abc.1');
    expect(mediaUploadPath('u1', 'abc', 1, 'a.png/../b')).toBe('media/u1/abc.1');
  });

  it('refuses ids that could leave the folder', () => {
    expect(() => mediaUploadPath('../u2', 'abc', 1, 'a.jpg')).toThrow();
    expect(() => mediaUploadPath('u1', 'a/b', 1, 'a.jpg')).toThrow();
    expect(() => mediaUploadPath('u1', 'abc', -1, 'a.jpg')).toThrow();
    expect(() => mediaUploadPath('u1', 'abc', 1.5, 'a.jpg')).toThrow();
  });
});
