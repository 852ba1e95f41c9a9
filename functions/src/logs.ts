import { inspect } from 'node:util';
import * as logger from 'firebase-functions/logger';

/*
 * Every function logs through this module. A log line carries ids, codes and counts, never a
 * person's email, name, address, phone number or a credential: log the uid or the document id and
 * look the person up when needed. The field names below are the whole vocabulary, so a new field
 * is a decision made here.
 *
 * Error reporting: an error-level line with a stack (logException passes the Error; logError gets a
 * stack from the SDK) is what Cloud Error Reporting groups and alerts on for Cloud Functions, so it
 * is the functions' error reporter: no other service is wired in.
 */

/** What a log line may carry besides its message. Free-text fields are redacted like messages. */
export interface LogFields {
  uid?: string | null;
  orderId?: string | null;
  paymentIntentId?: string | null;
  eventId?: string | null;
  eventType?: string | null;
  projectId?: string | null;
  mediaId?: string | null;
  cartId?: string | null;
  outboxId?: string | null;
  /** A geocode cache entry: the hash of what was searched, never the text itself. */
  cacheId?: string | null;
  /** A storage path: media/{uid}/{uuid}.{timestamp}{ext}, ids only. */
  path?: string | null;
  command?: string | null;
  /** An email template's name (the email itself stays in the outbox). */
  template?: string | null;
  /** A reCAPTCHA action, as asked and as answered. */
  action?: string | null;
  answeredAction?: string | null;
  score?: number | null;
  errorCodes?: string[] | null;
  /** A promo code handed out; a code, not a person. */
  promoCode?: string | null;
  code?: string | number | null;
  status?: string | number | null;
  attempt?: number | null;
  attempts?: number | null;
  counts?: Record<string, number>;
  /** Why something was refused, in the provider's words (redacted). */
  reason?: string | null;
  /** A caught error's message, when the failure is handled and needs no stack (redacted). */
  error?: string | null;
  failures?: string[] | null;
}

const REDACTIONS: [RegExp, string][] = [
  // An email address, also URL-encoded in a link.
  [/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [token]'],
  [/\bBasic\s+[A-Za-z0-9+/=]{8,}/g, 'Basic [token]'],
  // A JWT: Firebase ID tokens, custom tokens, App Check tokens.
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, '[token]'],
  // Stripe secret and restricted keys, webhook secrets, PaymentIntent client secrets.
  [/\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]+/g, '[secret]'],
  [/\bwhsec_[A-Za-z0-9]+/g, '[secret]'],
  [/\b(?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g, '[secret]'],
  // SendGrid and Google API keys.
  [/\bSG\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g, '[secret]'],
  [/\bAIza[0-9A-Za-z_-]{30,}/g, '[secret]'],
  // Credentials in links: password-reset codes, login tokens, API keys in query strings.
  [
    /\b(oobCode|login_token|token|id_token|access_token|api_?key|key)=[^&\s"'<>]+/gi,
    '$1=[redacted]',
  ],
];

/** Longer text is cut: a log line is for finding the cause, and the patterns stay fast on it. */
export const MAX_LOGGED_TEXT = 4_000;
/** A stack is kept whole up to this length: its frames are what Error Reporting groups by. */
const MAX_LOGGED_STACK = 16_000;

/** The text with anything that looks like an email address, a token or a secret replaced. */
export function redact(text: string, maxLength = MAX_LOGGED_TEXT): string {
  // Redacted with a margin past the cut, so no half of an address is left at the end.
  const redacted = REDACTIONS.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text.slice(0, maxLength + 500),
  );
  return redacted.length > maxLength ? `${redacted.slice(0, maxLength)}…[cut]` : redacted;
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item)]));
  }
  return value;
}

/** The fields with undefined left out and free text redacted; a plain object, as the SDK needs. */
function redactFields(fields: LogFields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, redactValue(value)]),
  );
}

/**
 * The error to log: the same object when nothing in it needs hiding (so its class and properties
 * reach the log), else a copy with the redacted message and stack. A thrown non-Error becomes text.
 */
export function redactError(error: unknown): Error | string {
  if (!(error instanceof Error)) {
    return redact(typeof error === 'string' ? error : inspect(error, { depth: 3 }));
  }
  const message = redact(error.message);
  const stack = error.stack === undefined ? undefined : redact(error.stack, MAX_LOGGED_STACK);
  if (message === error.message && stack === error.stack) return error;
  const copy = new Error(message);
  copy.name = error.name;
  copy.stack = stack;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') {
    Object.assign(copy, { code });
  }
  return copy;
}

type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, fields: LogFields | undefined): void {
  // The SDK takes a trailing plain object as the entry's structured payload.
  if (fields) logger[level](redact(message), redactFields(fields));
  else logger[level](redact(message));
}

export function logInfo(message: string, fields?: LogFields): void {
  write('info', message, fields);
}

export function logWarning(message: string, fields?: LogFields): void {
  write('warn', message, fields);
}

/** Something needs a look; the SDK adds a stack from here, so Error Reporting lists it. */
export function logError(message: string, fields?: LogFields): void {
  write('error', message, fields);
}

/** An unexpected failure, logged with the error's own stack so Error Reporting groups it by cause. */
export function logException(message: string, error: unknown, fields?: LogFields): void {
  const logged = redactError(error);
  if (fields) logger.error(redact(message), logged, redactFields(fields));
  else logger.error(redact(message), logged);
}
