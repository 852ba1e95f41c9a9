import { describe, expect, it } from 'vitest';
import { INSPIRATION_MAX_FILES, inspirationDropZone, withinFileLimit } from './inspirationUploads';

describe('inspiration uploads', () => {
  it('allow 5 photos', () => {
    expect(INSPIRATION_MAX_FILES).toBe(5);
  });

  it('drop the files beyond the limit, keeping the first ones', () => {
    expect(withinFileLimit(3, ['a', 'b', 'c', 'd'])).toEqual({
      accepted: ['a', 'b'],
      dropped: ['c', 'd'],
    });
    expect(withinFileLimit(0, ['a', 'b', 'c', 'd', 'e'])).toEqual({
      accepted: ['a', 'b', 'c', 'd', 'e'],
      dropped: [],
    });
    expect(withinFileLimit(0, ['a', 'b', 'c', 'd', 'e', 'f']).dropped).toEqual(['f']);
    expect(withinFileLimit(5, ['a']).accepted).toEqual([]);
    expect(withinFileLimit(7, ['a']).accepted).toEqual([]);
  });

  it('disable the drop zone at 5 with the file-limit message, not at 4', () => {
    expect(inspirationDropZone(4)).toEqual({ disabled: false, message: null });
    expect(inspirationDropZone(5)).toEqual({
      disabled: true,
      message: 'File Limit Reached. Please delete some photos to upload more.',
    });
    expect(inspirationDropZone(6).disabled).toBe(true);
  });
});
