import { SAMPLE_CLIENT, SAMPLE_DATA, type SampleData } from '@yardwise/domain/seed/sampleData';
import type { DataLayer, SessionUser } from '../types';
import { MemoryAuth, tabSessionMemory } from './memoryAuth';
import { createMemoryCommands } from './memoryCommands';
import { createMemoryLiveDataProvider } from './memoryLiveReads';
import { MemoryStore } from './memoryStore';

export interface MemoryDataLayerOptions {
  data?: SampleData;
  /** Who is signed in at start; null lets the session sign a visitor in anonymously. */
  signedInAs?: 'anonymous' | 'sample-client' | null;
  /** Remember the signed-in user across reloads of the tab (the preview build). */
  rememberSession?: boolean;
}

export interface MemoryDataLayer extends DataLayer {
  kind: 'memory';
  store: MemoryStore;
  auth: MemoryAuth;
}

function initialUser(signedInAs: MemoryDataLayerOptions['signedInAs']): SessionUser | null {
  if (signedInAs === 'anonymous') {
    return { uid: 'anon-preview', isAnonymous: true, email: null, displayName: null };
  }
  if (signedInAs === 'sample-client') {
    return {
      uid: SAMPLE_CLIENT.uid,
      isAnonymous: false,
      email: SAMPLE_CLIENT.email,
      displayName: SAMPLE_CLIENT.displayName,
    };
  }
  return null;
}

/** The in-memory data layer: same interface and domain rules as Firebase, for the preview and component tests. */
export function createMemoryDataLayer(options: MemoryDataLayerOptions = {}): MemoryDataLayer {
  const data = options.data ?? SAMPLE_DATA;
  const store = new MemoryStore(data.documents);
  const auth = new MemoryAuth(
    data.users,
    initialUser(options.signedInAs ?? null),
    options.rememberSession ? tabSessionMemory : undefined,
  );
  return {
    kind: 'memory',
    store,
    auth,
    commands: createMemoryCommands(store, auth),
    LiveDataProvider: createMemoryLiveDataProvider(store),
  };
}
