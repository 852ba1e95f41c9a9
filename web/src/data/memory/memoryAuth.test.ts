import { beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CLIENT, SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import type { SessionUser } from '@web/data/types';
import { createMemoryDataLayer } from './createMemoryDataLayer';
import { MemoryAuth, tabSessionMemory } from './memoryAuth';

const noDocuments = { ...SAMPLE_DATA, documents: {} };
const profileInput = { versionId: 'v10', host: 'localhost' } as const;

/** The users a listener hears about after it first learns the current one. */
async function changesSeenBy(auth: MemoryAuth): Promise<(SessionUser | null)[]> {
  const seen: (SessionUser | null)[] = [];
  auth.onUserChanged((user) => seen.push(user));
  await Promise.resolve();
  seen.length = 0;
  return seen;
}

beforeEach(() => window.sessionStorage.clear());

describe('creating an account in the preview', () => {
  it('turns an anonymous visitor into an account with the same uid and design profile', async () => {
    const dataLayer = createMemoryDataLayer({ data: noDocuments, signedInAs: 'anonymous' });
    const before = await dataLayer.commands.call('createDesignProfile', profileInput);
    const seen = await changesSeenBy(dataLayer.auth);

    const user = await dataLayer.auth.createAccountWithEmail(' Ana@Example.com ', 'secret-123');

    const account = { uid: 'anon-preview', isAnonymous: false, email: 'ana@example.com' };
    expect(user).toMatchObject(account);
    expect(dataLayer.auth.currentUser()).toMatchObject(account);
    expect(seen).toEqual([expect.objectContaining(account)]);
    const after = await dataLayer.commands.call('createDesignProfile', profileInput);
    expect(before.created).toBe(true);
    expect(after).toEqual({ designProfile: before.designProfile, created: false });
  });

  it('creates a new account when an account holder is signed in', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });

    const user = await dataLayer.auth.createAccountWithEmail('bo@example.com', 'secret-123');

    expect(user).toMatchObject({ isAnonymous: false, email: 'bo@example.com' });
    expect(user.uid).not.toBe(SAMPLE_CLIENT.uid);
  });

  it('rejects an email that already has an account, the sample client included', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    dataLayer.auth.addGoogleAccount('gil@example.com');

    for (const email of [SAMPLE_CLIENT.email.toUpperCase(), 'gil@example.com']) {
      await expect(
        dataLayer.auth.createAccountWithEmail(email, 'secret-123'),
      ).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
    }
    expect(dataLayer.auth.currentUser()).toMatchObject({ uid: 'anon-preview', isAnonymous: true });
  });

  it('rejects a password shorter than six characters, and a malformed email', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });

    await expect(
      dataLayer.auth.createAccountWithEmail('ana@example.com', '12345'),
    ).rejects.toMatchObject({ code: 'auth/weak-password' });
    await expect(
      dataLayer.auth.createAccountWithEmail('ana.example.com', 'secret-123'),
    ).rejects.toMatchObject({ code: 'auth/invalid-email' });
    expect(dataLayer.auth.currentUser()).toMatchObject({ isAnonymous: true });
    await expect(dataLayer.auth.signInMethodsForEmail('ana@example.com')).resolves.toEqual([]);
  });

  it('lets the new account sign in again after signing out', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await dataLayer.auth.createAccountWithEmail('ana@example.com', 'secret-123');
    await dataLayer.auth.signOut();

    await expect(
      dataLayer.auth.signInWithEmail('ana@example.com', 'wrong-password'),
    ).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(
      dataLayer.auth.signInWithEmail('ana@example.com', 'secret-123'),
    ).resolves.toMatchObject({ uid: 'anon-preview', isAnonymous: false });
  });

  it('keeps the account and the signed-in user across a reload of the preview', async () => {
    const first = new MemoryAuth(SAMPLE_DATA.users, null, tabSessionMemory);
    await first.signInAnonymously();
    const account = await first.createAccountWithEmail('ana@example.com', 'secret-123');

    const reloaded = new MemoryAuth(SAMPLE_DATA.users, null, tabSessionMemory);
    expect(reloaded.currentUser()).toEqual(account);
    await reloaded.signOut();
    await expect(reloaded.signInWithEmail('ana@example.com', 'secret-123')).resolves.toEqual(
      account,
    );
    await expect(
      reloaded.signInWithEmail(SAMPLE_CLIENT.email, SAMPLE_CLIENT.password),
    ).resolves.toMatchObject({ uid: SAMPLE_CLIENT.uid });
  });
});

describe('sign-in methods and Google in the preview', () => {
  it('knows password accounts, Google-only accounts and unknown emails', async () => {
    const { auth } = createMemoryDataLayer({ signedInAs: 'anonymous' });
    auth.addGoogleAccount('gil@example.com');
    await auth.createAccountWithEmail('ana@example.com', 'secret-123');

    await expect(auth.signInMethodsForEmail(SAMPLE_CLIENT.email)).resolves.toEqual(['password']);
    await expect(auth.signInMethodsForEmail(' ANA@example.com')).resolves.toEqual(['password']);
    await expect(auth.signInMethodsForEmail('gil@example.com')).resolves.toEqual(['google.com']);
    await expect(auth.signInMethodsForEmail('nobody@example.com')).resolves.toEqual([]);
  });

  it('does not let a Google-only account sign in with a password', async () => {
    const { auth } = createMemoryDataLayer();
    auth.addGoogleAccount('gil@example.com');

    await expect(auth.signInWithEmail('gil@example.com', '')).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
  });

  it('says Google sign-in needs the real auth service and leaves the visitor as they were', async () => {
    const { auth } = createMemoryDataLayer({ signedInAs: 'anonymous' });

    await expect(auth.continueWithGoogle('signup')).rejects.toMatchObject({
      code: 'auth/operation-not-supported-in-this-environment',
      message: expect.stringContaining('Google sign-in is not available in the preview'),
    });
    expect(auth.currentUser()).toMatchObject({ uid: 'anon-preview', isAnonymous: true });
  });
});

describe('display name in the preview', () => {
  it('renames the signed-in user, tells listeners and keeps the name for the next sign-in', async () => {
    const { auth } = createMemoryDataLayer({ signedInAs: 'anonymous' });
    await auth.createAccountWithEmail('ana@example.com', 'secret-123');
    const seen = await changesSeenBy(auth);

    await auth.updateDisplayName('Ana Diaz');

    expect(auth.currentUser()).toMatchObject({ displayName: 'Ana Diaz' });
    expect(seen).toEqual([expect.objectContaining({ displayName: 'Ana Diaz' })]);
    await auth.signOut();
    await expect(auth.signInWithEmail('ana@example.com', 'secret-123')).resolves.toMatchObject({
      displayName: 'Ana Diaz',
    });
  });

  it('refuses when nobody is signed in', async () => {
    const { auth } = createMemoryDataLayer();

    await expect(auth.updateDisplayName('Ana')).rejects.toThrow('No user is currently signed in.');
  });
});
