import { describe, expect, it } from 'vitest';
import {
  PROMO_CODE_COOKIE_MAX_AGE_SECONDS,
  SHARED_LOGIN_COOKIE,
  SHARED_LOGIN_COOKIE_MAX_AGE_SECONDS,
} from './cookies';
import {
  loginCookieSyncActions,
  logoutActions,
  parseSharedLoginCookie,
  serializeSharedLoginCookie,
  signedInActions,
  type LoginSyncAction,
} from './loginCookie';

const account = { userId: 'u1', isAnonymous: false };
const anonymous = { userId: 'anon-1', isAnonymous: true };
const types = (actions: LoginSyncAction[]) => actions.map((action) => action.type);
const loggedOut = { userId: '', state: 'logout' as const };

describe('cookie lifetimes', () => {
  it('shared login cookie lasts 31536000 s (1 year); the promo cookie 7 days', () => {
    expect(SHARED_LOGIN_COOKIE_MAX_AGE_SECONDS).toBe(31536000);
    expect(SHARED_LOGIN_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(PROMO_CODE_COOKIE_MAX_AGE_SECONDS).toBe(604800);
  });
});

describe('login state sync', () => {
  it('different user ids, neither in logout: both become logout', () => {
    const actions = loginCookieSyncActions(
      { dashboard: { userId: 'u1', state: 'login' }, account: { userId: 'u2', state: 'login' } },
      account,
    );
    expect(actions[0]).toEqual({
      type: 'writeCookie',
      name: SHARED_LOGIN_COOKIE,
      value: { dashboard: loggedOut, account: loggedOut },
      maxAgeSeconds: 31536000,
    });
  });

  it('decision: a mismatch is a full logout, even for an anonymous session', () => {
    const actions = loginCookieSyncActions(
      { dashboard: { userId: 'u1', state: 'login' }, account: { userId: 'u2', state: 'login' } },
      anonymous,
    );
    expect(types(actions)).toEqual(['writeCookie', 'signOut', 'clearStore', 'clearLocalStorage']);
  });

  it('different user ids where one is already logout: no mismatch rule', () => {
    const actions = loginCookieSyncActions(
      { dashboard: { userId: 'u1', state: 'login' }, account: { userId: 'u2', state: 'logout' } },
      account,
    );
    expect(actions).toEqual([]);
  });

  it('the same user logged in on both: nothing to do', () => {
    const entry = { userId: 'u1', state: 'login' as const };
    expect(loginCookieSyncActions({ dashboard: entry, account: entry }, account)).toEqual([]);
  });

  it('dashboard state logout clears the signed-in session', () => {
    const actions = loginCookieSyncActions(
      { dashboard: { userId: 'u1', state: 'logout' }, account: { userId: 'u1', state: 'login' } },
      account,
    );
    expect(types(actions)).toEqual(['writeCookie', 'signOut', 'clearStore', 'clearLocalStorage']);
  });

  it('decision: an anonymous funnel session is kept when the dashboard says logout', () => {
    const cookie = { dashboard: { userId: 'u1', state: 'logout' as const } };
    expect(loginCookieSyncActions(cookie, anonymous)).toEqual([]);
    expect(loginCookieSyncActions(cookie, null)).toEqual([]);
  });

  it('decision: a logout in the account entry alone changes nothing (this app wrote it)', () => {
    const cookie = {
      dashboard: { userId: 'u1', state: 'login' as const },
      account: { userId: 'u1', state: 'logout' as const },
    };
    expect(loginCookieSyncActions(cookie, account)).toEqual([]);
  });

  it('no cookie: nothing to do', () => {
    expect(loginCookieSyncActions({}, account)).toEqual([]);
  });
});

describe('logout', () => {
  it('sets both to logout, clears the store and local storage; no user id remains', () => {
    const actions = logoutActions();
    expect(types(actions)).toEqual(['writeCookie', 'signOut', 'clearStore', 'clearLocalStorage']);
    expect(actions[0]).toMatchObject({ value: { dashboard: loggedOut, account: loggedOut } });
  });

  it('has a message variant when the flag is passed', () => {
    const actions = logoutActions({ showMessage: true });
    expect(actions.at(-1)).toEqual({ type: 'showMessage', message: 'You have been logged out.' });
    expect(types(logoutActions({ showMessage: false }))).not.toContain('showMessage');
  });

  it('decision: signing in writes both entries as login for the user, so a later sync keeps them', () => {
    const [write] = signedInActions('u7');
    expect(write).toMatchObject({
      type: 'writeCookie',
      value: {
        dashboard: { userId: 'u7', state: 'login' },
        account: { userId: 'u7', state: 'login' },
      },
      maxAgeSeconds: 31536000,
    });
    const cookie = write?.type === 'writeCookie' ? write.value : {};
    expect(loginCookieSyncActions(cookie, { userId: 'u7', isAnonymous: false })).toEqual([]);
  });
});

describe('reading the cookie', () => {
  it('round-trips what it writes', () => {
    const cookie = { dashboard: { userId: 'u1', state: 'login' as const }, account: loggedOut };
    expect(parseSharedLoginCookie(serializeSharedLoginCookie(cookie))).toEqual(cookie);
  });

  it('reads malformed or hostile values as no entries', () => {
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      'null',
      '42',
      '{"dashboard":{"userId":1,"state":"login"}}',
      '{"account":{"userId":"u1","state":"admin"}}',
    ]) {
      expect(parseSharedLoginCookie(raw)).toEqual({});
    }
  });

  it('keeps a valid entry beside a broken one and drops unknown keys', () => {
    const raw = '{"dashboard":{"userId":"u1","state":"login","extra":1},"account":"x","other":{}}';
    expect(parseSharedLoginCookie(raw)).toEqual({ dashboard: { userId: 'u1', state: 'login' } });
  });
});
