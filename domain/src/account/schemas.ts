import { boolean, object, string } from 'yup';
import {
  FORM_FIELD_UNEXPECTED,
  NOTHING_TO_UPDATE,
  TERMS_REQUIRED,
  UNEXPECTED_FIELD,
} from '../forms/messages';
import { plainTextField } from '../forms/plainText';
import { emailField } from '../funnel/emailSchema';
import { PHONE_INVALID } from '../funnel/messages';
import { PHONE_NUMBER_PATTERN } from '../funnel/phone';
import { ACCOUNT_FORM_ERRORS } from './messages';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG } from './personName';
import { MIN_PASSWORD_LENGTH } from './password';

const nameInput = (message: string, tooLong: string) =>
  plainTextField()
    .trim(message)
    .min(1, message)
    .max(PERSON_NAME_MAX_LENGTH, tooLong)
    .matches(/\S/, message);

/**
 * PATCH profiles/{id}: the caller's own profile, changed fields only. Decision: the
 * email is not changed here; it follows the sign-in identity, which the server copies over.
 */
export const updateProfileInput = object({
  firstName: nameInput(ACCOUNT_FORM_ERRORS.firstNameRequired, PERSON_NAME_TOO_LONG.firstName),
  lastName: nameInput(ACCOUNT_FORM_ERRORS.lastNameRequired, PERSON_NAME_TOO_LONG.lastName),
  phone: string().matches(PHONE_NUMBER_PATTERN, PHONE_INVALID),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .test(
    'has-changes',
    NOTHING_TO_UPDATE,
    (input) =>
      input?.firstName !== undefined || input?.lastName !== undefined || input?.phone !== undefined,
  );

/**
 * The account step's signup form: a valid email, a password of at least 6, and the
 * terms ticked unless not required (proxy mode, logged-in edit; see termsRequired).
 */
export function signupFormInput(options: { termsRequired: boolean }) {
  return object({
    email: emailField(),
    password: string()
      .typeError(ACCOUNT_FORM_ERRORS.passwordTooShort)
      .required(ACCOUNT_FORM_ERRORS.passwordTooShort)
      .min(MIN_PASSWORD_LENGTH, ACCOUNT_FORM_ERRORS.passwordTooShort),
    termsAccepted: options.termsRequired
      ? boolean().typeError(TERMS_REQUIRED).required(TERMS_REQUIRED).oneOf([true], TERMS_REQUIRED)
      : boolean().typeError(TERMS_REQUIRED).required(TERMS_REQUIRED),
  })
    .noUnknown(FORM_FIELD_UNEXPECTED)
    .strict();
}

/** The account step's login form: a valid email and a password (its length is the provider's business). */
export const loginFormInput = object({
  email: emailField(),
  password: string()
    .typeError(ACCOUNT_FORM_ERRORS.passwordRequired)
    .required(ACCOUNT_FORM_ERRORS.passwordRequired),
})
  .noUnknown(FORM_FIELD_UNEXPECTED)
  .strict();
