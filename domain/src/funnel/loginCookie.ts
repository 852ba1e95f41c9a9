import { SHARED_LOGIN_COOKIE, SHARED_LOGIN_COOKIE_MAX_AGE_SECONDS } from './cookies';
import { LOGGED_OUT_MESSAGE } from './messages';

// The shared login cookie is read by two apps: the project dashboard writes its
// `dashboard` entry, this app writes its `account` entry. These rules keep the two in step.

export type LoginCookieState = 'login' | 'logout';

export interface LoginCookieEntry {
  userId: string;
  state: LoginCookieState;
}

export interface SharedLoginCookie {
  dashboard?: LoginCookieEntry;
  account?: LoginCookieEntry;
}

/** What the app must do; the web layer carries these out in order. */
export type LoginSyncAction =
  | { type: 'writeCookie'; name: string; value: SharedLoginCookie; maxAgeSeconds: number }
  | { type: 'signOut' }
  | { type: 'clearStore' }
  | { type: 'clearLocalStorage' }
  | { type: 'showMessage'; message: string };

/** The session currently signed in to this app, if any. */
export interface CurrentSession {
  userId: string;
  isAnonymous: boolean;
}

function parseEntry(value: unknown): LoginCookieEntry | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { userId, state } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || (state !== 'login' && state !== 'logout')) return undefined;
  return { userId, state };
}

/** Reads the cookie's JSON value; anything malformed reads as no entries (a cookie is user-editable). */
export function parseSharedLoginCookie(raw: string | null | undefined): SharedLoginCookie {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return {};
    const record = parsed as Record<string, unknown>;
    const cookie: SharedLoginCookie = {};
    const dashboard = parseEntry(record.dashboard);
    const account = parseEntry(record.account);
    if (dashboard) cookie.dashboard = dashboard;
    if (account) cookie.account = account;
    return cookie;
  } catch {
    return {};
  }
}

export function serializeSharedLoginCookie(cookie: SharedLoginCookie): string {
  return JSON.stringify(cookie);
}

function writeCookie(value: SharedLoginCookie): LoginSyncAction {
  return {
    type: 'writeCookie',
    name: SHARED_LOGIN_COOKIE,
    value,
    maxAgeSeconds: SHARED_LOGIN_COOKIE_MAX_AGE_SECONDS,
  };
}

/**
 * Logout sets both entries to logout, clears the store and local storage; afterwards no
 * user id is signed in (decision: the entries carry an empty user id). With `showMessage` the
 * visitor is told they were logged out.
 */
export function logoutActions(options: { showMessage?: boolean } = {}): LoginSyncAction[] {
  const loggedOut: LoginCookieEntry = { userId: '', state: 'logout' };
  const actions: LoginSyncAction[] = [
    writeCookie({ dashboard: loggedOut, account: loggedOut }),
    { type: 'signOut' },
    { type: 'clearStore' },
    { type: 'clearLocalStorage' },
  ];
  if (options.showMessage) actions.push({ type: 'showMessage', message: LOGGED_OUT_MESSAGE });
  return actions;
}

/**
 * Login-state sync, run when the app starts and when the cookie changes:
 * - dashboard and account carry different user ids and neither is logged out: both become logout;
 * - the dashboard entry is logout: the session is cleared.
 * Decision: a mismatch is a full logout (the first rule makes the dashboard logout, so the second
 * clears the session too). Decision: clearing applies to a signed-in account only; an anonymous
 * funnel session is not a login and keeps its progress. Decision: a logout in the account entry
 * alone changes nothing here, as this app wrote it.
 */
export function loginCookieSyncActions(
  cookie: SharedLoginCookie,
  session: CurrentSession | null,
): LoginSyncAction[] {
  const { dashboard, account } = cookie;
  const bothLoggedIn = dashboard?.state === 'login' && account?.state === 'login';
  if (bothLoggedIn && dashboard.userId !== account.userId) return logoutActions();
  const hasAccountSession = session !== null && !session.isAnonymous;
  if (dashboard?.state === 'logout' && hasAccountSession) return logoutActions();
  return [];
}

/**
 * Decision: signing in to an account here writes both entries as login for that user, since one
 * sign-in serves both apps; otherwise a dashboard entry left at logout would sign the user out again.
 */
export function signedInActions(userId: string): LoginSyncAction[] {
  const loggedIn: LoginCookieEntry = { userId, state: 'login' };
  return [writeCookie({ dashboard: loggedIn, account: loggedIn })];
}
