import type { ExperiencePath } from '@yardwise/domain/checkout/confirmationSetup';
import { HOME_PATH } from '@yardwise/domain/routes/paths';

/** Where a dashboard target opens: a route of this app, or a page the browser loads in full. */
export type ExperienceLink = { inApp: true; to: string } | { inApp: false; href: string };

/**
 * Targets are named by experience. v2 is this app: its `onboard` starts at My Yard, the page `/`
 * sends customers to as well. Decision: v1 is the legacy design tracker served on the same host, so
 * its path is loaded as a full page (this app has no route for it).
 */
export function experienceLink(target: ExperiencePath): ExperienceLink {
  if (target.experience === 'v2') {
    return { inApp: true, to: target.path === 'onboard' ? HOME_PATH : `/${target.path}` };
  }
  return { inApp: false, href: `/${target.path}` };
}
