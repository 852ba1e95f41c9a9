import { describe, expect, it } from 'vitest';
import {
  INSPIRATION_COMMENT_AUTOSAVE_MS,
  KEEP_REMOVE_COMMENT_AUTOSAVE_MS,
  allMediaCommented,
  inspirationCommentError,
  keepRemoveCommentError,
  mediaDescriptionError,
} from './comments';

describe('keep/remove comments', () => {
  it('need a comment: "Comment Required!"', () => {
    expect(keepRemoveCommentError('')).toBe('Comment Required!');
    expect(keepRemoveCommentError('x')).toBeNull();
  });

  it('take 100 characters, not 101', () => {
    expect(keepRemoveCommentError('x'.repeat(100))).toBeNull();
    expect(keepRemoveCommentError('x'.repeat(101))).toBe('Comments can be at most 100 characters.');
  });

  it('decision: spaces alone are no comment, and surrounding spaces do not count', () => {
    expect(keepRemoveCommentError('   ')).toBe('Comment Required!');
    expect(keepRemoveCommentError(` ${'x'.repeat(100)} `)).toBeNull();
  });

  it('are all there only when every photo has a valid comment', () => {
    expect(allMediaCommented(['Keep the oak', 'Remove the shed'])).toBe(true);
    expect(allMediaCommented(['Keep the oak', ''])).toBe(false);
    expect(allMediaCommented([])).toBe(true);
  });
});

describe('inspiration comments', () => {
  it('take 154 characters, not 155, and may be empty', () => {
    expect(inspirationCommentError('x'.repeat(154))).toBeNull();
    expect(inspirationCommentError('x'.repeat(155))).toBe(
      'Comments can be at most 154 characters.',
    );
    expect(inspirationCommentError('')).toBeNull();
  });
});

describe('comment auto-save', () => {
  it('decision: saves keep/remove comments 700 ms and inspiration comments 500 ms after the last edit', () => {
    expect(KEEP_REMOVE_COMMENT_AUTOSAVE_MS).toBe(700);
    expect(INSPIRATION_COMMENT_AUTOSAVE_MS).toBe(500);
  });

  it('checks a description by the kind of media', () => {
    const keep = { variant: 'front-yard-keep' };
    const remove = { variant: 'back-yard-remove' };
    const inspiration = { variant: 'inspiration' };
    expect(mediaDescriptionError(keep, 'x'.repeat(100))).toBeNull();
    expect(mediaDescriptionError(remove, 'x'.repeat(101))).toBe(
      'Comments can be at most 100 characters.',
    );
    for (const blank of ['', '   ']) {
      expect(mediaDescriptionError(keep, blank)).toBe('Comment Required!');
    }
    expect(mediaDescriptionError(inspiration, '')).toBeNull();
    expect(mediaDescriptionError(inspiration, 'x'.repeat(154))).toBeNull();
    expect(mediaDescriptionError(inspiration, 'x'.repeat(155))).toBe(
      'Comments can be at most 154 characters.',
    );
  });
});
