import { describe, expect, it } from 'vitest';
import { checkoutAccountErrorMessage, linkErrorMessage, requireAuthMethod } from './authErrors';

const product = 'Yard Design Studio';

describe('account-linking errors', () => {
  it('credential or email already in use: asks to log in, naming the product', () => {
    for (const code of ['auth/credential-already-in-use', 'auth/email-already-in-use']) {
      expect(linkErrorMessage({ code }, product)).toBe(
        'It looks like you already have a Yard Design Studio account, please try logging in.',
      );
    }
  });

  it('account exists with a different credential: asks for the same method as last time', () => {
    expect(
      linkErrorMessage({ code: 'auth/account-exists-with-different-credential' }, product),
    ).toBe(
      'It looks like you have an account but are signing in with a different method than you used last time. Please try signing in with the same method you used previously.',
    );
  });

  it('popup closed: Google Authentication was cancelled', () => {
    expect(linkErrorMessage({ code: 'auth/popup-closed-by-user' }, product)).toBe(
      'Google Authentication was cancelled. Please try again.',
    );
  });

  it('decision: a cancelled popup request (a second popup) also reads as cancelled', () => {
    expect(linkErrorMessage({ code: 'auth/cancelled-popup-request' }, product)).toBe(
      'Google Authentication was cancelled. Please try again.',
    );
  });

  it('anything else: the generic message', () => {
    for (const error of [
      { code: 'auth/network-request-failed' },
      new Error('boom'),
      null,
      'x',
      { code: 42 },
    ]) {
      expect(linkErrorMessage(error, product)).toBe(
        'An error occurred while trying to link your account, please try again.',
      );
    }
  });
});

describe('checkout account errors', () => {
  it('signup with an email in use: log in or use a different email', () => {
    expect(
      checkoutAccountErrorMessage('signup', 'password', {
        code: 'auth/email-already-in-use',
        message: 'Firebase: Error (auth/email-already-in-use).',
      }),
    ).toBe(
      'An account with this email already exists. Please log in to continue, or use a different email address.',
    );
  });

  it('Google failures: Failed to sign in with Google', () => {
    expect(checkoutAccountErrorMessage('signup', 'google', { code: 'auth/internal-error' })).toBe(
      'Failed to sign in with Google. Please try again.',
    );
    expect(checkoutAccountErrorMessage('login', 'google', new Error('x'))).toBe(
      'Failed to sign in with Google. Please try again.',
    );
  });

  it("shows the provider's display message first", () => {
    const error = {
      code: 'auth/weak-password',
      message: 'raw',
      displayMessage: 'Pick a longer password.',
    };
    expect(checkoutAccountErrorMessage('signup', 'password', error)).toBe(
      'Pick a longer password.',
    );
    expect(checkoutAccountErrorMessage('login', 'password', error)).toBe('Pick a longer password.');
  });

  it('otherwise the error message for login, and the creating-account message for signup', () => {
    const error = new Error('Firebase: Error (auth/wrong-password).');
    expect(checkoutAccountErrorMessage('login', 'password', error)).toBe(
      'Firebase: Error (auth/wrong-password).',
    );
    expect(checkoutAccountErrorMessage('signup', 'password', error)).toBe(
      'An error occurred while creating your account.',
    );
  });

  it('decision: a failed login with no message at all gets a plain fallback', () => {
    expect(checkoutAccountErrorMessage('login', 'password', {})).toBe(
      'An error occurred while logging in. Please try again.',
    );
    expect(checkoutAccountErrorMessage('login', 'password', { message: '  ' })).toBe(
      'An error occurred while logging in. Please try again.',
    );
  });

  it("throws 'Invalid method' for an unknown auth method", () => {
    expect(requireAuthMethod('google')).toBe('google');
    expect(requireAuthMethod('password')).toBe('password');
    expect(() => requireAuthMethod('facebook')).toThrow('Invalid method');
  });
});
