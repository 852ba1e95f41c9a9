import { object } from 'yup';
import { plainTextField } from '../forms/plainText';
import { ACCOUNT_FORM_ERRORS } from './messages';

/** The longest first or last name an order, a profile and a design profile hold. */
export const PERSON_NAME_MAX_LENGTH = 100;

export type PersonNamePart = 'firstName' | 'lastName';

/** Decision (our own wording): an over-long name says what to do. */
export const PERSON_NAME_TOO_LONG: Record<PersonNamePart, string> = {
  firstName: `Please shorten your first name to ${PERSON_NAME_MAX_LENGTH} characters or fewer.`,
  lastName: `Please shorten your last name to ${PERSON_NAME_MAX_LENGTH} characters or fewer.`,
};

const REQUIRED: Record<PersonNamePart, string> = {
  firstName: ACCOUNT_FORM_ERRORS.firstNameRequired,
  lastName: ACCOUNT_FORM_ERRORS.lastNameRequired,
};

/**
 * A first or last name as a form takes it (signup and billing use this one rule, so a name the
 * account step accepts is one the order accepts): trimmed, required, plain text, at most 100
 * characters.
 */
export function personNameField(part: PersonNamePart) {
  return plainTextField()
    .trim()
    .required(REQUIRED[part])
    .matches(/\S/, REQUIRED[part])
    .max(PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG[part]);
}

/** A first and last name together, as a form that asks only for them takes them. */
export const personNamesSchema = object({
  firstName: personNameField('firstName'),
  lastName: personNameField('lastName'),
});
