import type { FirebaseApp } from 'firebase/app';
import type { AppCheck } from 'firebase/app-check';
import { reportError } from '@web/data/errorReporting';

let appCheck: AppCheck | undefined;

/**
 * App Check for this page's Firebase app when a reCAPTCHA Enterprise site key is configured:
 * Firestore, Storage and Functions requests then carry an App Check token, refreshed before it
 * expires, which the backend can require (see docs/deploying.md). Without a key nothing is loaded.
 * A failure to start is reported and the app goes on: where App Check is enforced its requests
 * are then refused, which the error service shows.
 */
export async function startAppCheck(app: FirebaseApp, siteKey: string | undefined): Promise<void> {
  if (!siteKey) return;
  try {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
    appCheck = initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  } catch (error) {
    reportError(error, { where: 'App Check could not start' });
  }
}

/**
 * The App Check token for requests the SDKs do not send (Firestore's REST reads); undefined when
 * App Check is not started.
 */
export async function appCheckToken(): Promise<string | undefined> {
  if (!appCheck) return undefined;
  const { getToken } = await import('firebase/app-check');
  return (await getToken(appCheck)).token;
}
