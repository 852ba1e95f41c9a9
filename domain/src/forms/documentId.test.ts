import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID_MAX_LENGTH, documentIdField, isDocumentId } from './documentId';

describe('document ids in command inputs', () => {
  it('accepts slugs and auto ids', () => {
    for (const id of ['planting-beds-price-1', 'Xy7_abc', 'color-sage-garden']) {
      expect(isDocumentId(id)).toBe(true);
      expect(documentIdField('item').isValidSync(id, { strict: true })).toBe(true);
    }
  });

  it('refuses paths, reserved ids, blanks, non-strings and overlong ids', () => {
    const hostile: unknown[] = [
      '',
      '../profiles/u2',
      'a/b',
      '__name__',
      'has space',
      42,
      null,
      'x'.repeat(DOCUMENT_ID_MAX_LENGTH + 1),
    ];
    for (const id of hostile) {
      expect(isDocumentId(id)).toBe(false);
      expect(documentIdField('item').isValidSync(id, { strict: true })).toBe(false);
    }
    expect(isDocumentId('x'.repeat(DOCUMENT_ID_MAX_LENGTH))).toBe(true);
  });

  it('names the field in its messages', () => {
    expect(() => documentIdField('colour').validateSync('', { strict: true })).toThrow(
      'Please say which colour.',
    );
  });
});
