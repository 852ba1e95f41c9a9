import { showsWishList } from '@yardwise/domain/onboarding/packageSteps';
import { useOnboard } from '@web/data/onboard/OnboardContext';

/**
 * The access flag that opens the checklist: granted when the
 * client's package shows the Wish List step, the same rule as the sidebar's.
 */
export function useChecklistAccess(): boolean {
  return showsWishList(useOnboard().packageKey);
}
