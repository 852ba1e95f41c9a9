import {
  createContext,
  startTransition,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { SHARED_LOGIN_COOKIE } from '@yardwise/domain/funnel/cookies';
import {
  loginCookieSyncActions,
  logoutActions,
  parseSharedLoginCookie,
  serializeSharedLoginCookie,
  signedInActions,
  type LoginSyncAction,
} from '@yardwise/domain/funnel/loginCookie';
import { useSnackbar } from '@web/ui/snackbar';
import { cookieValue, setCookie } from './cookies';
import { useDataLayer } from './DataLayerContext';
import { useSession } from './session';
import { reportError } from './errorReporting';

export interface LogoutOptions {
  /** Tell the visitor they were logged out. */
  showMessage?: boolean;
  /** Where the app opens afterwards; default the start page. */
  to?: string;
}

interface LoginState {
  logout(options?: LogoutOptions): Promise<void>;
}

const LoginStateContext = createContext<LoginState | null>(null);

export function useLogout(): LoginState['logout'] {
  const state = useContext(LoginStateContext);
  if (!state) throw new Error('useLogout needs a <LoginStateProvider> ancestor');
  return state.logout;
}

function clearLocalStorage() {
  try {
    window.localStorage.clear();
  } catch (error) {
    // Blocked storage holds nothing of ours to clear.
    console.warn('Local storage could not be cleared', error);
  }
}

/**
 * Keeps the shared login cookie in step with this app's session: the domain's sync
 * rules run when the app starts and whenever the page comes back into view (the dashboard may have
 * logged out meanwhile); a sign-in to an account here marks both entries as logged in; logout
 * marks both as logged out, signs out, clears local storage and the app's state. Clearing the
 * state remounts everything below this provider (it sits inside the router) at the new page, so
 * no screen keeps the previous user's data.
 */
export function LoginStateProvider({ children }: { children: ReactNode }) {
  const { auth } = useDataLayer();
  const session = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [resetCount, setResetCount] = useState(0);

  const run = useCallback(
    async (actions: LoginSyncAction[], to = '/') => {
      for (const action of actions) {
        switch (action.type) {
          case 'writeCookie':
            setCookie(action.name, serializeSharedLoginCookie(action.value), {
              maxAgeSeconds: action.maxAgeSeconds,
              domain: import.meta.env.VITE_SHARED_COOKIE_DOMAIN,
            });
            break;
          case 'signOut':
            await auth
              .signOut()
              .catch((error: unknown) => reportError(error, { where: 'Sign-out failed' }));
            break;
          case 'clearStore':
            // One transition, so the fresh tree first renders at the new page, never the old one.
            startTransition(() => {
              setResetCount((count) => count + 1);
              void navigate(to, { replace: true });
            });
            break;
          case 'clearLocalStorage':
            clearLocalStorage();
            break;
          case 'showMessage':
            snackbar.show(action.message, 'info');
            break;
        }
      }
    },
    [auth, snackbar, navigate],
  );

  const user = session.user;
  const currentSession = useMemo(
    () => (user ? { userId: user.uid, isAnonymous: user.isAnonymous } : null),
    [user],
  );
  const syncFromCookie = useCallback(() => {
    const cookie = parseSharedLoginCookie(cookieValue(document.cookie, SHARED_LOGIN_COOKIE));
    const actions = loginCookieSyncActions(cookie, currentSession);
    if (actions.length > 0) void run(actions);
  }, [currentSession, run]);

  // The first known session is one restored from before: the cookie's rules apply to it. A later
  // change to an account is a sign-in made here, which both apps should see.
  const seenUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!session.ready) return;
    const uid = currentSession?.isAnonymous === false ? currentSession.userId : null;
    if (seenUser.current === undefined) {
      seenUser.current = uid;
      syncFromCookie();
      return;
    }
    if (uid && uid !== seenUser.current) void run(signedInActions(uid));
    seenUser.current = uid;
  }, [session.ready, currentSession, syncFromCookie, run]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncFromCookie();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [syncFromCookie]);

  const logout = useCallback(
    (options: LogoutOptions = {}) => {
      seenUser.current = null;
      return run(logoutActions({ showMessage: options.showMessage ?? false }), options.to);
    },
    [run],
  );
  const state = useMemo(() => ({ logout }), [logout]);

  return (
    <LoginStateContext.Provider value={state}>
      <Fragment key={resetCount}>{children}</Fragment>
    </LoginStateContext.Provider>
  );
}
