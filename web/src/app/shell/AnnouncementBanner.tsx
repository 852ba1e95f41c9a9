import { lazy, Suspense } from 'react';
import type { FeatureFlags } from '@yardwise/domain/funnel/featureFlags';
import { isFeatureOn } from '@web/ui/featureFlags';

// The banner, its configuration and the rules for who sees it load only in a deployment whose
// flags let someone see it; it appears once its configuration has arrived, so loading it then
// costs no time.
const ConfiguredAnnouncement = lazy(() =>
  import('./ConfiguredAnnouncement').then((module) => ({
    default: module.ConfiguredAnnouncement,
  })),
);

/** The announcement above the header, where the feature flags give it an audience. */
export function AnnouncementBanner() {
  const flags: FeatureFlags = {
    ANON_DISPLAY_BANNER: isFeatureOn('ANON_DISPLAY_BANNER'),
    USER_DISPLAY_BANNER: isFeatureOn('USER_DISPLAY_BANNER'),
  };
  // With both audiences off nobody can see it, so neither it nor the Remote Config SDK loads.
  if (!flags.ANON_DISPLAY_BANNER && !flags.USER_DISPLAY_BANNER) return null;
  return (
    <Suspense fallback={null}>
      <ConfiguredAnnouncement flags={flags} />
    </Suspense>
  );
}
