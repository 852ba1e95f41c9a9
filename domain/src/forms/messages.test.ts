import { describe, expect, it } from 'vitest';
import { fillCopy } from '../copy/fillCopy';
import {
  COMMENT_REQUIRED,
  COMMENT_SAVE_FAILED,
  HEIC_NOT_SUPPORTED,
  HELP_BODY_HINT,
  MEDIA_DELETE_FAILED,
  UPLOAD_FAILED,
} from './messages';

describe('upload and help messages', () => {
  it('fill the support email into the upload failure', () => {
    expect(fillCopy(UPLOAD_FAILED, { email: 'help@yardwise.example' })).toBe(
      'There was a problem trying to upload one or more of your files. Please reload the web page and try again. If you continue to see this error, please reach out to help@yardwise.example',
    );
  });

  it('are the required texts, word for word', () => {
    expect([
      COMMENT_SAVE_FAILED,
      MEDIA_DELETE_FAILED,
      HEIC_NOT_SUPPORTED,
      HELP_BODY_HINT,
      COMMENT_REQUIRED,
    ]).toEqual([
      'Error updating comment',
      'Error deleting file',
      'HEIC image files are not supported by your browser',
      'Let us know how we can help!',
      'Comment Required!',
    ]);
  });
});
