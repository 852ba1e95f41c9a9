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

/** The account form's errors in a mode, checked with the domain's signup and login rules. */
export async function validateAccountForm(
  mode: AccountMode,
  values: AccountFormValues,
  termsRequired: boolean,
): Promise<AccountFormErrors> {
  const { accountFormErrors } = await loadAccountFormSchema();
  return accountFormErrors(mode, values, termsRequired);
}
