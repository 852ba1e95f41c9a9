import { SAMPLE_CLIENT, SAMPLE_DATA, type SampleData } from '@yardwise/domain/seed/sampleData';
import type { CommandClient, DataLayer, SessionUser } from '@web/data/types';
import { MemoryAuth, tabSessionMemory } from './memoryAuth';
import { tabDesignProfileMemory } from './memoryDesignProfiles';
import { createMemoryLiveDataProvider, createMemoryReferenceReads } from './memoryLiveReads';
import { MemoryStorage, type MemoryStorageOptions } from './memoryStorage';
import { previewViewerFromLink } from './previewViewerLink';
import { MemoryStore } from './memoryStore';

export interface MemoryDataLayerOptions {
  data?: SampleData;
  /** Who is signed in at start; null lets the session sign a visitor in anonymously. */
  signedInAs?: 'anonymous' | 'sample-client' | null;
  /** Remember the signed-in user and the design profiles across reloads of the tab (the preview build). */
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

/** How the layer's commands are made from its store, auth and uploaded files. */
export type MemoryCommandsFactory = (
  store: MemoryStore,
  auth: MemoryAuth,
  storage: MemoryStorage,
) => CommandClient;

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

/** The in-memory data layer around seed data, with the commands `commandsFor` makes. */
export function memoryDataLayer(
  options: MemoryDataLayerOptions,
  commandsFor: MemoryCommandsFactory,
): MemoryDataLayer {
  const data = options.data ?? SAMPLE_DATA;
  const profileMemory = options.rememberSession ? tabDesignProfileMemory : null;
  const store = new MemoryStore(profileMemory?.seedWithSaved(data.documents) ?? data.documents);
  profileMemory?.keep(store);
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
    commands: commandsFor(store, auth, storage),
    reference: createMemoryReferenceReads(store),
    LiveDataProvider: createMemoryLiveDataProvider(store),
  };
}
