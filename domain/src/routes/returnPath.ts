import { CALLBACK_URL_PARAM } from './accessTokenRedirect';
import { isUnderPath, LOGIN_PATH, ONBOARD_PATH, trimTrailingSlashes } from './paths';
import { SPEC_ROUTES } from './routes';

// Where /login sends a visitor once signed in: back to the protected page that sent them, else to
// the `callbackUrl` query parameter when it is a path of this app, else to the start page. Only a
// path of this app is ever followed, so no crafted link can send a visitor to another site.

/** Where a login returns without an origin: the start page, which opens the client's project. */
export const DEFAULT_LOGIN_DESTINATION = '/';

/** Pages a login never returns to: the login pages themselves, and signing out. */
const NOT_RETURNED_TO: ReadonlySet<string> = new Set([
  LOGIN_PATH,
  '/rescue-anonymous-session',
  '/force-logout',
]);

const SPEC_PATHS: ReadonlySet<string> = new Set(SPEC_ROUTES.map((route) => route.path));

/** Longer than any path of the app with its query string; longer input is not a path of ours. */
const MAX_RETURN_PATH_LENGTH = 2048;
/** Printable ASCII without the backslash, which browsers read as a slash ("/\evil" is "//evil"). */
const SAFE_CHARACTERS = /^[\x21-\x5b\x5d-\x7e]+$/;
// eslint-disable-next-line no-control-regex
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f]/;
/** Encoded encodings: a path is judged as written and as decoded up to this many times. */
const DECODE_ROUNDS = 3;

/** The path part of a path with its query string or hash. */
function pathPart(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Whether the router draws a page of the app for this path (not the not-found page): `/`, a route
 * of SPEC_ROUTES, any /onboard path (each area's resolver takes it) and any funnel step (an unknown
 * step opens the version's first). Paths match case-insensitively, as the router matches them.
 */
export function isAppRoutePath(pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  const path = trimTrailingSlashes(pathname.toLowerCase()) || '/';
  if (path === DEFAULT_LOGIN_DESTINATION || SPEC_PATHS.has(path)) return true;
  return isUnderPath(path, ONBOARD_PATH) || /^\/design-profile\/[^/]+$/.test(path);
}

/** The path as written, then decoded again and again until it stops changing; null if malformed. */
function decodedForms(path: string): string[] | null {
  const forms = [path];
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(forms[forms.length - 1]!);
    } catch {
      return null;
    }
    if (decoded === forms[forms.length - 1]) break;
    forms.push(decoded);
  }
  return forms;
}

/** Whether one form of a candidate path is a page of this app the visitor may be sent back to. */
function isSafeForm(form: string): boolean {
  if (!form.startsWith('/') || form.startsWith('//') || UNSAFE_DECODED.test(form)) return false;
  const path = pathPart(form);
  // The router resolves "." and ".." segments, which could lead out of an allowed area.
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return false;
  const page = trimTrailingSlashes(path.toLowerCase()) || '/';
  return !NOT_RETURNED_TO.has(page) && isAppRoutePath(path);
}

/**
 * The path to return to, as given, when it is a relative path of this app: one leading "/" (not
 * "//"), no scheme, no backslash, whitespace or control character, no "." or ".." segment, and a
 * page the app has that is not a login or sign-out page, as written and once decoded (and decoded
 * again, for encoded encodings). Null for anything else.
 */
export function safeReturnPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || candidate.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!SAFE_CHARACTERS.test(candidate)) return null;
  const forms = decodedForms(candidate);
  return forms?.every(isSafeForm) ? candidate : null;
}

/** Splits a query string into its raw name=value parts. */
function queryParts(search: string): string[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '');
}

/** A query part's name or value decoded as a browser decodes form data; null if malformed. */
function decodeQueryText(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** A query parameter's first value, decoded; null when absent (URLSearchParams.get, without the DOM). */
export function queryParam(search: string, name: string): string | null {
  for (const part of queryParts(search)) {
    const [rawName = '', ...rawValue] = part.split('=');
    if (decodeQueryText(rawName) === name) return decodeQueryText(rawValue.join('='));
  }
  return null;
}

/** The query string without a parameter ("" when nothing is left). */
export function withoutQueryParam(search: string, name: string): string {
  const kept = queryParts(search).filter(
    (part) => decodeQueryText(part.split('=', 1)[0] ?? '') !== name,
  );
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * Where /login goes after signing in: the protected page that sent the visitor (router state
 * `from`, with the query string it carried), else `callbackUrl` when safeReturnPath accepts it,
 * else the start page. The callbackUrl parameter itself is never carried on.
 */
export function loginDestination(state: unknown, search: string): string {
  const rest = withoutQueryParam(search, CALLBACK_URL_PARAM);
  const from = safeReturnPath((state as { from?: unknown } | null)?.from);
  if (from) return `${from}${rest}`;
  const callback = safeReturnPath(queryParam(search, CALLBACK_URL_PARAM));
  return callback ?? `${DEFAULT_LOGIN_DESTINATION}${rest}`;
}

/** A link to /login that comes back to `path` afterwards (plain /login when it is not ours). */
export function loginLinkBackTo(path: unknown): string {
  const back = safeReturnPath(path);
  return back ? `${LOGIN_PATH}?${CALLBACK_URL_PARAM}=${encodeURIComponent(back)}` : LOGIN_PATH;
}
