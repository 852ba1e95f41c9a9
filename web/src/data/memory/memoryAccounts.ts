import type { SeedUser } from '@yardwise/domain/seed/sampleData';

/** A sign-in account of the preview: a password, Google, or both, as the auth service keeps them. */
export interface MemoryAccount {
  uid: string;
  email: string;
  displayName: string | null;
  password?: string;
  google?: boolean;
}

/** Keeps accounts made in the preview across reloads of one tab, like the signed-in user. */
export interface AccountMemory {
  loadAccounts(): MemoryAccount[];
  saveAccounts(accounts: MemoryAccount[]): void;
}

const STORAGE_KEY = 'yardwise.previewAccounts';

export const tabAccountMemory: AccountMemory = {
  loadAccounts() {
    try {
      const raw = window.sessionStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as MemoryAccount[]) : [];
    } catch {
      return [];
    }
  },
  saveAccounts(accounts) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(accounts));
    } catch {
      // Blocked storage only means the preview forgets new accounts on reload.
    }
  },
};

/** The auth service stores emails case-insensitively; so does the preview. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The preview's account registry: the seeded accounts plus those made in this tab. */
export class MemoryAccounts {
  private readonly byEmail = new Map<string, MemoryAccount>();

  constructor(
    seeded: SeedUser[],
    private readonly memory?: AccountMemory,
  ) {
    for (const user of seeded) this.byEmail.set(normalEmail(user.email), { ...user });
    for (const account of memory?.loadAccounts() ?? []) this.byEmail.set(account.email, account);
  }

  byEmailAddress(email: string): MemoryAccount | undefined {
    return this.byEmail.get(normalEmail(email));
  }

  byUid(uid: string): MemoryAccount | undefined {
    return [...this.byEmail.values()].find((account) => account.uid === uid);
  }

  /** Adds or replaces the account with this email. */
  save(account: MemoryAccount): MemoryAccount {
    const saved = { ...account, email: normalEmail(account.email) };
    this.byEmail.set(saved.email, saved);
    this.memory?.saveAccounts([...this.byEmail.values()]);
    return saved;
  }

  /** The provider ids the auth service reports for an email, e.g. ['password', 'google.com']. */
  methodsFor(email: string): string[] {
    const account = this.byEmailAddress(email);
    if (!account) return [];
    return [
      ...(account.password !== undefined ? ['password'] : []),
      ...(account.google ? ['google.com'] : []),
    ];
  }
}
