import type { StepCopy } from '@yardwise/domain/funnel/stepDefinitions';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import type { VersionId } from '@yardwise/domain/funnel/versions';
import type { DesignProfileState } from './useDesignProfile';
import type { FunnelNavigation } from './useFunnelNavigation';

/** What every step component gets from the funnel container. */
export interface StepProps {
  versionId: VersionId;
  step: FunnelStepKey;
  copy: StepCopy;
  navigation: FunnelNavigation;
  profile: DesignProfileState;
}
