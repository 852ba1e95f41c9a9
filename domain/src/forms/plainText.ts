import { string } from 'yup';
import { FORM_VALUE_UNREADABLE, TEXT_HAS_MARKUP } from './messages';

const MARKUP_CHARACTERS = /[<>]/;

/**
 * Decision: names and address lines are plain text and never need '<' or '>'. The app escapes
 * what it shows, but these fields also reach emails, staff exports and marketing tools that may
 * not, so markup is refused where it is typed rather than trusted to every reader.
 */
export function hasMarkup(text: string): boolean {
  return MARKUP_CHARACTERS.test(text);
}

/**
 * A plain-text string field for schemas: refuses markup characters with TEXT_HAS_MARKUP, and
 * anything but text in words for people (a field's own rules may say more).
 */
export function plainTextField() {
  return string()
    .typeError(FORM_VALUE_UNREADABLE)
    .nonNullable(FORM_VALUE_UNREADABLE)
    .test({
      name: 'plain-text',
      message: TEXT_HAS_MARKUP,
      test: (value) => value === undefined || !hasMarkup(value),
    });
}
