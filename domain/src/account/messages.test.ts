import { describe, expect, it } from 'vitest';
import { fillCopy } from '../copy/fillCopy';
import * as messages from './messages';

describe('account messages', () => {
  it('carry the account-linking messages word for word', () => {
    expect(fillCopy(messages.LINK_ERRORS.alreadyInUse, { product: 'Acme Yards' })).toBe(
      'It looks like you already have a Acme Yards account, please try logging in.',
    );
    expect(messages.LINK_ERRORS.generic).toBe(
      'An error occurred while trying to link your account, please try again.',
    );
  });

  it('carry the checkout account messages word for word', () => {
    expect(messages.CHECKOUT_AUTH_ERRORS).toEqual({
      emailAlreadyInUse:
        'An account with this email already exists. Please log in to continue, or use a different email address.',
      googleSignInFailed: 'Failed to sign in with Google. Please try again.',
      updateAccountFailed: 'Failed to update account information. Please try again.',
      noUserSignedIn: 'No user is currently signed in.',
      signupFailed: 'An error occurred while creating your account.',
      noUserId: 'No user ID found!',
      invalidMethod: 'Invalid method',
    });
  });

  it('every message is a non-empty string without stray spaces', () => {
    const texts = Object.values(messages).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    );
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts) {
      expect(text.length).toBeGreaterThan(0);
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}/);
    }
  });
});
