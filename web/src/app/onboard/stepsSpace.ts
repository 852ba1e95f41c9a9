import { mayOpen } from '@yardwise/domain/routes/routes';
import type { SessionUser } from '@web/data/types';
import { ONBOARDING_FEATURES } from '@web/app/featurePages';
import { shellRouteFor } from '@web/app/preloadRoute';

/** The onboarding sidebar is 250px wide beside main. */
export const SIDEBAR_WIDTH = '250px';
/** On phones the steps are a Steps button (size lg, 44px) with a 16px margin around it. */
export const STEPS_BAR_HEIGHT = '76px';

/**
 * Whether the layout keeps room for the onboarding steps before they arrive: on an onboarding page
 * for someone who may open it (or while that is not known yet), so main does not move once the
 * project has loaded and the steps appear.
 */
export function reservesOnboardingSteps(
  pathname: string,
  session: { ready: boolean; user: SessionUser | null },
): boolean {
  const route = shellRouteFor(pathname);
  if (!route || !ONBOARDING_FEATURES.includes(route.feature)) return false;
  return !session.ready || mayOpen('account', session.user);
}
