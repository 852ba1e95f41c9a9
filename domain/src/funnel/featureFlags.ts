/** The feature flags read from remote configuration. */
export const FEATURE_FLAGS = [
  'ANON_DISPLAY_BANNER',
  'USER_DISPLAY_BANNER',
  'AA_TEST',
  'PROMO_CODE_FROM_DESIGN_PROFILE',
  'EXTERIOR_ADD_ONS_ENABLE',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;

export interface BannerContext {
  flags: FeatureFlags;
  /** A non-anonymous user with an email; anonymous visitors and signed-out traffic are not. */
  signedIn: boolean;
  /** Whether the page is part of onboarding (the /onboard routes). */
  onOnboardingPage: boolean;
  dismissed: boolean;
}

/**
 * The announcement banner is hidden on onboarding for signed-in users and on
 * non-onboarding pages for anonymous traffic. Decision: otherwise it shows when the flag for the
 * visitor's audience is on (USER_DISPLAY_BANNER signed in, ANON_DISPLAY_BANNER anonymous) and the
 * visitor has not dismissed it.
 */
export function isBannerVisible(context: BannerContext): boolean {
  if (context.dismissed) return false;
  if (context.signedIn && context.onOnboardingPage) return false;
  if (!context.signedIn && !context.onOnboardingPage) return false;
  const flag: FeatureFlag = context.signedIn ? 'USER_DISPLAY_BANNER' : 'ANON_DISPLAY_BANNER';
  return context.flags[flag] === true;
}

function isFeatureFlag(name: string): name is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}

/**
 * Flags switched on by a deployment setting: a comma-separated list of flag names. Decision: a
 * name that is not a flag is ignored, so a typo cannot break the app, only leave the flag off.
 */
export function featureFlagsFrom(setting: string | undefined): FeatureFlags {
  const flags: FeatureFlags = {};
  for (const name of (setting ?? '').split(',')) {
    const trimmed = name.trim();
    if (isFeatureFlag(trimmed)) flags[trimmed] = true;
  }
  return flags;
}
