// Every user-facing text of the account area: the account step, its rules and its errors.
// Templates use `{product}` placeholders filled with fillCopy (domain/src/copy/fillCopy.ts).

/** Headings of the account step (also the funnel's create-account step title). */
export const ACCOUNT_STEP_HEADINGS = {
  signup: "First, let's get you an account",
  login: 'Login to pick up where you left off',
} as const;

/** The login heading on the gift-card redemption page. */
// Decision: also the sentence before the toggle link to login.
export const ALREADY_HAVE_AN_ACCOUNT = 'Already have an account?';

/** Buttons and links of the account step (the Google and toggle prompt wording is ours). */
export const ACCOUNT_STEP_BUTTONS = {
  createAccount: 'Create Account',
  /** The login submit button and the toggle link to login. */
  login: 'Login',
  googleSignUp: 'Sign up with Google',
  googleLogin: 'Login with Google',
  divider: 'OR',
  signUpLink: 'Sign up',
  forgotPassword: 'Forgot password?',
  back: 'Back',
} as const;

/** Decision: the sentence before the toggle link to signup. */
export const NO_ACCOUNT_YET = "Don't have an account?";

/** The password hint. */
export const PASSWORD_HINT_TITLE = 'Your password must have at least:';
export const PASSWORD_REQUIREMENT_SIX_CHARACTERS = 'Six characters';

/** An email whose only sign-in method is Google. */
export const GOOGLE_ONLY_ACCOUNT = 'Your account uses google login!';

/** Why linking an account (an anonymous visitor signing up) failed. */
export const LINK_ERRORS = {
  alreadyInUse: 'It looks like you already have a {product} account, please try logging in.',
  differentCredential:
    'It looks like you have an account but are signing in with a different method than you used last time. Please try signing in with the same method you used previously.',
  popupClosed: 'Google Authentication was cancelled. Please try again.',
  generic: 'An error occurred while trying to link your account, please try again.',
} as const;

/** Account errors of the checkout (thrown, logged or shown in its banner). */
export const CHECKOUT_AUTH_ERRORS = {
  emailAlreadyInUse:
    'An account with this email already exists. Please log in to continue, or use a different email address.',
  googleSignInFailed: 'Failed to sign in with Google. Please try again.',
  updateAccountFailed: 'Failed to update account information. Please try again.',
  noUserSignedIn: 'No user is currently signed in.',
  signupFailed: 'An error occurred while creating your account.',
  noUserId: 'No user ID found!',
  invalidMethod: 'Invalid method',
} as const;

/** Decision: a failed login without any message from the provider. */
export const LOGIN_FAILED_FALLBACK = 'An error occurred while logging in. Please try again.';

/** The 'two projects' dialog for a login whose email already has a project. */
export const TWO_PROJECTS_DIALOG = {
  title: 'Thanks for coming back!',
  body: "Unfortunately, we're not able to support two projects under the same email right now, but we're working on it! Please use a different email to purchase a new package.",
  confirm: 'Okay, log me out',
} as const;

/**
 * Form errors: the rules are required, the wording is ours (decision). The terms
 * error is forms/messages.ts TERMS_REQUIRED, the same as on the onboarding terms screen.
 */
export const ACCOUNT_FORM_ERRORS = {
  passwordTooShort: 'Your password must have at least six characters.',
  passwordRequired: 'Please enter your password.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
} as const;

/** Decision: profiles are made when a package is bought; before that there is nothing to update. */
export const PROFILE_NOT_FOUND = 'We could not find your profile.';
