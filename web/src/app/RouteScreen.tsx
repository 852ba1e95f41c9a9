import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { FEATURE_PAGES } from './featurePages';
import { RequireAccount } from './RequireAccount';
import { pageTitle, type ShellRoute } from './routeTable';

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
  return route.access === 'account' ? <RequireAccount>{page}</RequireAccount> : page;
}
