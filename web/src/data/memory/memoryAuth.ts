import type { SeedUser } from '@yardwise/domain/seed/sampleData';
import type { AuthPort, SessionUser } from '@web/data/types';
import {
  MemoryAccounts,
  normalEmail,
  tabAccountMemory,
  type AccountMemory,
  type MemoryAccount,
} from './memoryAccounts';

/** An auth error shaped like Firebase's (code "auth/..."), so UI error mapping is the same. */
export class MemoryAuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MemoryAuthError';
  }
}

/** The auth service's minimum password length (the account form asks for the same six). */
const MIN_PASSWORD_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function accountUser(account: MemoryAccount): SessionUser {
  return {
    uid: account.uid,
    isAnonymous: false,
    email: account.email,
    displayName: account.displayName,
  };
}

/**
 * Keeps the signed-in user, and the accounts made in the preview, across reloads of one tab, so
 * the preview behaves like a real session.
 */
export interface SessionMemory extends AccountMemory {
  load(): SessionUser | null;
  save(user: SessionUser | null): void;
}

export const tabSessionMemory: SessionMemory = {
  ...tabAccountMemory,
  load() {
    try {
      const raw = window.sessionStorage.getItem('yardwise.previewUser');
      return raw ? (JSON.parse(raw) as SessionUser) : null;
    } catch {
      return null;
    }
  },
  save(user) {
    try {
      if (user) window.sessionStorage.setItem('yardwise.previewUser', JSON.stringify(user));
      else window.sessionStorage.removeItem('yardwise.previewUser');
    } catch {
      // Blocked storage only means the preview forgets the user on reload.
    }
  },
};

export class MemoryAuth implements AuthPort {
  private user: SessionUser | null;
  private listeners = new Set<(user: SessionUser | null) => void>();
  private readonly accounts: MemoryAccounts;

  constructor(
    seededAccounts: SeedUser[],
    initialUser: SessionUser | null,
    private readonly memory?: SessionMemory,
  ) {
    this.accounts = new MemoryAccounts(seededAccounts, memory);
    // Someone named at start (a preview link's viewer) replaces whoever the tab remembers.
    this.user = initialUser ?? memory?.load() ?? null;
    if (initialUser) memory?.save(initialUser);
  }

  currentUser(): SessionUser | null {
    return this.user;
  }

  onUserChanged(listener: (user: SessionUser | null) => void): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => this.listeners.has(listener) && listener(this.user));
    return () => this.listeners.delete(listener);
  }

  async signInAnonymously(): Promise<SessionUser> {
    return this.change({
      uid: `anon-${crypto.randomUUID()}`,
      isAnonymous: true,
      email: null,
      displayName: null,
    });
  }

  /** The preview has no token service: a "custom token" is an account's uid. */
  async signInWithCustomToken(token: string): Promise<SessionUser> {
    const account = this.accounts.byUid(token);
    if (!account)
      throw new MemoryAuthError('auth/invalid-custom-token', 'The sign-in link is not valid.');
    return this.change(accountUser(account));
  }

  async signInWithEmail(email: string, password: string): Promise<SessionUser> {
    const account = this.accounts.byEmailAddress(email);
    if (account?.password === undefined || account.password !== password) {
      throw new MemoryAuthError('auth/invalid-credential', 'The email or password is not correct.');
    }
    return this.change(accountUser(account));
  }

  /** Like Firebase: an anonymous visitor keeps their uid (linking); anyone else gets a new one. */
  async createAccountWithEmail(email: string, password: string): Promise<SessionUser> {
    if (!EMAIL_PATTERN.test(normalEmail(email))) {
      throw new MemoryAuthError('auth/invalid-email', 'The email address is badly formatted.');
    }
    if (this.accounts.byEmailAddress(email)) {
      throw new MemoryAuthError(
        'auth/email-already-in-use',
        'The email address is already in use by another account.',
      );
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new MemoryAuthError('auth/weak-password', 'Password should be at least 6 characters.');
    }
    const linking = this.user?.isAnonymous === true ? this.user : null;
    const account = this.accounts.save({
      uid: linking?.uid ?? `user-${crypto.randomUUID()}`,
      email,
      displayName: linking?.displayName ?? null,
      password,
    });
    return this.change(accountUser(account));
  }

  /** Google sign-in needs the real auth service; the preview says so instead of pretending. */
  async continueWithGoogle(_mode: 'signup' | 'login'): Promise<SessionUser> {
    throw new MemoryAuthError(
      'auth/operation-not-supported-in-this-environment',
      'Google sign-in is not available in the preview: it needs the Firebase configuration.',
    );
  }

  async signInMethodsForEmail(email: string): Promise<string[]> {
    return this.accounts.methodsFor(email);
  }

  /** For tests and the preview: an account that signs in with Google only. */
  addGoogleAccount(email: string, displayName: string | null = null): void {
    this.accounts.save({ uid: `google-${crypto.randomUUID()}`, email, displayName, google: true });
  }

  async updateDisplayName(displayName: string): Promise<void> {
    // Saving the account needs someone signed in; both data layers say so in these words.
    if (!this.user) throw new Error('No user is currently signed in.');
    const account = this.accounts.byUid(this.user.uid);
    if (account) this.accounts.save({ ...account, displayName });
    this.change({ ...this.user, displayName });
  }

  async signOut(): Promise<void> {
    this.change(null);
  }

  private change<T extends SessionUser | null>(user: T): T {
    this.user = user;
    this.memory?.save(user);
    this.listeners.forEach((listener) => listener(user));
    return user;
  }
}
