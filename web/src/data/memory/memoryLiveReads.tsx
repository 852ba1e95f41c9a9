import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { CollectionName } from '@yardwise/domain/firestore/collections';
import { LiveReadsContext } from '@web/data/liveReads';
import type { FieldEquals, LiveReads, LiveResult, ReferenceReads } from '@web/data/types';
import type { MemoryStore } from './memoryStore';

function success<T>(data: T): LiveResult<T> {
  return { status: 'success', data, error: undefined };
}

/** The store's documents matching every equality filter, as a Firestore query returns them. */
function queryStore<C extends CollectionName>(
  store: MemoryStore,
  collection: C,
  filters: FieldEquals<C>[],
) {
  return store
    .list(collection)
    .filter((doc) =>
      filters.every(
        ({ field, value }) => (doc as unknown as Record<string, unknown>)[field] === value,
      ),
    );
}

/** Reference data from the store, answered like the one-time reads of Firestore. */
export function createMemoryReferenceReads(store: MemoryStore): ReferenceReads {
  return {
    getDocument: async (collection, id) => store.read(collection, id) ?? null,
    getQuery: async (collection, filters) => queryStore(store, collection, filters),
  };
}

export function createMemoryLiveReads(store: MemoryStore): LiveReads {
  const useVersion = () =>
    useSyncExternalStore(
      (listener) => store.subscribe(listener),
      () => store.getVersion(),
    );
  return {
    useDocument(collection, id) {
      const version = useVersion();
      return useMemo(
        () => success(id ? (store.read(collection, id) ?? null) : null),
        // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks a store change
        [collection, id, version],
      );
    },
    useQuery<C extends CollectionName>(collection: C, filters: FieldEquals<C>[]) {
      const version = useVersion();
      const key = JSON.stringify(filters);
      return useMemo(
        () => success(queryStore(store, collection, filters)),
        // eslint-disable-next-line react-hooks/exhaustive-deps -- filters are compared by value through key
        [collection, key, version],
      );
    },
  };
}

export function createMemoryLiveDataProvider(store: MemoryStore) {
  const reads = createMemoryLiveReads(store);
  return function MemoryLiveData({ children }: { children: ReactNode }) {
    return <LiveReadsContext.Provider value={reads}>{children}</LiveReadsContext.Provider>;
  };
}
