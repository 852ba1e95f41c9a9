import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserCredential } from 'firebase/auth';
import type { SessionUser } from '@web/data/types';

// The auth SDK is replaced by spies; `popupResolverReads` counts reads of the popup resolver, so a
// test can tell whether the port touched it before Google sign-in was chosen.
const sdk = vi.hoisted(() => {
  const state = { popupResolverReads: 0 };
  const popupResolver = { name: 'popup resolver' };
  const fakeAuth: { currentUser: unknown } = { currentUser: null };
  const userCredential = (user: unknown) => Promise.resolve({ user } as unknown as UserCredential);
  return { state, popupResolver, fakeAuth, userCredential };
});

vi.mock('./firebaseApp', () => ({ firebaseApp: () => ({ name: 'app' }) }));
vi.mock('./firebaseConfig', () => ({ useEmulators: false, emulatorHosts: { auth: '' } }));
vi.mock('firebase/auth', () => ({
  get browserPopupRedirectResolver() {
    sdk.state.popupResolverReads += 1;
    return sdk.popupResolver;
  },
  browserLocalPersistence: 'local',
  indexedDBLocalPersistence: 'indexedDB',
  initializeAuth: vi.fn(() => sdk.fakeAuth),
  connectAuthEmulator: vi.fn(),
  onAuthStateChanged: vi.fn(() => () => undefined),
  signInAnonymously: vi.fn(),
  signInWithCustomToken: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
  EmailAuthProvider: {
    credential: vi.fn((email: string, password: string) => ({ email, password })),
  },
  GoogleAuthProvider: vi.fn(function GoogleAuthProvider() {}),
  linkWithCredential: vi.fn(),
  linkWithPopup: vi.fn(),
  signInWithPopup: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  fetchSignInMethodsForEmail: vi.fn(),
  updateProfile: vi.fn(),
}));

const firebase = await import('firebase/auth');
const { createFirebaseAuthPort } = await import('./firebaseAuth');

// Auth is made once per page; what it was made with is read before the spies are cleared.
createFirebaseAuthPort();
const authOptions = vi.mocked(firebase.initializeAuth).mock.calls[0]?.[1];

