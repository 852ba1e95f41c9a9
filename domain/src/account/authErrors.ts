import { fillCopy } from '../copy/fillCopy';
import type { AccountMode } from './accountMode';
import { CHECKOUT_AUTH_ERRORS, LINK_ERRORS, LOGIN_FAILED_FALLBACK } from './messages';

// Auth errors arrive as plain objects carrying the auth service's `code` ('auth/...') and
// `message`; our own adapters may add a `displayMessage` meant for people. Nothing else is assumed.

function field(error: unknown, name: 'code' | 'message' | 'displayMessage'): string | null {
  if (error === null || typeof error !== 'object') return null;
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function authErrorCode(error: unknown): string | null {
  return field(error, 'code');
}

/**
 * Messages for a failed account link (an anonymous visitor upgrading with email and
 * password or Google). Decision: 'auth/cancelled-popup-request' (a second popup replaced the
 * first) reads as cancelled too. `product` is the deployment's product name (brandCopyValues).
 */
export function linkErrorMessage(error: unknown, product: string): string {
  switch (authErrorCode(error)) {
    case 'auth/credential-already-in-use':
    case 'auth/email-already-in-use':
      return fillCopy(LINK_ERRORS.alreadyInUse, { product });
    case 'auth/account-exists-with-different-credential':
      return LINK_ERRORS.differentCredential;
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return LINK_ERRORS.popupClosed;
    default:
      return LINK_ERRORS.generic;
  }
}

export type AuthMethod = 'password' | 'google';

/**
 * The banner after a failed signup or login in the checkout's account step.
 * Google failures say 'Failed to sign in with Google. Please try again.'; a signup with an email
 * already in use gets its own message; otherwise the provider's display message if any, else the
 * error message (login) or 'An error occurred while creating your account.' (signup).
 * Decision: the design-profile funnel's create-account step words failures with linkErrorMessage;
 * the checkout account step with this function.
 */
export function checkoutAccountErrorMessage(
  mode: AccountMode,
  method: AuthMethod,
  error: unknown,
): string {
  if (method === 'google') return CHECKOUT_AUTH_ERRORS.googleSignInFailed;
  if (mode === 'signup' && authErrorCode(error) === 'auth/email-already-in-use') {
    return CHECKOUT_AUTH_ERRORS.emailAlreadyInUse;
  }
  const displayMessage = field(error, 'displayMessage');
  if (displayMessage) return displayMessage;
  if (mode === 'signup') return CHECKOUT_AUTH_ERRORS.signupFailed;
  return (
    field(error, 'message') ?? (typeof error === 'string' && error ? error : LOGIN_FAILED_FALLBACK)
  );
}

/** 'Invalid method' is thrown for an auth method we do not know. */
export function requireAuthMethod(method: string): AuthMethod {
  if (method === 'password' || method === 'google') return method;
  throw new Error(CHECKOUT_AUTH_ERRORS.invalidMethod);
}
