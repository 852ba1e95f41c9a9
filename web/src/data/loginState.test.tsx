import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { SHARED_LOGIN_COOKIE } from '@yardwise/domain/funnel/cookies';
import {
  parseSharedLoginCookie,
  serializeSharedLoginCookie,
  type SharedLoginCookie,
} from '@yardwise/domain/funnel/loginCookie';
import { LOGGED_OUT_MESSAGE } from '@yardwise/domain/funnel/messages';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { cookieValue } from './cookies';
import { useLogout } from './loginState';
import { createMemoryDataLayer } from './memory/createMemoryDataLayer';
import { useSession } from './session';

const SAMPLE_UID = 'sample-client';
// The session signs the visitor in anonymously again after a sign-out; slow when the machine is busy.
const AFTER_SIGN_OUT = { timeout: 5000 };

/**
 * The visitor shows as anonymous again. Logout remounts the app, which can detach an element
 * found a moment before, so the check looks the text up afresh each time.
 */
async function expectAnonymousVisitor() {
  await waitFor(
    () => expect(screen.getByText('user: anonymous')).toBeInTheDocument(),
    AFTER_SIGN_OUT,
  );
}

function setLoginCookie(cookie: SharedLoginCookie) {
  document.cookie = `${SHARED_LOGIN_COOKIE}=${encodeURIComponent(serializeSharedLoginCookie(cookie))}; path=/`;
}

function loginCookie(): SharedLoginCookie {
  return parseSharedLoginCookie(cookieValue(document.cookie, SHARED_LOGIN_COOKIE));
}

function Probe() {
  const session = useSession();
  const logout = useLogout();
  return (
    <div>
      <p>
        user: {session.user ? (session.user.isAnonymous ? 'anonymous' : session.user.uid) : 'none'}
      </p>
      <button onClick={() => void logout({ showMessage: true })}>Log out</button>
    </div>
  );
}

function renderAs(signedInAs: 'sample-client' | 'anonymous', route = '/onboard/my-yard') {
  const dataLayer = createMemoryDataLayer({ signedInAs });
  const signOut = vi.spyOn(dataLayer.auth, 'signOut');
  window.localStorage.setItem('yardwise.addressSearch.test', 'kept until logout');
  const view = renderWithProviders(<Probe />, { route, dataLayer });
  return { ...view, signOut, dataLayer };
}

const loggedOut = { userId: '', state: 'logout' } as const;

afterEach(() => {
  document.cookie = `${SHARED_LOGIN_COOKIE}=; max-age=0; path=/`;
  window.localStorage.clear();
});

describe('shared login cookie sync', () => {
  it('logs an account out when the dashboard has logged out', async () => {
    setLoginCookie({
      dashboard: { userId: SAMPLE_UID, state: 'logout' },
      account: { userId: SAMPLE_UID, state: 'login' },
    });
    const { signOut } = renderAs('sample-client');

    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await expectAnonymousVisitor();
    expect(loginCookie()).toEqual({ dashboard: loggedOut, account: loggedOut });
    expect(window.localStorage.getItem('yardwise.addressSearch.test')).toBeNull();
  });

  it('logs out when the two apps carry different users', async () => {
    setLoginCookie({
      dashboard: { userId: 'someone-else', state: 'login' },
      account: { userId: SAMPLE_UID, state: 'login' },
    });
    const { signOut } = renderAs('sample-client');

    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(loginCookie()).toEqual({ dashboard: loggedOut, account: loggedOut });
  });

  it('keeps an anonymous visitor and their progress when the dashboard is logged out', async () => {
    setLoginCookie({ dashboard: loggedOut, account: loggedOut });
    const { signOut } = renderAs('anonymous', '/design-profile/budget');

    await expectAnonymousVisitor();
    expect(signOut).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('yardwise.addressSearch.test')).toBe('kept until logout');
  });

  it('marks both entries logged in for an account signed in here', async () => {
    setLoginCookie({ dashboard: loggedOut, account: loggedOut });
    const { dataLayer, signOut } = renderAs('anonymous');
    await expectAnonymousVisitor();

    await act(() => dataLayer.auth.signInWithEmail(SAMPLE_CLIENT.email, SAMPLE_CLIENT.password));

    expect(await screen.findByText(`user: ${SAMPLE_UID}`)).toBeInTheDocument();
    const loggedIn = { userId: SAMPLE_UID, state: 'login' };
    await waitFor(() => expect(loginCookie()).toEqual({ dashboard: loggedIn, account: loggedIn }));
    expect(signOut).not.toHaveBeenCalled();
  });

  it('applies the rules again when the page comes back into view', async () => {
    const loggedIn = { userId: SAMPLE_UID, state: 'login' } as const;
    setLoginCookie({ dashboard: loggedIn, account: loggedIn });
    const { signOut } = renderAs('sample-client');
    expect(await screen.findByText(`user: ${SAMPLE_UID}`)).toBeInTheDocument();

    // The dashboard logs out in another tab.
    setLoginCookie({ dashboard: loggedOut, account: loggedOut });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await expectAnonymousVisitor();
  });
});

describe('logout', () => {
  it('marks both entries logged out, signs out, clears storage, tells the user and opens /', async () => {
    const { user, signOut, location } = renderAs('sample-client');
    expect(await screen.findByText(`user: ${SAMPLE_UID}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeInTheDocument();
    expect(signOut).toHaveBeenCalled();
    expect(loginCookie()).toEqual({ dashboard: loggedOut, account: loggedOut });
    expect(window.localStorage.getItem('yardwise.addressSearch.test')).toBeNull();
    expect(location().pathname).toBe('/');
    await expectAnonymousVisitor();
  });
});
