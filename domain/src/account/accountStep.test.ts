import { describe, expect, it } from 'vitest';
import {
  accountStepPageLabel,
  ACCOUNT_PAGE_LABELS,
  CODE_QUERY_PARAMETER,
  PACKAGES_STEP_LABELS,
  accountStepCopy,
  accountStepHeading,
  effectiveAccountMode,
  skipsAccountStep,
} from './accountStep';
import { otherAccountMode } from './accountMode';

describe('account step', () => {
  it("heads signup 'First, let's get you an account' and login 'Login to pick up where you left off'", () => {
    expect(accountStepHeading('signup')).toBe("First, let's get you an account");
    expect(accountStepHeading('login')).toBe('Login to pick up where you left off');
  });

  it("heads login 'Already have an account?' for gift-card redemption; signup keeps its heading", () => {
    expect(accountStepHeading('login', { giftCardRedemption: true })).toBe(
      'Already have an account?',
    );
    expect(accountStepHeading('signup', { giftCardRedemption: true })).toBe(
      "First, let's get you an account",
    );
  });

  it('offers Create Account or Login, with a Google button after an OR divider', () => {
    expect(accountStepCopy('signup')).toMatchObject({
      submitText: 'Create Account',
      googleButtonText: 'Sign up with Google',
      dividerText: 'OR',
    });
    expect(accountStepCopy('login')).toMatchObject({
      submitText: 'Login',
      googleButtonText: 'Login with Google',
      dividerText: 'OR',
    });
  });

  it("toggles with the links 'Login' (from signup) and 'Sign up' (from login)", () => {
    expect(accountStepCopy('signup').toggle).toEqual({
      prompt: 'Already have an account?',
      linkText: 'Login',
      to: 'login',
    });
    expect(accountStepCopy('login').toggle).toEqual({
      prompt: "Don't have an account?",
      linkText: 'Sign up',
      to: 'signup',
    });
    expect(otherAccountMode('signup')).toBe('login');
    expect(otherAccountMode('login')).toBe('signup');
  });

  it("hides the 'Forgot password?' link when login is disabled", () => {
    expect(accountStepCopy('login').forgotPasswordVisible).toBe(true);
    expect(accountStepCopy('signup', { loginDisabled: true }).forgotPasswordVisible).toBe(false);
  });

  it("decision: 'Forgot password?' also shows in signup; with login disabled there is no toggle and no login mode", () => {
    expect(accountStepCopy('signup').forgotPasswordVisible).toBe(true);
    expect(accountStepCopy('signup', { loginDisabled: true }).toggle).toBeNull();
    expect(effectiveAccountMode('login', { loginDisabled: true })).toBe('signup');
    expect(effectiveAccountMode('login')).toBe('login');
  });

  it('shows the back button unless told otherwise', () => {
    expect(accountStepCopy('signup').backButtonVisible).toBe(true);
    expect(accountStepCopy('signup', { hideBackButton: true }).backButtonVisible).toBe(false);
  });

  it('labels pages and packages-flow steps with the names page views are tracked under', () => {
    expect(ACCOUNT_PAGE_LABELS).toEqual({
      signup: 'design-profile-create-account-page',
      login: 'design-profile-login-page',
    });
    expect(Object.values(PACKAGES_STEP_LABELS)).toEqual([
      'packages-create-account-step',
      'packages-property-address-step',
      'packages-billing-details-step',
    ]);
    expect(CODE_QUERY_PARAMETER).toBe('code');
  });

  it('is skipped by a signed-in non-anonymous user, not by anonymous visitors', () => {
    expect(skipsAccountStep({ isAnonymous: false, email: 'ana@example.com' })).toBe(true);
    expect(skipsAccountStep({ isAnonymous: true, email: null })).toBe(false);
    expect(skipsAccountStep(null)).toBe(false);
  });

  it('decision: a non-anonymous user without an email does not skip it', () => {
    expect(skipsAccountStep({ isAnonymous: false, email: null })).toBe(false);
  });
});

describe('accountStepPageLabel', () => {
  it('labels the funnel page by mode and the packages step as create-account', () => {
    expect(accountStepPageLabel(true, 'signup')).toBe('design-profile-create-account-page');
    expect(accountStepPageLabel(true, 'login')).toBe('design-profile-login-page');
    expect(accountStepPageLabel(false, 'signup')).toBe('packages-create-account-step');
    expect(accountStepPageLabel(false, 'login')).toBe('packages-create-account-step');
  });
});
