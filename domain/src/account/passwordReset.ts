import { object } from 'yup';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { emailField } from '../funnel/emailSchema';

// In proxy mode (byProxy=true) staff check out for a customer and a password
// reset email is sent to the customer, so they can sign in to the account made for them.

export const sendPasswordResetEmailInput = object({
  email: emailField(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export const PASSWORD_RESET_TEMPLATE = 'password-reset';

/** Decision: who may send it: a signed-in account whose ID token carries the custom claim staff: true. */
export const STAFF_CLAIM = 'staff';

/** Decision: words for staff when the customer has no account (staff, not the public, see this). */
export const NO_ACCOUNT_FOR_EMAIL = 'There is no account with that email.';
export const STAFF_ONLY = 'Only staff can send a password reset email for a customer.';
