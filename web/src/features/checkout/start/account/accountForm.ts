export interface AccountFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  termsAccepted: boolean;
}

export const EMPTY_ACCOUNT_FORM: AccountFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  termsAccepted: false,
};

/** What the buyer told us before the account step (the funnel's answers, the quiz email). */
export type AccountPrefill = Partial<Pick<AccountFormValues, 'firstName' | 'lastName' | 'email'>>;

/** The prefilled values for the fields still empty: nothing typed is overwritten. */
export function prefillFor(
  values: AccountFormValues,
  prefill: AccountPrefill,
): Partial<AccountFormValues> {
  const filled: Partial<AccountFormValues> = {};
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    const value = prefill[field]?.trim();
    if (value && values[field] === '') filled[field] = value;
  }
  return filled;
}
