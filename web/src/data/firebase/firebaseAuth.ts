import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  fetchSignInMethodsForEmail,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithCredential,
  linkWithPopup,
  onAuthStateChanged,
  signInAnonymously,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthPort, SessionUser } from '@web/data/types';
import { firebaseApp } from './firebaseApp';
import { emulatorHosts, useEmulators } from './firebaseConfig';

let auth: Auth | undefined;

/**
 * Auth without the popup/redirect resolver, so the first page stays small; the checkout loads the
 * resolver where Google sign-in is offered.
 */
export function firebaseAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (useEmulators) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
  }
  return auth;
}

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    email: user.email,
    displayName: user.displayName,
  };
}

function anonymousUser(auth: Auth): User | null {
  return auth.currentUser?.isAnonymous ? auth.currentUser : null;
}

export function createFirebaseAuthPort(): AuthPort {
  const auth = firebaseAuth();
  // onAuthStateChanged only fires when the uid changes, so linking a visitor and renaming them
  // would go unseen; the port tells its own listeners after those changes.
  const listeners = new Set<(user: SessionUser | null) => void>();
  const sameUserChanged = (user: User) => {
    const sessionUser = toSessionUser(user);
    listeners.forEach((listener) => listener(sessionUser));
    return sessionUser;
  };
  /** Linking keeps the uid; the reload brings the new email and provider into the user. */
  const linked = async (user: User) => {
    await user.reload();
    return sameUserChanged(auth.currentUser ?? user);
  };

  return {
    onUserChanged(listener) {
      listeners.add(listener);
      const unsubscribe = onAuthStateChanged(auth, (user) =>
        listener(user ? toSessionUser(user) : null),
      );
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    signInAnonymously: async () => toSessionUser((await signInAnonymously(auth)).user),
    signInWithCustomToken: async (token) =>
      toSessionUser((await signInWithCustomToken(auth, token)).user),
    signInWithEmail: async (email, password) =>
      toSessionUser((await signInWithEmailAndPassword(auth, email.trim(), password)).user),

    async createAccountWithEmail(email, password) {
      const visitor = anonymousUser(auth);
      if (visitor) {
        const credential = EmailAuthProvider.credential(email.trim(), password);
        return linked((await linkWithCredential(visitor, credential)).user);
      }
      return toSessionUser(
        (await createUserWithEmailAndPassword(auth, email.trim(), password)).user,
      );
    },

    async continueWithGoogle(mode) {
      // The popup resolver is loaded here only, where Google sign-in is chosen (see firebaseAuth).
      const { browserPopupRedirectResolver } = await import('firebase/auth');
      const provider = new GoogleAuthProvider();
      const visitor = anonymousUser(auth);
      if (mode === 'signup' && visitor) {
        return linked((await linkWithPopup(visitor, provider, browserPopupRedirectResolver)).user);
      }
      return toSessionUser(
        (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user,
      );
    },

    async signInMethodsForEmail(email) {
      try {
        return await fetchSignInMethodsForEmail(auth, email.trim());
      } catch (error) {
        // A hint for the account step, never a blocker: the password field stays.
        console.warn('Could not look up the sign-in methods for an email.', error);
        return [];
      }
    },

    async updateDisplayName(displayName) {
      const user = auth.currentUser;
      // Saving the account needs someone signed in; both data layers say so in these words.
      if (!user) throw new Error('No user is currently signed in.');
      await updateProfile(user, { displayName });
      sameUserChanged(user);
    },

    signOut: () => signOut(auth),
  };
}
