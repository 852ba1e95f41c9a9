import type { AccountMode } from './accountMode';
import {
  ACCOUNT_STEP_BUTTONS,
  ACCOUNT_STEP_HEADINGS,
  ALREADY_HAVE_AN_ACCOUNT,
  NO_ACCOUNT_YET,
} from './messages';

export interface AccountStepOptions {
  /** The gift-card redemption page asks 'Already have an account?' when logging in. */
  giftCardRedemption?: boolean;
  /** Login is turned off: signup only. */
  loginDisabled?: boolean;
  /** The back button shows unless told otherwise. */
  hideBackButton?: boolean;
}

export interface AccountStepCopy {
  heading: string;
  submitText: string;
  googleButtonText: string;
  dividerText: string;
  /** null: no way to switch modes. */
  toggle: { prompt: string; linkText: string; to: AccountMode } | null;
  forgotPasswordVisible: boolean;
  backButtonVisible: boolean;
}

/** Heading 'First, let's get you an account' or 'Login to pick up where you left off'. */
export function accountStepHeading(mode: AccountMode, options: AccountStepOptions = {}): string {
  if (mode === 'signup') return ACCOUNT_STEP_HEADINGS.signup;
  return options.giftCardRedemption ? ALREADY_HAVE_AN_ACCOUNT : ACCOUNT_STEP_HEADINGS.login;
}

function toggleFor(mode: AccountMode, loginDisabled: boolean): AccountStepCopy['toggle'] {
  if (mode === 'login') {
    return {
      prompt: NO_ACCOUNT_YET,
      linkText: ACCOUNT_STEP_BUTTONS.signUpLink,
      to: 'signup',
    };
  }
  if (loginDisabled) return null;
  return {
    prompt: ALREADY_HAVE_AN_ACCOUNT,
    linkText: ACCOUNT_STEP_BUTTONS.login,
    to: 'login',
  };
}

/**
 * Everything the account step shows in a mode. Decision: the 'Forgot password?' link shows in both
 * modes (someone signing up may already have an account) and is hidden only when login is
 * disabled; with login disabled there is no toggle to login either.
 */
export function accountStepCopy(
  mode: AccountMode,
  options: AccountStepOptions = {},
): AccountStepCopy {
  const signup = mode === 'signup';
  const loginDisabled = options.loginDisabled === true;
  return {
    heading: accountStepHeading(mode, options),
    submitText: signup ? ACCOUNT_STEP_BUTTONS.createAccount : ACCOUNT_STEP_BUTTONS.login,
    googleButtonText: signup ? ACCOUNT_STEP_BUTTONS.googleSignUp : ACCOUNT_STEP_BUTTONS.googleLogin,
    dividerText: ACCOUNT_STEP_BUTTONS.divider,
    toggle: toggleFor(mode, loginDisabled),
    forgotPasswordVisible: !loginDisabled,
    backButtonVisible: options.hideBackButton !== true,
  };
}

/** Decision: with login disabled the step is always in signup mode. */
export function effectiveAccountMode(
  mode: AccountMode,
  options: AccountStepOptions = {},
): AccountMode {
  return options.loginDisabled ? 'signup' : mode;
}

/** Page-view labels of the account step in the design-profile funnel. */
export const ACCOUNT_PAGE_LABELS: Record<AccountMode, string> = {
  signup: 'design-profile-create-account-page',
  login: 'design-profile-login-page',
};

/** Step labels in a packages flow. */
export const PACKAGES_STEP_LABELS = {
  createAccount: 'packages-create-account-step',
  propertyAddress: 'packages-property-address-step',
  billingDetails: 'packages-billing-details-step',
} as const;

/** A 'code' query parameter is stored locally. */
export const CODE_QUERY_PARAMETER = 'code';

export interface SignedInUser {
  isAnonymous: boolean;
  email: string | null;
}

/** A signed-in non-anonymous user (with an email) skips the account step. */
export function skipsAccountStep(user: SignedInUser | null): boolean {
  return user !== null && !user.isAnonymous && !!user.email;
}

/**
 * The account step's page label: the design-profile funnel labels the page by mode;
 * a packages flow labels the step.
 */
export function accountStepPageLabel(inFunnel: boolean, mode: AccountMode): string {
  return inFunnel ? ACCOUNT_PAGE_LABELS[mode] : PACKAGES_STEP_LABELS.createAccount;
}
