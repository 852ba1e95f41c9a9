import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DataLayerContext } from './DataLayerContext';
import { SessionProvider, useSession } from './session';
import { createMemoryDataLayer } from './memory/createMemoryDataLayer';
import type { AuthPort, DataLayer } from './types';

function SessionView() {
  const { ready, user, anonId } = useSession();
  return (
    <p>
      {ready ? 'ready' : 'waiting'} |{' '}
      {user ? (user.isAnonymous ? 'anonymous' : user.email) : 'nobody'} | {anonId ?? 'no-anon-id'}
    </p>
  );
}

function renderSession(dataLayer: DataLayer) {
  return render(
    <DataLayerContext.Provider value={dataLayer}>
      <SessionProvider>
        <SessionView />
      </SessionProvider>
    </DataLayerContext.Provider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('session', () => {
  it('signs a new visitor in anonymously and uses the anonymous uid as anonId', async () => {
    const dataLayer = createMemoryDataLayer();
    renderSession(dataLayer);

    expect(await screen.findByText(/^ready \| anonymous \| anon-/)).toBeInTheDocument();
  });

  it('keeps a signed-in client without signing in anonymously', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    renderSession(dataLayer);

    expect(await screen.findByText(/^ready \| client@yardwise.example \|/)).toBeInTheDocument();
  });

  it('stops waiting for auth after 3000 ms and falls back to a local anonymous id', () => {
    vi.useFakeTimers();
    const silentAuth: AuthPort = {
      onUserChanged: () => () => undefined,
      signInAnonymously: () => new Promise(() => undefined),
      signInWithCustomToken: () => new Promise(() => undefined),
      signInWithEmail: () => new Promise(() => undefined),
      createAccountWithEmail: () => new Promise(() => undefined),
      continueWithGoogle: () => new Promise(() => undefined),
      signInMethodsForEmail: async () => [],
      updateDisplayName: async () => undefined,
      signOut: async () => undefined,
    };
    renderSession({ ...createMemoryDataLayer(), auth: silentAuth });
    expect(screen.getByText(/^waiting \| nobody \| no-anon-id/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText(/^waiting/)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/^ready \| nobody \| local-/)).toBeInTheDocument();
  });
});
