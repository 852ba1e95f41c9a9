import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { ANON_ID_FALLBACK_MS, AUTH_READY_TIMEOUT_MS } from '@yardwise/domain/shell/timing';
import { useDataLayer } from './DataLayerContext';
import type { SessionUser } from './types';
import { reportError } from './errorReporting';

export interface Session {
  /** True once the user is known, or once waiting for it has given up (after 3000 ms). */
  ready: boolean;
  user: SessionUser | null;
  /** The visitor's id for tracking: the anonymous uid, or a local fallback after 3000 ms. */
  anonId: string | null;
}

const SessionContext = createContext<Session | null>(null);
const LOCAL_ANON_ID_KEY = 'yardwise.anonId';

function localAnonId(): string {
  try {
    const stored = window.localStorage.getItem(LOCAL_ANON_ID_KEY);
    if (stored) return stored;
    const created = `local-${crypto.randomUUID()}`;
    window.localStorage.setItem(LOCAL_ANON_ID_KEY, created);
    return created;
  } catch {
    // Storage can be blocked; an id for this page view is still better than none.
    return `local-${crypto.randomUUID()}`;
  }
}

/**
 * Keeps the signed-in user, signing a visitor in anonymously when nobody is signed in, so every
 * command has a caller. The app renders after the user is known or after the 3000 ms fallback.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { auth } = useDataLayer();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [known, setKnown] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [fallbackAnonId, setFallbackAnonId] = useState<string | null>(null);

  useEffect(() => {
    let signingIn = false;
    // The screens that wait for the user render as a transition: in short slices that leave the
    // page responsive to input, where a whole form would otherwise appear in one long task.
    const userKnown = () => startTransition(() => setKnown(true));
    const unsubscribe = auth.onUserChanged((next) => {
      startTransition(() => setUser(next));
      if (next) {
        userKnown();
      } else if (!signingIn) {
        signingIn = true;
        auth
          .signInAnonymously()
          .catch((error: unknown) => reportError(error, { where: 'Anonymous sign-in failed' }))
          .finally(() => {
            signingIn = false;
            userKnown();
          });
      }
    });
    const readyTimer = window.setTimeout(() => setTimedOut(true), AUTH_READY_TIMEOUT_MS);
    const anonTimer = window.setTimeout(
      () => setFallbackAnonId(localAnonId()),
      ANON_ID_FALLBACK_MS,
    );
    return () => {
      unsubscribe();
      window.clearTimeout(readyTimer);
      window.clearTimeout(anonTimer);
    };
  }, [auth]);

  const anonId = user?.isAnonymous ? user.uid : fallbackAnonId;
  const session: Session = { ready: known || timedOut, user, anonId };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