/** A Firebase user whose reload() brings the account's state in, as after a real link. */
function fakeUser(fields: Partial<SessionUser>, afterReload: Partial<SessionUser> = {}) {
  const user = { uid: 'visitor-1', isAnonymous: true, email: null, displayName: null, ...fields };
  return Object.assign(user, {
    reload: vi.fn(async () => void Object.assign(user, afterReload)),
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  sdk.state.popupResolverReads = 0;
  sdk.fakeAuth.currentUser = null;
});

describe('Firebase auth port: creating an account', () => {
  it('links the email to an anonymous visitor, keeping the uid, and tells listeners', async () => {
    const visitor = fakeUser({}, { isAnonymous: false, email: 'ana@example.com' });
    sdk.fakeAuth.currentUser = visitor;
    vi.mocked(firebase.linkWithCredential).mockImplementation(() => sdk.userCredential(visitor));
    const port = createFirebaseAuthPort();
    const seen: (SessionUser | null)[] = [];
    port.onUserChanged((user) => seen.push(user));

    const user = await port.createAccountWithEmail('  ana@example.com ', 'secret-123');

    expect(firebase.EmailAuthProvider.credential).toHaveBeenCalledWith(
      'ana@example.com',
      'secret-123',
    );
    expect(firebase.linkWithCredential).toHaveBeenCalledWith(visitor, {
      email: 'ana@example.com',
      password: 'secret-123',
    });
    expect(firebase.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(visitor.reload).toHaveBeenCalled();
    const expected = { uid: 'visitor-1', isAnonymous: false, email: 'ana@example.com' };
    expect(user).toMatchObject(expected);
    expect(seen).toEqual([expect.objectContaining(expected)]);
  });

  it('creates a new account when nobody, or an account holder, is signed in', async () => {
    const created = fakeUser({ uid: 'new-1', isAnonymous: false, email: 'bo@example.com' });
    vi.mocked(firebase.createUserWithEmailAndPassword).mockImplementation(() =>
      sdk.userCredential(created),
    );
    const port = createFirebaseAuthPort();

    await expect(
      port.createAccountWithEmail('bo@example.com ', 'secret-123'),
    ).resolves.toMatchObject({ uid: 'new-1' });
    sdk.fakeAuth.currentUser = fakeUser({ uid: 'client-1', isAnonymous: false });
    await port.createAccountWithEmail('bo@example.com', 'secret-123');

    expect(firebase.createUserWithEmailAndPassword).toHaveBeenCalledTimes(2);
    expect(firebase.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      sdk.fakeAuth,
      'bo@example.com',
      'secret-123',
    );
    expect(firebase.linkWithCredential).not.toHaveBeenCalled();
  });

  it('passes the auth service error on unchanged', async () => {
    sdk.fakeAuth.currentUser = fakeUser({});
    const inUse = Object.assign(new Error('in use'), { code: 'auth/email-already-in-use' });
    vi.mocked(firebase.linkWithCredential).mockRejectedValue(inUse);

    await expect(
      createFirebaseAuthPort().createAccountWithEmail('ana@example.com', 'secret-123'),
    ).rejects.toBe(inUse);
  });
});

describe('Firebase auth port: Google', () => {
  it('starts without the popup resolver and loads it only when Google is chosen', async () => {
    const visitor = fakeUser({}, { isAnonymous: false, email: 'ana@gmail.example' });
    sdk.fakeAuth.currentUser = visitor;
    vi.mocked(firebase.linkWithPopup).mockImplementation(() => sdk.userCredential(visitor));

    const port = createFirebaseAuthPort();
    await port.signInMethodsForEmail('ana@example.com');
    expect(sdk.state.popupResolverReads).toBe(0);
    expect(authOptions).toBeDefined();
    expect(authOptions).not.toHaveProperty('popupRedirectResolver');

    const user = await port.continueWithGoogle('signup');

    expect(sdk.state.popupResolverReads).toBe(1);
    expect(firebase.linkWithPopup).toHaveBeenCalledWith(
      visitor,
      expect.any(firebase.GoogleAuthProvider),
      sdk.popupResolver,
    );
    expect(firebase.signInWithPopup).not.toHaveBeenCalled();
    expect(user).toMatchObject({ uid: 'visitor-1', isAnonymous: false });
  });

  it('signs in with a popup for a login, even from an anonymous visitor', async () => {
    sdk.fakeAuth.currentUser = fakeUser({});
    const client = fakeUser({ uid: 'client-1', isAnonymous: false });
    vi.mocked(firebase.signInWithPopup).mockImplementation(() => sdk.userCredential(client));

    await expect(createFirebaseAuthPort().continueWithGoogle('login')).resolves.toMatchObject({
      uid: 'client-1',
    });
    expect(firebase.signInWithPopup).toHaveBeenCalledWith(
      sdk.fakeAuth,
      expect.any(firebase.GoogleAuthProvider),
      sdk.popupResolver,
    );
    expect(firebase.linkWithPopup).not.toHaveBeenCalled();
  });
});

describe('Firebase auth port: sign-in methods and display name', () => {
  it('returns the methods the auth service knows for a trimmed email', async () => {
    vi.mocked(firebase.fetchSignInMethodsForEmail).mockResolvedValue(['google.com']);

    await expect(
      createFirebaseAuthPort().signInMethodsForEmail(' ana@example.com '),
    ).resolves.toEqual(['google.com']);
    expect(firebase.fetchSignInMethodsForEmail).toHaveBeenCalledWith(
      sdk.fakeAuth,
      'ana@example.com',
    );
  });

  it('treats a failed lookup as "no hint" and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(firebase.fetchSignInMethodsForEmail).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }),
    );

    await expect(
      createFirebaseAuthPort().signInMethodsForEmail('ana@example.com'),
    ).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('updates the signed-in user name and tells listeners', async () => {
    const client = fakeUser({ uid: 'client-1', isAnonymous: false });
    sdk.fakeAuth.currentUser = client;
    vi.mocked(firebase.updateProfile).mockImplementation(async (user, profile) => {
      Object.assign(user, profile);
    });
    const port = createFirebaseAuthPort();
    const seen: (SessionUser | null)[] = [];
    port.onUserChanged((user) => seen.push(user));

    await port.updateDisplayName('Ana Diaz');

    expect(firebase.updateProfile).toHaveBeenCalledWith(client, { displayName: 'Ana Diaz' });
    expect(seen).toEqual([expect.objectContaining({ uid: 'client-1', displayName: 'Ana Diaz' })]);
  });

  it('refuses to rename when nobody is signed in', async () => {
    await expect(createFirebaseAuthPort().updateDisplayName('Ana')).rejects.toThrow(
      'No user is currently signed in.',
    );
    expect(firebase.updateProfile).not.toHaveBeenCalled();
  });
});
