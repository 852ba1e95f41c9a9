import { matchPath } from 'react-router-dom';
import {
  SPEC_ROUTES,
  type Feature,
  type RouteAccess,
  type SpecRoute,
} from '@yardwise/domain/routes/routes';

/** One route of the router: a path pattern, the feature that draws it and who may open it. */
export interface ShellRoute {
  pattern: string;
  /** The page title for paths not listed in SPEC_ROUTES themselves (e.g. another funnel step). */
  title: string;
  feature: Feature;
  access: RouteAccess;
}

/**
 * Screen paths that differ only in a parameter share one route with that parameter.
 * Order matters: first match wins.
 */
const PARAM_PATTERNS: readonly { pattern: string; title: string; feature: Feature }[] = [
  { pattern: '/design-profile/:step', title: 'Design profile', feature: 'funnel' },
  { pattern: '/onboard/my-yard/review/:page', title: 'Review your uploads', feature: 'onboarding' },
  { pattern: '/onboard/my-yard/:yard/:yardStep', title: 'My Yard', feature: 'onboarding' },
  {
    pattern: '/onboard/budget/checklist/item/:itemId',
    title: 'Wish list item',
    feature: 'wishlist',
  },
];

/**
 * Any other /onboard path runs a resolver that belongs to the feature of that area
 * (any other budget path, exterior path or yard sub-path), so those paths reach the feature, not
 * the not-found page. React Router ranks these splats below every concrete route.
 */
const RESOLVER_ROUTES: readonly ShellRoute[] = [
  { pattern: '/onboard/*', title: 'Onboarding', feature: 'onboarding', access: 'account' },
  { pattern: '/onboard/my-yard/*', title: 'My Yard', feature: 'onboarding', access: 'account' },
  { pattern: '/onboard/budget/*', title: 'Wish List', feature: 'wishlist', access: 'account' },
  {
    pattern: '/onboard/exterior-design/*',
    title: 'Exterior Design',
    feature: 'exterior',
    access: 'account',
  },
];

function toShellRoute(route: SpecRoute): ShellRoute {
  // A path another feature draws (the funnel's checkout steps) keeps its own, more specific route.
  const param = PARAM_PATTERNS.find(
    ({ pattern, feature }) =>
      feature === route.feature && matchPath({ path: pattern, end: true }, route.path),
  );
  return param
    ? { pattern: param.pattern, title: param.title, feature: route.feature, access: route.access }
    : { pattern: route.path, title: route.title, feature: route.feature, access: route.access };
}

function uniqueByPattern(routes: ShellRoute[]): ShellRoute[] {
  const byPattern = new Map<string, ShellRoute>();
  for (const route of routes)
    if (!byPattern.has(route.pattern)) byPattern.set(route.pattern, route);
  return [...byPattern.values()];
}

/** A route for every screen of the app, derived from SPEC_ROUTES so none is missed. */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  ...uniqueByPattern(SPEC_ROUTES.map(toShellRoute)),
  ...RESOLVER_ROUTES,
];

const SPEC_TITLES = new Map(SPEC_ROUTES.map((route) => [route.path, route.title]));

/**
 * The screen's own title for the exact path where there is one
 * (e.g. "Front Yard: photos and videos"), else the route's.
 */
export function pageTitle(pathname: string, route: ShellRoute): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SPEC_TITLES.get(path) ?? route.title;
}
