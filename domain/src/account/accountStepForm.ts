import { object, type AnyObjectSchema } from 'yup';
import type { AccountMode } from './accountMode';
import { personNameField } from './personName';
import { loginFormInput, signupFormInput } from './schemas';

export interface AccountStepFormOptions {
  /** The terms box must be ticked (see termsRequired). */
  termsRequired: boolean;
  /**
   * byProxy=true: staff sign a customer up, so no password is asked; the customer chooses one
   * through the password reset email.
   */
  proxyMode: boolean;
}

/**
 * The checkout account step's form as one schema for formik: signup asks for the
 * names with the billing form's rules, the email, the password (not in proxy mode) and the terms;
 * login for the email and password. The form holds every field in both modes, so unknown keys are
 * allowed here; the command inputs stay strict.
 */
export function accountStepFormSchema(
  mode: AccountMode,
  options: AccountStepFormOptions,
): AnyObjectSchema {
  if (mode === 'login') return object({ ...loginFormInput.fields });
  const { password, ...signup } = signupFormInput({ termsRequired: options.termsRequired }).fields;
  return object({
    firstName: personNameField('firstName'),
    lastName: personNameField('lastName'),
    ...signup,
    ...(options.proxyMode ? {} : { password }),
  });
}
