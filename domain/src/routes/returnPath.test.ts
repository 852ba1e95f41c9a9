import { describe, expect, it } from 'vitest';
import {
  isAppRoutePath,
  loginDestination,
  loginLinkBackTo,
  queryParam,
  safeReturnPath,
  withoutQueryParam,
} from './returnPath';

describe('paths of this app', () => {
  it.each([
    '/',
    '/onboard/my-yard',
    '/onboard/budget/checklist/item/patio',
    '/onboard/anything-a-resolver-takes',
    '/ONBOARD/My-Yard/',
    '/design-profile',
    '/design-profile/home-address',
    '/design-profile/a-step-the-version-lacks',
    '/packages',
    '/design-feedback',
    '/design-consultation',
  ])('%s is one', (path) => {
    expect(isAppRoutePath(path)).toBe(true);
  });

  it.each(['/no-such-page', '/design-profile/a/b', '/onboarding', '/tracker/finalize', ''])(
    '%j is not',
    (path) => {
      expect(isAppRoutePath(path)).toBe(false);
    },
  );
});

describe('safeReturnPath', () => {
  it('keeps a path of this app as given, with its query string and hash', () => {
    expect(safeReturnPath('/onboard/budget/prioritize')).toBe('/onboard/budget/prioritize');
    expect(safeReturnPath('/onboard/my-yard?tab=2#front')).toBe('/onboard/my-yard?tab=2#front');
    expect(safeReturnPath('/onboard/budget/checklist/item/rose%20bed')).toBe(
      '/onboard/budget/checklist/item/rose%20bed',
    );
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['another site on http', 'http://evil.example/onboard/my-yard'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/onboard/my-yard'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script in capitals', 'JaVaScRiPt:alert(document.cookie)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a path without its leading slash', 'onboard/my-yard'],
    ['an encoded second slash', '/%2F%2Fevil.example'],
    ['an encoded slash pair', '%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a double-encoded second slash', '/%252Fevil.example'],
    ['a triple-encoded backslash', '/%25255Cevil.example'],
    ['an encoded scheme', 'https%3A%2F%2Fevil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['a newline', '/onboard/my-yard\n'],
    ['a leading space', ' /onboard/my-yard'],
    ['a non-ASCII slash look-alike', '/\uFF0Fevil.example'],
    ['malformed percent-encoding', '/onboard/%E0%A4%A'],
    ['dot segments out of an area', '/onboard/../force-logout'],
    ['encoded dot segments', '/onboard/%2e%2e/force-logout'],
    ['a page the app does not have', '/no-such-page'],
    ['the login page', '/login'],
    ['the login page in capitals', '/LOGIN?callbackUrl=/login'],
    ['signing out', '/force-logout'],
    ['signing out, encoded', '/force%2Dlogout'],
    ['the empty string', ''],
    ['a very long path', `/onboard/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('refuses what is not text', () => {
    for (const candidate of [null, undefined, 42, ['/onboard/my-yard'], { path: '/' }]) {
      expect(safeReturnPath(candidate)).toBeNull();
    }
  });
});

describe('query parameters', () => {
  it('reads a parameter decoded once, as URLSearchParams does', () => {
    expect(queryParam('?callbackUrl=%2Fonboard%2Fmy-yard&a=1', 'callbackUrl')).toBe(
      '/onboard/my-yard',
    );
    expect(queryParam('a=1&b=two+words', 'b')).toBe('two words');
    expect(queryParam('?a=1', 'callbackUrl')).toBeNull();
    expect(queryParam('?callbackUrl=%E0%A4%A', 'callbackUrl')).toBeNull();
  });

  it('drops one parameter and keeps the rest as written', () => {
    expect(withoutQueryParam('?callbackUrl=%2Fx&utm_source=email', 'callbackUrl')).toBe(
      '?utm_source=email',
    );
    expect(withoutQueryParam('?callbackUrl=%2Fx', 'callbackUrl')).toBe('');
    expect(withoutQueryParam('', 'callbackUrl')).toBe('');
  });
});

describe('where login goes after signing in', () => {
  it('returns to the protected page the user came from, with its query string', () => {
    expect(loginDestination({ from: '/onboard/my-yard' }, '?utm_source=email')).toBe(
      '/onboard/my-yard?utm_source=email',
    );
  });

  it('opens the start page when there is no origin', () => {
    expect(loginDestination(null, '')).toBe('/');
    expect(loginDestination({}, '?a=1')).toBe('/?a=1');
  });

  it('never follows an origin outside the app', () => {
    expect(loginDestination({ from: '//evil.example/phish' }, '')).toBe('/');
    expect(loginDestination({ from: 'https://evil.example' }, '')).toBe('/');
    expect(loginDestination({ from: '/\\evil.example' }, '')).toBe('/');
    expect(loginDestination({ from: 42 }, '')).toBe('/');
  });

  it('returns to callbackUrl when it is a path of this app', () => {
    expect(loginDestination(null, '?callbackUrl=%2Fonboard%2Fexterior-design%2Fpaint')).toBe(
      '/onboard/exterior-design/paint',
    );
    expect(loginDestination(null, '?callbackUrl=/onboard/budget/review?from=email')).toBe(
      '/onboard/budget/review?from=email',
    );
  });

  it.each([
    'https://evil.example',
    'https%3A%2F%2Fevil.example',
    '//evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil',
    '/\\evil',
    '%2F%255Cevil',
    'javascript:alert(1)',
    'javascript%3Aalert(1)',
    '/no-such-page',
    '/force-logout',
  ])('goes to the start page for callbackUrl=%s, carrying no callbackUrl on', (callback) => {
    expect(loginDestination(null, `?callbackUrl=${callback}`)).toBe('/');
    expect(loginDestination(null, `?utm_source=email&callbackUrl=${callback}`)).toBe(
      '/?utm_source=email',
    );
  });

  it('prefers the protected page that sent the visitor over a callbackUrl', () => {
    expect(loginDestination({ from: '/onboard/my-yard' }, '?callbackUrl=%2Fpackages&a=1')).toBe(
      '/onboard/my-yard?a=1',
    );
  });
});

describe('a login link back to a page', () => {
  it('carries a path of this app as callbackUrl, encoded', () => {
    expect(loginLinkBackTo('/onboard/exterior-design/paint?x=1')).toBe(
      '/login?callbackUrl=%2Fonboard%2Fexterior-design%2Fpaint%3Fx%3D1',
    );
  });

  it('is plain /login for anything else', () => {
    expect(loginLinkBackTo(undefined)).toBe('/login');
    expect(loginLinkBackTo('//evil.example')).toBe('/login');
  });
});
