import { matchRoutes } from 'react-router-dom';
import { checkoutScreenLoader } from '@web/features/checkout/checkoutScreens';
import { FEATURE_PAGES, ONBOARD_SHELL, ONBOARDING_FEATURES } from './featurePages';
import { SHELL_ROUTES, type ShellRoute } from './routeTable';

const ROUTE_OBJECTS = SHELL_ROUTES.map((route) => ({ path: route.pattern, shellRoute: route }));

/** The route the router draws for `pathname`, ranked as the router ranks them. */
export function shellRouteFor(pathname: string): ShellRoute | undefined {
  return matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.shellRoute;
}

/**
 * The chunk downloads the first screen of `pathname` renders from; each is the download its lazy
 * component uses, so a chunk is fetched once.
 */
export function routeChunkLoaders(pathname: string): (() => Promise<unknown>)[] {
  const route = shellRouteFor(pathname);
  if (!route) return [];
  const loaders: (() => Promise<unknown>)[] = [FEATURE_PAGES[route.feature].load];
  // The checkout draws each of its screens from a chunk of its own: fetched beside the checkout's,
  // not after it, the screen is in the same first paint.
  const checkoutScreen = route.feature === 'checkout' ? checkoutScreenLoader(pathname) : undefined;
  if (checkoutScreen) loaders.push(checkoutScreen);
  if (route.access === 'account') {
    // RequireAccount's terms gate wraps every account page.
    loaders.push(() => import('./terms/TermsGate'));
    if (ONBOARDING_FEATURES.includes(route.feature)) loaders.push(ONBOARD_SHELL.load);
  }
  return loaders;
}

/**
 * Starts downloading the first screen's code while the data layer loads, instead of after the first
 * render asks for it: on a slow phone each round of downloads costs a network round trip, and a
 * page whose chunk is already here renders without a loader. A failed download is left to the lazy
 * component, which tries again when it renders and shows the error.
 */
export function preloadRoute(pathname: string): void {
  for (const load of routeChunkLoaders(pathname)) load().catch(() => undefined);
}
