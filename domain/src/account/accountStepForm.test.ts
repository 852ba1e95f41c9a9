import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { billingDetailsSchema } from '../checkout/billingDetails';
import { TERMS_REQUIRED, TEXT_HAS_MARKUP } from '../forms/messages';
import { EMAIL_INVALID } from '../funnel/messages';
import { accountStepFormSchema } from './accountStepForm';
import { ACCOUNT_FORM_ERRORS } from './messages';
import { PERSON_NAME_TOO_LONG } from './personName';

const signup = {
  firstName: 'Casey',
  lastName: 'Morgan',
  email: 'casey@example.com',
  password: 'garden-42',
  termsAccepted: true,
};

const billing = {
  firstName: 'Casey',
  lastName: 'Morgan',
  billingAndPropertyAddressSame: true,
  street: '',
  aptNumber: '',
  city: '',
  state: '',
  zip: '',
};

/** The messages a schema gives, by field; {} when the values pass. */
function errorsOf(schema: AnyObjectSchema, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

const signupSchema = accountStepFormSchema('signup', { termsRequired: true, proxyMode: false });

describe('the account step form', () => {
  it('accepts a complete signup, names with spaces around them included', () => {
    expect(errorsOf(signupSchema, { ...signup, firstName: ' Casey ' })).toEqual({});
  });

  it('refuses a 300-character last name with words for people, as billing does', () => {
    const values = { lastName: 'M'.repeat(300) };
    expect(errorsOf(signupSchema, { ...signup, ...values })).toEqual({
      lastName: PERSON_NAME_TOO_LONG.lastName,
    });
    expect(PERSON_NAME_TOO_LONG.lastName).toBe(
      'Please shorten your last name to 100 characters or fewer.',
    );
    expect(errorsOf(billingDetailsSchema, { ...billing, ...values })).toEqual({
      lastName: PERSON_NAME_TOO_LONG.lastName,
    });
  });

  it('accepts a 100-character name, which billing accepts too', () => {
    const values = { firstName: 'C'.repeat(100), lastName: 'M'.repeat(100) };
    expect(errorsOf(signupSchema, { ...signup, ...values })).toEqual({});
    expect(errorsOf(billingDetailsSchema, { ...billing, ...values })).toEqual({});
  });

  it('refuses < and > in names, as billing does', () => {
    const values = { firstName: '<b>Casey</b>', lastName: 'Mor>gan' };
    const expected = { firstName: TEXT_HAS_MARKUP, lastName: TEXT_HAS_MARKUP };
    expect(errorsOf(signupSchema, { ...signup, ...values })).toEqual(expected);
    expect(errorsOf(billingDetailsSchema, { ...billing, ...values })).toEqual(expected);
  });

  it('asks for every signup field, and the terms', () => {
    const empty = { firstName: ' ', lastName: '', email: '', password: '', termsAccepted: false };
    expect(errorsOf(signupSchema, empty)).toMatchObject({
      firstName: ACCOUNT_FORM_ERRORS.firstNameRequired,
      lastName: ACCOUNT_FORM_ERRORS.lastNameRequired,
      password: ACCOUNT_FORM_ERRORS.passwordTooShort,
      termsAccepted: TERMS_REQUIRED,
    });
  });

  it('asks staff in proxy mode for no password and no terms', () => {
    const proxy = accountStepFormSchema('signup', { termsRequired: false, proxyMode: true });
    expect(errorsOf(proxy, { ...signup, password: '', termsAccepted: false })).toEqual({});
    expect(errorsOf(proxy, { ...signup, lastName: 'M'.repeat(101) })).toEqual({
      lastName: PERSON_NAME_TOO_LONG.lastName,
    });
  });

  it('at login checks only the email and password, whatever else the form holds', () => {
    const login = accountStepFormSchema('login', { termsRequired: false, proxyMode: false });
    const values = { ...signup, firstName: '', lastName: 'M'.repeat(300), termsAccepted: false };
    expect(errorsOf(login, values)).toEqual({});
    expect(errorsOf(login, { ...values, email: 'casey', password: '' })).toEqual({
      email: EMAIL_INVALID,
      password: ACCOUNT_FORM_ERRORS.passwordRequired,
    });
  });
});
