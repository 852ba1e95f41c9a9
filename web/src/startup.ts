import type { AuthPort } from './data/types';
import { reportError } from './data/errorReporting';

export const LOGIN_TOKEN_PARAM = 'login_token';

/**
 * A login_token query parameter signs the user in with that custom token before the
 * app renders. A failure is logged and rendering continues. The token is removed from the address
 * bar so it is not bookmarked or shared.
 */
export async function signInWithLoginToken(
  auth: AuthPort,
  location: Location,
  history: History,
): Promise<void> {
  const url = new URL(location.href);
  const token = url.searchParams.get(LOGIN_TOKEN_PARAM);
  if (!token) return;
  url.searchParams.delete(LOGIN_TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    await auth.signInWithCustomToken(token);
  } catch (error) {
    reportError(error, { where: 'Sign-in with the login token failed' });
  }
}

/** Any service worker left from an older site is unregistered so it cannot serve stale pages. */
export async function unregisterServiceWorkers(
  container: ServiceWorkerContainer | undefined,
): Promise<void> {
  if (!container) return;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    reportError(error, { where: 'Could not unregister service workers' });
  }
}
