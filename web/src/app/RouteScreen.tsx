import { lazy, Suspense } from 'react';
import type { Feature } from '@yardwise/domain/routes/routes';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { FEATURE_PAGES } from './featurePages';
import { RequireAccount } from './RequireAccount';
import { pageTitle, type ShellRoute } from './routeTable';

// The onboarding frame loads with the first onboarding page, not with the funnel or checkout.
const OnboardShell = lazy(() =>
  import('./onboard/OnboardShell').then((module) => ({ default: module.OnboardShell })),
);

/** Features whose pages sit inside the onboarding shell (sidebar, top bar, onboard state). */
const ONBOARDING_FEATURES: readonly Feature[] = ['onboarding', 'wishlist', 'exterior'];

/** One route's screen: its title, its access rule and its feature's page, loaded on demand. */
export function RouteScreen({ route }: { route: ShellRoute }) {
  const { pathname } = useLocation();
  const title = pageTitle(pathname, route);
  useDocumentTitle(title);
  const Page = FEATURE_PAGES[route.feature];
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Page title={title} />
    </Suspense>
  );
  if (route.access !== 'account') return page;
  return (
    <RequireAccount>
      {ONBOARDING_FEATURES.includes(route.feature) ? (
        <Suspense fallback={<PageLoader />}>
          <OnboardShell>{page}</OnboardShell>
        </Suspense>
      ) : (
        page
      )}
    </RequireAccount>
  );
}
