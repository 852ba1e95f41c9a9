import { featureFlagsFrom, type FeatureFlag } from '@yardwise/domain/funnel/featureFlags';

/** Whether a feature flag is on in this deployment (VITE_FEATURE_FLAGS). */
export function isFeatureOn(flag: FeatureFlag): boolean {
  return featureFlagsFrom(import.meta.env.VITE_FEATURE_FLAGS)[flag] === true;
}
