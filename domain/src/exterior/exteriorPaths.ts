// Where the exterior design pages live (onboarding §2 "Exterior design").

export const EXTERIOR_DESIGN_PATH = '/onboard/exterior-design';
export const EXTERIOR_PAINT_PATH = `${EXTERIOR_DESIGN_PATH}/paint`;
export const EXTERIOR_PAINT_PICKER_PATH = `${EXTERIOR_PAINT_PATH}/picker`;
export const EXTERIOR_INSPIRATION_PATH = `${EXTERIOR_DESIGN_PATH}/inspiration`;

// Decision: the legacy "project/{step}" Goals page is /onboard/project/goals (the resolver should share it).
export const LEGACY_GOALS_PATH = '/onboard/project/goals';

// Decision: the marketing site's design-consultation page lives at this path.
export const DESIGN_CONSULTATION_PATH = '/design-consultation';

export function designConsultationUrl(marketingSiteUrl: string): string {
  return `${marketingSiteUrl.replace(/\/+$/, '')}${DESIGN_CONSULTATION_PATH}`;
}

export type ExteriorScreen = 'quiz' | 'paint' | 'picker' | 'inspiration';

export type ExteriorRoute = { render: ExteriorScreen } | { redirect: string };

const SCREENS: Record<string, ExteriorScreen> = {
  '': 'quiz',
  '/paint': 'paint',
  '/paint/picker': 'picker',
  '/inspiration': 'inspiration',
};

/**
 * Resolves a path under /onboard/exterior-design: anonymous users go to the marketing site's
 * design-consultation page; any unknown path goes to /onboard/exterior-design/.
 */
export function resolveExteriorRoute(
  pathname: string,
  user: { isAnonymous: boolean },
  marketingSiteUrl: string,
): ExteriorRoute {
  if (user.isAnonymous) return { redirect: designConsultationUrl(marketingSiteUrl) };
  const rest = pathname.replace(/\/+$/, '').slice(EXTERIOR_DESIGN_PATH.length);
  const screen = pathname.startsWith(EXTERIOR_DESIGN_PATH) ? SCREENS[rest] : undefined;
  return screen ? { render: screen } : { redirect: `${EXTERIOR_DESIGN_PATH}/` };
}
