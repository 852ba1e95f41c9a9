import { describe, expect, it, vi } from 'vitest';
import { lazyAuthPort } from './lazyAuthPort';
import { createMemoryDataLayer } from './memory/createMemoryDataLayer';
import type { SessionUser } from './types';

describe('lazyAuthPort', () => {
  it('loads the implementation only when first used, and once', async () => {
    const { auth } = createMemoryDataLayer();
    const load = vi.fn(async () => auth);
    const port = lazyAuthPort(load);
    expect(load).not.toHaveBeenCalled();

    const user = await port.signInAnonymously();
    await port.signOut();
    expect(user.isAnonymous).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a listener about the user once the implementation has loaded', async () => {
    const { auth } = createMemoryDataLayer({ signedInAs: 'sample-client' });
    const port = lazyAuthPort(async () => auth);
    const seen: (SessionUser | null)[] = [];
    port.onUserChanged((user) => seen.push(user));

    await vi.waitFor(() => expect(seen.at(-1)?.isAnonymous).toBe(false));
  });

  it('never calls a listener that unsubscribed before the implementation arrived', async () => {
    const { auth } = createMemoryDataLayer({ signedInAs: 'sample-client' });
    let arrive: () => void = () => undefined;
    const port = lazyAuthPort(() => new Promise((resolve) => (arrive = () => resolve(auth))));
    const listener = vi.fn();
    const unsubscribe = port.onUserChanged(listener);
    unsubscribe();
    arrive();
    await port.signOut();

    expect(listener).not.toHaveBeenCalled();
  });

  it('tries to load again after a failed load', async () => {
    const { auth } = createMemoryDataLayer();
    const load = vi
      .fn<() => Promise<typeof auth>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(auth);
    const port = lazyAuthPort(load);

    await expect(port.signInAnonymously()).rejects.toThrow('offline');
    await expect(port.signInAnonymously()).resolves.toMatchObject({ isAnonymous: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
