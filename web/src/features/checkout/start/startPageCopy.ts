import { marketingHref } from '../../../ui/brand';

// Words of the checkout start page that the spec names (checkout §2) and the few it leaves to us
// (each marked "Decision").

/** checkout §2: the page's two accordion sections. */
export const START_SECTIONS = {
  account: 'Account Details',
  address: 'Property Address',
} as const;

/** Decision: why the Property Address section cannot open yet. */
export const ADDRESS_NEEDS_ACCOUNT = 'Create your account or log in first.';

/**
 * checkout §2 "optional submit button (default text 'Submit')". Decision: the button says where it
 * goes, since the next screen is the payment.
 */
export const ADDRESS_SUBMIT_TEXT = 'Continue to payment';

/** checkout §2 property address form: Street, apt #, City, State (dropdown), Zip Code. */
export const PROPERTY_ADDRESS_LABELS = {
  street: 'Street',
  streetPlaceholder: 'Start typing your address',
  aptNumber: 'Apt # (optional)',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Choose a state',
  zip: 'Zip Code',
} as const;

/** Decision: labels of the account fields (the spec names the fields, not their labels). */
export const ACCOUNT_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
} as const;

/** Decision: the signed-in summary in place of the account form. */
export const SIGNED_IN_AS = 'Signed in as';

/** Decision: the staff's note in proxy mode (byProxy=true). */
export const PROXY_MODE_NOTE =
  'You are checking out for a customer. They will get an email to choose their own password.';

/** Decision: pages of the marketing site for the consent text and 'Forgot password?'. */
const SITE_PAGES = {
  electronicSignature: '/e-sign-consent',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  passwordReset: '/reset-password',
} as const;

export const TERMS_LINK_HREFS = {
  electronicSignature: marketingHref(SITE_PAGES.electronicSignature),
  termsOfService: marketingHref(SITE_PAGES.termsOfService),
  privacyPolicy: marketingHref(SITE_PAGES.privacyPolicy),
} as const;

/** checkout §2: 'Forgot password?' goes to the password-reset page on the project site. */
export const PASSWORD_RESET_HREF = marketingHref(SITE_PAGES.passwordReset);

/** Decision: said to screen readers after links that open a new tab. */
export const OPENS_IN_NEW_TAB = '(opens in a new tab)';
export const LINKS_OPEN_IN_NEW_TABS = '(the links open in new tabs)';
