import type { SeedUser } from '@yardwise/domain/seed/sampleData';
import type { AuthPort, SessionUser } from '../types';

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

function accountUser(user: SeedUser): SessionUser {
  return { uid: user.uid, isAnonymous: false, email: user.email, displayName: user.displayName };
}

/** Keeps the signed-in user across reloads of one tab, so the preview behaves like a real session. */
export interface SessionMemory {
  load(): SessionUser | null;
  save(user: SessionUser | null): void;
}

export const tabSessionMemory: SessionMemory = {
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

  constructor(
    private readonly accounts: SeedUser[],
    initialUser: SessionUser | null,
    private readonly memory?: SessionMemory,
  ) {
    this.user = memory?.load() ?? initialUser;
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

  /** The preview has no token service: a "custom token" is a seeded account's uid. */
  async signInWithCustomToken(token: string): Promise<SessionUser> {
    const account = this.accounts.find((candidate) => candidate.uid === token);
    if (!account)
      throw new MemoryAuthError('auth/invalid-custom-token', 'The sign-in link is not valid.');
    return this.change(accountUser(account));
  }

  async signInWithEmail(email: string, password: string): Promise<SessionUser> {
    const account = this.accounts.find(
      (candidate) => candidate.email === email.trim().toLowerCase(),
    );
    if (!account || account.password !== password) {
      throw new MemoryAuthError('auth/invalid-credential', 'The email or password is not correct.');
    }
    return this.change(accountUser(account));
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
