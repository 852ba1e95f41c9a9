import { CONSULTATION_PATH, EXTERIOR_DESIGN_PATH, trimTrailingSlashes } from '../routes/paths';

// How paths under /onboard/exterior-design resolve: a screen to render or a redirect.

export type ExteriorScreen = 'quiz' | 'paint' | 'picker' | 'inspiration';

export type ExteriorRoute = { render: ExteriorScreen } | { redirect: string };

const SCREENS: Record<string, ExteriorScreen> = {
  '': 'quiz',
  '/paint': 'paint',
  '/paint/picker': 'picker',
  '/inspiration': 'inspiration',
};

/**
 * Resolves a path under /onboard/exterior-design: anonymous users go to our design-consultation
 * page; any unknown path goes to /onboard/exterior-design/.
 */
export function resolveExteriorRoute(
  pathname: string,
  user: { isAnonymous: boolean },
): ExteriorRoute {
  if (user.isAnonymous) return { redirect: CONSULTATION_PATH };
  const rest = trimTrailingSlashes(pathname).slice(EXTERIOR_DESIGN_PATH.length);
  const screen = pathname.startsWith(EXTERIOR_DESIGN_PATH) ? SCREENS[rest] : undefined;
  return screen ? { render: screen } : { redirect: `${EXTERIOR_DESIGN_PATH}/` };
}
