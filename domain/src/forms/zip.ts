import { string } from 'yup';
import { ZIP_INVALID, ZIP_REQUIRED } from './messages';

// The one zip rule of every address: digits only, at most 5.

/** The zip input takes at most 5 characters. */
export const ZIP_MAX_LENGTH = 5;

// Decision: a zip to submit has exactly 5 digits; "max 5" limits typing, and a US zip has 5.
export const ZIP_PATTERN = /^\d{5}$/;

/** What the zip input keeps of what was typed or pasted: its first 5 digits. */
export function zipInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, ZIP_MAX_LENGTH);
}

export function zipError(zip: string): string | null {
  if (zip.trim() === '') return ZIP_REQUIRED;
  return ZIP_PATTERN.test(zip) ? null : ZIP_INVALID;
}

/**
 * The zip field of every schema (forms, command inputs): required, exactly 5 digits, with
 * zipError's messages. Where the zip may be left out, `.optional()` lets undefined through.
 */
export function zipField() {
  return string()
    .defined(ZIP_REQUIRED)
    .nonNullable(ZIP_REQUIRED)
    .typeError(ZIP_INVALID)
    .test({
      name: 'zip',
      skipAbsent: true,
      test: (value, context) => {
        const message = zipError(value);
        return message ? context.createError({ message }) : true;
      },
    });
}
