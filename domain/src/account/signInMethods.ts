import { isValidEmail } from '../funnel/email';
import { GOOGLE_ONLY_ACCOUNT } from './messages';

/** Sign-in methods are looked up 500 ms after a valid email is typed. */
export const EMAIL_LOOKUP_DEBOUNCE_MS = 500;

/** The provider id the auth service reports for Google sign-in. */
export const GOOGLE_SIGN_IN_METHOD = 'google.com';

/** Only a valid email is looked up. */
export function shouldLookUpSignInMethods(email: string): boolean {
  return isValidEmail(email);
}

/** Whether Google is the only way this email signs in (an unknown email has no methods). */
export function usesGoogleOnly(methods: readonly string[]): boolean {
  return methods.length > 0 && methods.every((method) => method === GOOGLE_SIGN_IN_METHOD);
}

export interface PasswordFieldState {
  disabled: boolean;
  message: string | null;
}

/** With only Google available, the password field is disabled with a note. */
export function passwordFieldState(methods: readonly string[]): PasswordFieldState {
  return usesGoogleOnly(methods)
    ? { disabled: true, message: GOOGLE_ONLY_ACCOUNT }
    : { disabled: false, message: null };
}
