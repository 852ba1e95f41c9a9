import { object, string, ValidationError, type AnyObjectSchema } from 'yup';
import type { AccountMode } from '@yardwise/domain/account/accountMode';
import { ACCOUNT_FORM_ERRORS } from '@yardwise/domain/account/messages';
import { loginFormInput, signupFormInput } from '@yardwise/domain/account/schemas';
import type { AccountFormErrors, AccountFormValues } from './accountForm';

const requiredName = (message: string) => string().required(message).matches(/\S/, message);

/**
 * checkout §3, §5: the order needs a first and last name. Decision: signup asks for them beside
 * the email, so the account, the design profile and the order all get them at once; login reads
 * them from the account (the billing form on the purchase page asks again when missing).
 */
const namesInput = object({
  firstName: requiredName(ACCOUNT_FORM_ERRORS.firstNameRequired),
  lastName: requiredName(ACCOUNT_FORM_ERRORS.lastNameRequired),
});

async function errorsOf(schema: AnyObjectSchema, values: object): Promise<AccountFormErrors> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: AccountFormErrors = {};
    for (const inner of error.inner) {
      const field = inner.path as keyof AccountFormValues | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors;
  }
}

/** The account form's errors in a mode, checked with the domain's signup and login rules. */
export async function accountFormErrors(
  mode: AccountMode,
  values: AccountFormValues,
  termsRequired: boolean,
): Promise<AccountFormErrors> {
  const { firstName, lastName, email, password, termsAccepted } = values;
  if (mode === 'login') return errorsOf(loginFormInput, { email, password });
  const [names, account] = await Promise.all([
    errorsOf(namesInput, { firstName, lastName }),
    errorsOf(signupFormInput({ termsRequired }), { email, password, termsAccepted }),
  ]);
  return { ...names, ...account };
}
