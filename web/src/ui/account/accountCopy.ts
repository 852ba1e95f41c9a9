import { marketingHref } from '@web/ui/brand';

// Words and links the account forms share: the checkout's account step, the login page and the
// terms page.

/** Decision (our own wording): labels of the account fields. */
export const ACCOUNT_FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
} as const;

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

/** 'Forgot password?' goes to the password-reset page on the project site. */
export const PASSWORD_RESET_HREF = marketingHref(SITE_PAGES.passwordReset);

/** Decision: said to screen readers after links that open a new tab. */
export const OPENS_IN_NEW_TAB = '(opens in a new tab)';
export const LINKS_OPEN_IN_NEW_TABS = '(the links open in new tabs)';
