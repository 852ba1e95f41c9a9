import { describe, expect, it } from 'vitest';
import { hasMarkup, plainTextField } from './plainText';

describe('plain text (names and addresses)', () => {
  it('refuses angle brackets, the start of any markup', () => {
    for (const text of [
      '<script>alert(1)</script>',
      'Ana <b>',
      'a > b',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(hasMarkup(text)).toBe(true);
      expect(() => plainTextField().validateSync(text, { strict: true })).toThrow(
        'Please remove the < and > characters.',
      );
    }
  });

  it("keeps what names and addresses do hold: apostrophes, hyphens, '#', '&', accents", () => {
    for (const text of ["O'Brien", 'Smith-Jones', 'Apt #4', 'Lee & Park', 'José', '']) {
      expect(hasMarkup(text)).toBe(false);
      expect(plainTextField().validateSync(text, { strict: true })).toBe(text);
    }
    expect(plainTextField().validateSync(undefined, { strict: true })).toBeUndefined();
  });
});
