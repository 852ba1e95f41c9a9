import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInAnonymously,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthPort, SessionUser } from '../types';
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

export function createFirebaseAuthPort(): AuthPort {
  const auth = firebaseAuth();
  return {
    onUserChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toSessionUser(user) : null)),
    signInAnonymously: async () => toSessionUser((await signInAnonymously(auth)).user),
    signInWithCustomToken: async (token) =>
      toSessionUser((await signInWithCustomToken(auth, token)).user),
    signInWithEmail: async (email, password) =>
      toSessionUser((await signInWithEmailAndPassword(auth, email.trim(), password)).user),
    signOut: () => signOut(auth),
  };
}
