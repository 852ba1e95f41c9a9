import { describe, expect, it } from 'vitest';
import {
  FEATURE_FLAGS,
  featureFlagsFrom,
  isBannerVisible,
  type BannerContext,
} from './featureFlags';
import { MODAL_MAX_WIDTH_PX } from './modal';

const allOn = { ANON_DISPLAY_BANNER: true, USER_DISPLAY_BANNER: true };
const context = (overrides: Partial<BannerContext>): BannerContext => ({
  flags: allOn,
  signedIn: true,
  onOnboardingPage: false,
  dismissed: false,
  ...overrides,
});

describe('feature flags', () => {
  it('are the five named flags', () => {
    expect(FEATURE_FLAGS).toEqual([
      'ANON_DISPLAY_BANNER',
      'USER_DISPLAY_BANNER',
      'AA_TEST',
      'PROMO_CODE_FROM_DESIGN_PROFILE',
      'EXTERIOR_ADD_ONS_ENABLE',
    ]);
  });

  it('default modal max width is 700px', () => {
    expect(MODAL_MAX_WIDTH_PX).toBe(700);
  });
});

describe('announcement banner visibility', () => {
  it('is hidden on onboarding for signed-in users', () => {
    expect(isBannerVisible(context({ signedIn: true, onOnboardingPage: true }))).toBe(false);
  });

  it('is hidden on non-onboarding pages for anonymous traffic', () => {
    expect(isBannerVisible(context({ signedIn: false, onOnboardingPage: false }))).toBe(false);
  });

  it('shows signed-in users off onboarding and anonymous traffic on onboarding, when flagged', () => {
    expect(isBannerVisible(context({ signedIn: true, onOnboardingPage: false }))).toBe(true);
    expect(isBannerVisible(context({ signedIn: false, onOnboardingPage: true }))).toBe(true);
  });

  it('decision: each audience needs its own flag: USER_DISPLAY_BANNER signed in, ANON_DISPLAY_BANNER anonymous', () => {
    const userOnly = { USER_DISPLAY_BANNER: true };
    const anonOnly = { ANON_DISPLAY_BANNER: true };
    expect(isBannerVisible(context({ flags: userOnly, signedIn: true }))).toBe(true);
    expect(isBannerVisible(context({ flags: anonOnly, signedIn: true }))).toBe(false);
    expect(
      isBannerVisible(context({ flags: anonOnly, signedIn: false, onOnboardingPage: true })),
    ).toBe(true);
    expect(
      isBannerVisible(context({ flags: userOnly, signedIn: false, onOnboardingPage: true })),
    ).toBe(false);
    expect(isBannerVisible(context({ flags: {} }))).toBe(false);
  });

  it('decision: stays hidden once dismissed', () => {
    expect(isBannerVisible(context({ dismissed: true }))).toBe(false);
  });
});

describe('featureFlagsFrom (deployment setting)', () => {
  it('switches on the listed flags and ignores unknown names and spacing', () => {
    expect(featureFlagsFrom(' PROMO_CODE_FROM_DESIGN_PROFILE, AA_TEST ,NOT_A_FLAG,')).toEqual({
      PROMO_CODE_FROM_DESIGN_PROFILE: true,
      AA_TEST: true,
    });
  });

  it('reads a missing or empty setting as no flags', () => {
    expect(featureFlagsFrom(undefined)).toEqual({});
    expect(featureFlagsFrom('')).toEqual({});
  });
});
