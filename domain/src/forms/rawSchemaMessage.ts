// Tells a schema library's default message ("lastName must be at most 100 characters", "street is a
// required field") from one written for people, so none reaches a person. No yup import: the web
// app checks command failures with it on pages that never load yup.

/** yup's defaults start with the field's key (lower case, maybe dotted or indexed) or "this". */
const STARTS_WITH_KEY =
  /^(this|[a-z][\w$]*(?:\[\d+\]|\.[\w$]+|\["[^"]*"\])*) (is|must|field|cannot|object|tuple)\b/;

/** Phrases of yup's defaults that no message of ours uses, wherever they stand. */
const DEFAULT_PHRASES = [
  /must be at most \d/,
  /must be at least \d/,
  /is a required field/,
  /must be a `\w+`/,
  /must be one of the following values/,
  /must match the following/,
  /must be a trimmed string/,
  /\bthis field\b/i,
];

/** A key written in camelCase (lastName, aptNumber): code, not words (reCAPTCHA is a name). */
const CAMEL_CASE_KEY = /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/;

/** The server's refusal of a field no form sends (UNEXPECTED_FIELD): it names the key. */
const UNEXPECTED_FIELD_PREFIX = 'Unexpected field:';

/**
 * Whether a validation message is not fit for a person: a schema default, an unfilled
 * placeholder, a code key, or the message naming its own field's path.
 */
export function isRawSchemaMessage(message: string, fieldPath?: string): boolean {
  if (STARTS_WITH_KEY.test(message)) return true;
  if (DEFAULT_PHRASES.some((phrase) => phrase.test(message))) return true;
  if (message.includes('${')) return true;
  if (message.startsWith(UNEXPECTED_FIELD_PREFIX)) return true;
  if (CAMEL_CASE_KEY.test(message)) return true;
  return !!fieldPath && /[.[]/.test(fieldPath) && message.includes(fieldPath);
}
