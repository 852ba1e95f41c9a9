import { describe, expect, it } from 'vitest';
import {
  EMAIL_LOOKUP_DEBOUNCE_MS,
  passwordFieldState,
  shouldLookUpSignInMethods,
  usesGoogleOnly,
} from './signInMethods';

describe('sign-in method lookup', () => {
  it('waits 500 ms after typing', () => {
    expect(EMAIL_LOOKUP_DEBOUNCE_MS).toBe(500);
  });

  it('looks up valid emails only', () => {
    expect(shouldLookUpSignInMethods('ana@example.com')).toBe(true);
    expect(shouldLookUpSignInMethods('ana@example')).toBe(false);
    expect(shouldLookUpSignInMethods('')).toBe(false);
  });

  it("disables the password with 'Your account uses google login!' when only Google is available", () => {
    expect(passwordFieldState(['google.com'])).toEqual({
      disabled: true,
      message: 'Your account uses google login!',
    });
  });

  it('keeps the password when a password method exists too, or the email is unknown', () => {
    expect(usesGoogleOnly(['password', 'google.com'])).toBe(false);
    expect(usesGoogleOnly(['password'])).toBe(false);
    expect(passwordFieldState([])).toEqual({ disabled: false, message: null });
  });
});
