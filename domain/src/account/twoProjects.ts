import type { AccountMode } from './accountMode';

export interface TwoProjectsCheck {
  mode: AccountMode;
  /** The user who just logged in already has a profile (an earlier purchase). */
  hasExistingProfile: boolean;
  /** The noAccountsWithExistingProfile setting. */
  noAccountsWithExistingProfile: boolean;
}

/**
 * A login where an existing profile exists, with the setting on, shows the
 * 'Thanks for coming back!' dialog instead of continuing.
 */
export function showsTwoProjectsDialog(check: TwoProjectsCheck): boolean {
  return check.mode === 'login' && check.hasExistingProfile && check.noAccountsWithExistingProfile;
}

/** Confirming the dialog logs the user out and resets the step to signup. */
export const TWO_PROJECTS_CONFIRM_OUTCOME = { logOut: true, mode: 'signup' } as const satisfies {
  logOut: boolean;
  mode: AccountMode;
};
