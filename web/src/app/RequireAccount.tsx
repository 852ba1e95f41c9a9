import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '@web/ui/Redirect';
import { protectedRouteRedirect } from '@yardwise/domain/routes/protectedRedirect';
import { mayOpen } from '@yardwise/domain/routes/routes';
import {
  ACCESS_TOKEN_COOKIE,
  accessTokenRedirect,
} from '@yardwise/domain/routes/accessTokenRedirect';
import { cookieValue } from '@web/data/cookies';
import { useSession } from '@web/data/session';
import { PageLoader } from '@web/ui/PageLoader';

// The gate reads the database; loading it lazily keeps Firestore out of the first page's bundle.
const TermsGate = lazy(() =>
  import('./terms/TermsGate').then((module) => ({ default: module.TermsGate })),
);

function LeaveForDashboardLogin({ href }: { href: string }) {
  useEffect(() => window.location.replace(href), [href]);
  return <PageLoader label="Taking you to your dashboard login…" />;
}

/** The state a protected route hands to /login so it can send the user back afterwards. */
export interface LoginRedirectState {
  from: string;
}

/**
 * A protected route sends a user who is absent, or anonymous without an email, to
 * /login with the origin path in state and the current query string; one who has not accepted
 * the current terms sees the terms page first. One with the dashboard's access-token cookie goes
 * to the dashboard's login instead, when one is configured. Exterior design sends visitors
 * without an account to the design-consultation page instead of /login.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { ready, user } = useSession();
  const location = useLocation();
  if (!ready) return <PageLoader label="Checking your sign-in…" />;
  if (!user || !mayOpen('account', user)) {
    const dashboardLogin = accessTokenRedirect({
      accessToken: cookieValue(document.cookie, ACCESS_TOKEN_COOKIE),
      user,
      dashboardLoginUrl: import.meta.env.VITE_DASHBOARD_LOGIN_URL,
      currentUrl: window.location.href,
    });
    if (dashboardLogin) return <LeaveForDashboardLogin href={dashboardLogin} />;
    const redirect = protectedRouteRedirect(location.pathname, location.search, user);
    const state: LoginRedirectState = redirect.state;
    return <Redirect to={redirect.to} state={state} />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <TermsGate uid={user.uid}>{children}</TermsGate>
    </Suspense>
  );
}
