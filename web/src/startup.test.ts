import { describe, expect, it, vi } from 'vitest';
import { createMemoryDataLayer } from './data/memory/createMemoryDataLayer';
import { signInWithLoginToken, unregisterServiceWorkers } from './startup';

function pageAt(href: string) {
  const location = new URL(href) as unknown as Location;
  const history = { state: null, replaceState: vi.fn() } as unknown as History;
  return { location, history };
}

describe('login_token sign-in before render', () => {
  it('signs in with the token and removes it from the address bar, keeping other parameters', async () => {
    const { auth } = createMemoryDataLayer();
    const { location, history } = pageAt(
      'https://app.example/onboard/my-yard?login_token=sample-client&debug=true#top',
    );

    await signInWithLoginToken(auth, location, history);

    expect(auth.currentUser()).toMatchObject({ uid: 'sample-client', isAnonymous: false });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/onboard/my-yard?debug=true#top');
  });

  it('logs a failed sign-in and lets rendering continue', async () => {
    const { auth } = createMemoryDataLayer();
    const { location, history } = pageAt('https://app.example/?login_token=not-a-user');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(signInWithLoginToken(auth, location, history)).resolves.toBeUndefined();

    expect(auth.currentUser()).toBeNull();
    expect(logged).toHaveBeenCalledWith('Sign-in with the login token failed', expect.any(Error));
    logged.mockRestore();
  });

  it('does nothing without a token', async () => {
    const { auth } = createMemoryDataLayer();
    const { location, history } = pageAt('https://app.example/purchase?package=front-yard');

    await signInWithLoginToken(auth, location, history);

    expect(history.replaceState).not.toHaveBeenCalled();
    expect(auth.currentUser()).toBeNull();
  });
});

describe('service worker unregistration', () => {
  it('unregisters every registered service worker', async () => {
    const registrations = [
      { unregister: vi.fn(async () => true) },
      { unregister: vi.fn(async () => true) },
    ];
    const container = {
      getRegistrations: async () => registrations,
    } as unknown as ServiceWorkerContainer;

    await unregisterServiceWorkers(container);

    registrations.forEach((registration) => expect(registration.unregister).toHaveBeenCalledOnce());
  });

  it('copes with browsers without service workers', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBeUndefined();
  });
});
