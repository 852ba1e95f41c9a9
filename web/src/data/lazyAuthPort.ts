import { reportError } from './errorReporting';
import { loadOnce } from './loadOnce';
import type { AuthPort } from './types';

/**
 * An AuthPort whose implementation (and so the auth SDK) is loaded on first use, not with the first
 * page: pages render at once and the session signs the visitor in as soon as the SDK has arrived.
 * A failed load is not kept, so the next call tries again.
 */
export function lazyAuthPort(load: () => Promise<AuthPort>): AuthPort {
  const port = loadOnce(load);
  return {
    onUserChanged(listener) {
      let unsubscribe: (() => void) | undefined;
      let unsubscribed = false;
      port().then(
        (auth) => {
          if (!unsubscribed) unsubscribe = auth.onUserChanged(listener);
        },
        // The session gives up waiting after its timeout; the next sign-in call loads again.
        (error: unknown) => reportError(error, { where: 'Loading sign-in failed' }),
      );
      return () => {
        unsubscribed = true;
        unsubscribe?.();
      };
    },
    signInAnonymously: async () => (await port()).signInAnonymously(),
    signInWithCustomToken: async (token) => (await port()).signInWithCustomToken(token),
    signInWithEmail: async (email, password) => (await port()).signInWithEmail(email, password),
    createAccountWithEmail: async (email, password) =>
      (await port()).createAccountWithEmail(email, password),
    continueWithGoogle: async (mode) => (await port()).continueWithGoogle(mode),
    signInMethodsForEmail: async (email) => (await port()).signInMethodsForEmail(email),
    updateDisplayName: async (displayName) => (await port()).updateDisplayName(displayName),
    signOut: async () => (await port()).signOut(),
  };
}
