import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRedirectTarget, mayOpen } from '@yardwise/domain/routes/routes';
import { useSession } from '../data/session';
import { PageLoader } from '../ui/PageLoader';

// The gate reads the database; loading it lazily keeps Firestore out of the first page's bundle.
const TermsGate = lazy(() =>
  import('./terms/TermsGate').then((module) => ({ default: module.TermsGate })),
);

/** The state a protected route hands to /login so it can send the user back afterwards. */
export interface LoginRedirectState {
  from: string;
}

/**
 * checkout §2: a protected route sends a user who is absent, or anonymous without an email, to
 * /login with the origin path in state and the current query string; one who has not accepted
 * the current terms sees the terms page first.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { ready, user } = useSession();
  const location = useLocation();
  if (!ready) return <PageLoader label="Checking your sign-in…" />;
  if (!user || !mayOpen('account', user)) {
    const state: LoginRedirectState = { from: location.pathname };
    return <Navigate to={loginRedirectTarget(location.search)} replace state={state} />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <TermsGate uid={user.uid}>{children}</TermsGate>
    </Suspense>
  );
}
