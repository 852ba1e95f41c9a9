// Words of the checkout start page. Texts marked "Decision" are our own wording; the others are
// required wording, word for word.

/** The page's two accordion sections. */
export const START_SECTIONS = {
  account: 'Account Details',
  address: 'Property Address',
} as const;

/** Decision: why the Property Address section cannot open yet. */
export const ADDRESS_NEEDS_ACCOUNT = 'Create your account or log in first.';

/**
 * The address form's submit button. Decision: it says where it goes rather than 'Submit', since
 * the next screen is the payment.
 */
export const ADDRESS_SUBMIT_TEXT = 'Continue to payment';

/** The property address form: Street, apt #, City, State (dropdown), Zip Code. */
export const PROPERTY_ADDRESS_LABELS = {
  street: 'Street',
  streetPlaceholder: 'Start typing your address',
  aptNumber: 'Apt # (optional)',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Choose a state',
  zip: 'Zip Code',
} as const;

/** Decision: the signed-in summary in place of the account form. */
export const SIGNED_IN_AS = 'Signed in as';

/** Decision: the staff's note in proxy mode (byProxy=true). */
export const PROXY_MODE_NOTE =
  'You are checking out for a customer. They will get an email to choose their own password.';

/** Decision: the button that saves the names again after the account's update failed. */
export const SAVE_NAMES_TEXT = 'Save my name';
