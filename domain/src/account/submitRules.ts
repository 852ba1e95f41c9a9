import type { AccountMode } from './accountMode';
import { hasPasswordError } from './password';

export interface AccountSubmitState {
  mode: AccountMode;
  /** A submit (or the loading it starts) is in progress. */
  inProgress: boolean;
  password: string;
  termsAccepted: boolean;
  /** byProxy=true: staff acting for a customer. */
  proxyMode: boolean;
  /** A signed-in user editing their details. */
  loggedInEdit: boolean;
}

/** The terms must be ticked, except in proxy mode and logged-in edit. */
export function termsRequired(
  state: Pick<AccountSubmitState, 'proxyMode' | 'loggedInEdit'>,
): boolean {
  return !state.proxyMode && !state.loggedInEdit;
}

/**
 * Signup submit is disabled while loading, on a password error, with an empty
 * password, or with terms unchecked (unless not required). Login only needs no submit in progress.
 * In proxy mode staff are asked for no password: the customer chooses one from the reset email.
 */
export function isAccountSubmitDisabled(state: AccountSubmitState): boolean {
  if (state.inProgress) return true;
  if (state.mode === 'login') return false;
  const passwordAsked = !state.proxyMode;
  if (passwordAsked && (state.password === '' || hasPasswordError(state.password))) return true;
  return termsRequired(state) && !state.termsAccepted;
}
