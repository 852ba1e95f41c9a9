import { ZIP_INVALID, ZIP_REQUIRED } from './messages';

/** checkout §5, §9: zip codes are digits only, at most 5. */
export const ZIP_MAX_LENGTH = 5;

/** What the zip input keeps of what was typed or pasted: its first 5 digits. */
export function zipInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, ZIP_MAX_LENGTH);
}

// Decision: a zip to submit has exactly 5 digits; "max 5" limits typing, and a US zip has 5.
export function zipError(zip: string): string | null {
  if (zip.trim() === '') return ZIP_REQUIRED;
  return /^\d{5}$/.test(zip) ? null : ZIP_INVALID;
}
