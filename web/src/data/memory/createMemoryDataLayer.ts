import { SAMPLE_CLIENT, SAMPLE_DATA, type SampleData } from '@yardwise/domain/seed/sampleData';
import type { DataLayer, SessionUser } from '../types';
import { MemoryAuth, tabSessionMemory } from './memoryAuth';
import { createMemoryCommands } from './memoryCommands';
import { createMemoryLiveDataProvider } from './memoryLiveReads';
import { MemoryStorage, type MemoryStorageOptions } from './memoryStorage';
import { previewViewerFromLink } from './previewViewerLink';
import { MemoryStore } from './memoryStore';

export interface MemoryDataLayerOptions {
  data?: SampleData;
  /** Who is signed in at start; null lets the session sign a visitor in anonymously. */
  signedInAs?: 'anonymous' | 'sample-client' | null;
  /** Remember the signed-in user across reloads of the tab (the preview build). */
  rememberSession?: boolean;
  /** The opening page's query string: a link may name who is signed in (previewViewerLink.ts). */
  linkQuery?: string;
  /** Upload pacing; tests shorten the preview's visible progress steps. */
  storage?: MemoryStorageOptions;
}

export interface MemoryDataLayer extends DataLayer {
  kind: 'memory';
  store: MemoryStore;
  auth: MemoryAuth;
  storage: MemoryStorage;
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
    initialUser(previewViewerFromLink(options.linkQuery ?? '') ?? options.signedInAs ?? null),
    options.rememberSession ? tabSessionMemory : undefined,
  );
  const storage = new MemoryStorage(options.storage);
  return {
    kind: 'memory',
    store,
    auth,
    storage,
    commands: createMemoryCommands(store, auth, storage),
    LiveDataProvider: createMemoryLiveDataProvider(store),
  };
}
