import { describe, expect, it } from 'vitest';
import { TWO_PROJECTS_DIALOG } from './messages';
import { TWO_PROJECTS_CONFIRM_OUTCOME, showsTwoProjectsDialog } from './twoProjects';

describe("'two projects' rule", () => {
  it('shows the dialog on a login with an existing profile and the setting on', () => {
    expect(
      showsTwoProjectsDialog({
        mode: 'login',
        hasExistingProfile: true,
        noAccountsWithExistingProfile: true,
      }),
    ).toBe(true);
  });

  it('does not show it without the setting, without a profile, or on signup', () => {
    expect(
      showsTwoProjectsDialog({
        mode: 'login',
        hasExistingProfile: true,
        noAccountsWithExistingProfile: false,
      }),
    ).toBe(false);
    expect(
      showsTwoProjectsDialog({
        mode: 'login',
        hasExistingProfile: false,
        noAccountsWithExistingProfile: true,
      }),
    ).toBe(false);
    expect(
      showsTwoProjectsDialog({
        mode: 'signup',
        hasExistingProfile: true,
        noAccountsWithExistingProfile: true,
      }),
    ).toBe(false);
  });

  it('says why and offers to log out; confirming logs out and resets to signup', () => {
    expect(TWO_PROJECTS_DIALOG).toEqual({
      title: 'Thanks for coming back!',
      body: "Unfortunately, we're not able to support two projects under the same email right now, but we're working on it! Please use a different email to purchase a new package.",
      confirm: 'Okay, log me out',
    });
    expect(TWO_PROJECTS_CONFIRM_OUTCOME).toEqual({ logOut: true, mode: 'signup' });
  });
});
