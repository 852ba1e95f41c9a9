import type { DesignProfileDoc } from '@yardwise/domain/firestore/documents';
import type { SeedDocuments } from '@yardwise/domain/seed/sampleData';
import type { MemoryStore } from './memoryStore';

const STORAGE_KEY = 'yardwise.previewDesignProfiles';

type SavedProfiles = Record<string, DesignProfileDoc>;

function savedProfiles(): SavedProfiles {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as SavedProfiles;
  } catch {
    return {};
  }
}

/**
 * The preview keeps the design profiles (the funnel's answers) across reloads of one tab, as the
 * real backend keeps them, beside the signed-in user it remembers. Blocked storage only means the
 * preview forgets them.
 */
export const tabDesignProfileMemory = {
  /** The seed with the profiles this tab saved over it. */
  seedWithSaved(seed: SeedDocuments): SeedDocuments {
    return { ...seed, designProfiles: { ...seed.designProfiles, ...savedProfiles() } };
  },

  /** Saves the store's profiles after every change. */
  keep(store: MemoryStore): void {
    store.subscribe(() => {
      const profiles = Object.fromEntries(
        store.list('designProfiles').map(({ id, ...profile }) => [id, profile]),
      );
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(profiles));
      } catch {
        // Without storage the profiles live as long as the page.
      }
    });
  },
};
