import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { setErrorReportingBackendForTests, type ErrorContext } from '@web/data/errorReporting';
import { startAppCheck } from './appCheck';

// Created once: the modules reloaded below get the same fakes.
const appCheckSdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
}));
vi.mock('firebase/app-check', () => appCheckSdk);

// The page's one app, without the SDK: only its identity matters here.
const app = vi.hoisted(() => ({ name: '[DEFAULT]' }) as FirebaseApp);
vi.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: () => app,
  initializeApp: () => app,
}));

beforeEach(() => {
  vi.mocked(initializeAppCheck).mockReset();
  vi.mocked(ReCaptchaEnterpriseProvider).mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  setErrorReportingBackendForTests(undefined);
});

describe('startAppCheck', () => {
  it('starts App Check with reCAPTCHA Enterprise and token refresh when a site key is set', async () => {
    await startAppCheck(app, 'site-key-1');

    expect(ReCaptchaEnterpriseProvider).toHaveBeenCalledExactlyOnceWith('site-key-1');
    expect(initializeAppCheck).toHaveBeenCalledExactlyOnceWith(app, {
      provider: { siteKey: 'site-key-1' },
      isTokenAutoRefreshEnabled: true,
    });
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
  ])('does nothing when the site key is %s', async (_, siteKey) => {
    await startAppCheck(app, siteKey);
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });

  it('reports a failure to start and lets the app go on', async () => {
    const reports: ErrorContext[] = [];
    setErrorReportingBackendForTests({ capture: (_, context) => reports.push(context) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(initializeAppCheck).mockImplementation(() => {
      throw new Error('appCheck/already-initialized');
    });

    await expect(startAppCheck(app, 'site-key-1')).resolves.toBeUndefined();

    expect(reports).toEqual([{ where: 'App Check could not start' }]);
  });
});

describe('the Firebase app', () => {
  async function loadFirebaseApp() {
    vi.resetModules();
    return import('./firebaseApp');
  }

  it('has App Check running before any module can use it, when VITE_APP_CHECK_SITE_KEY is set', async () => {
    vi.stubEnv('VITE_APP_CHECK_SITE_KEY', 'site-key-2');

    const { firebaseApp } = await loadFirebaseApp();

    expect(initializeAppCheck).toHaveBeenCalledExactlyOnceWith(app, {
      provider: { siteKey: 'site-key-2' },
      isTokenAutoRefreshEnabled: true,
    });
    expect(firebaseApp()).toBe(app);
  });

  it('starts no App Check without VITE_APP_CHECK_SITE_KEY', async () => {
    vi.stubEnv('VITE_APP_CHECK_SITE_KEY', '');

    await loadFirebaseApp();

    expect(initializeAppCheck).not.toHaveBeenCalled();
  });
});
