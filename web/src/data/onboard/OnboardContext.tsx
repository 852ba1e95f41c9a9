import { createContext, useContext } from 'react';
import type { PackageKey } from '@yardwise/domain/catalog/catalog';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { OnboardStateDoc, ProfileDoc } from '@yardwise/domain/firestore/documents';
import type { PackageStepOptions } from '@yardwise/domain/onboarding/packageSteps';
import { isSubmitted } from '@yardwise/domain/laterSteps/startProject/submission';

/** What every onboarding page works from, once the shell has loaded it. */
export interface OnboardContextValue {
  uid: string;
  email: string;
  profile: WithId<ProfileDoc>;
  packageKey: PackageKey;
  /** What the purchase adds to the package's steps (an exterior upgrade), from the profile. */
  stepOptions: PackageStepOptions;
  /** The onboard state, read live; every change to it goes through a command. */
  state: WithId<OnboardStateDoc>;
  /** Opens the shell's "Talk to us" dialog. */
  openHelp(): void;
}

const OnboardContext = createContext<OnboardContextValue | null>(null);

export const OnboardProvider = OnboardContext.Provider;

export function useOnboard(): OnboardContextValue {
  const value = useContext(OnboardContext);
  if (!value) throw new Error('Onboarding pages need the onboarding shell around them');
  return value;
}

/**
 * Whether the project has been handed to the design team: its answers are then read-only (the
 * shell disables every control on the page and says how to ask for a change).
 */
export function useProjectSubmitted(): boolean {
  return isSubmitted(useOnboard().state);
}
