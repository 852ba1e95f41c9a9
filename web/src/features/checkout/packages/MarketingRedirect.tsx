import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@web/ui/PageLoader';
import { PACKAGES_COPY } from './packagesCopy';

/** The marketing page with this page's query added, so campaign and checkout parameters travel. */
function marketingPackagesUrl(pageUrl: string, search: string): string {
  const url = new URL(pageUrl, window.location.origin);
  new URLSearchParams(search).forEach((value, name) => url.searchParams.append(name, value));
  return url.toString();
}

/** /packages sends the browser to the marketing site's packages page. */
export function MarketingRedirect({ pageUrl }: { pageUrl: string }) {
  const { search } = useLocation();
  const target = marketingPackagesUrl(pageUrl, search);
  useEffect(() => {
    // replace, so Back returns to the page before /packages rather than bouncing here again.
    window.location.replace(target);
  }, [target]);
  return <PageLoader label={PACKAGES_COPY.redirecting} />;
}
