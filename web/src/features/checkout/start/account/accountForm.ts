import type { AccountMode } from '@yardwise/domain/account/accountMode';
import { loadOnce } from '../../../../data/loadOnce';

export interface AccountFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  termsAccepted: boolean;
}

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, string>>;

/**
 * The errors of a form that could not be checked: the rules did not download (the connection
 * dropped). The error sits under no field, so no field shows it, yet formik sends no form with an
 * error; the step says why in its banner.
 */
export const UNCHECKED_ACCOUNT_FORM = {
  unchecked: 'The rules did not download',
} as AccountFormErrors;

export function isUnchecked(errors: AccountFormErrors): boolean {
  return 'unchecked' in errors;
}

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  termsAccepted: false,
};

// The rules download on the first check, not before the form paints: the validation library is
// about 13 KB that a buyer's phone need not fetch to show the account step.
const loadAccountFormSchema = loadOnce(() => import('./accountFormSchema'));

/**
 * The account form's errors in a mode, checked with the domain's signup and login rules. A failed
 * download of the rules is no rejection, since formik leaves a rejected check on a keystroke
 * unhandled.
 */
export async function validateAccountForm(
  mode: AccountMode,
  values: AccountFormValues,
  termsRequired: boolean,
): Promise<AccountFormErrors> {
  let rules: Awaited<ReturnType<typeof loadAccountFormSchema>>;
  try {
    rules = await loadAccountFormSchema();
  } catch {
    return UNCHECKED_ACCOUNT_FORM;
  }
  return rules.accountFormErrors(mode, values, termsRequired);
}
