import { describe, expect, it } from 'vitest';
import { isDocumentId } from '@yardwise/domain/forms/documentId';
import { mediaDocumentId } from './mediaDocumentId';

const PATH = 'media/client-ana/5f0c7a52-6a0e-4c55-9a8e-1d2f3b4c5d6e.1772445600000.jpg';

describe('the media document id of a stored file', () => {
  it('is the same for the same path and differs for another', () => {
    expect(mediaDocumentId(PATH)).toBe(mediaDocumentId(PATH));
    expect(mediaDocumentId(PATH)).not.toBe(mediaDocumentId(PATH.replace('.jpg', '.png')));
    expect(mediaDocumentId(PATH)).not.toBe(
      mediaDocumentId(PATH.replace('client-ana', 'client-jo')),
    );
  });

  it('is an id the media commands accept, even for the longest path', () => {
    const longest = `media/${'u'.repeat(128)}/${'f'.repeat(200)}`;
    for (const path of [PATH, longest]) expect(isDocumentId(mediaDocumentId(path))).toBe(true);
  });
});
