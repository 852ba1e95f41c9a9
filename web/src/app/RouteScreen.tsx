import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@web/ui/PageLoader';
import { useDocumentTitle } from '@web/ui/useDocumentTitle';
import { FEATURE_PAGES, ONBOARD_SHELL, ONBOARDING_FEATURES } from './featurePages';
import { RequireAccount } from './RequireAccount';
import { pageTitle, type ShellRoute } from './routeTable';

const OnboardShell = ONBOARD_SHELL.Page;

/** One route's screen: its title, its access rule and its feature's page, loaded on demand. */
export function RouteScreen({ route }: { route: ShellRoute }) {
  const { pathname } = useLocation();
  const title = pageTitle(pathname, route);
  useDocumentTitle(title);
  const { Page } = FEATURE_PAGES[route.feature];
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
