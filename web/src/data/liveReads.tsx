import { createContext, useContext } from 'react';
import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import { useDataLayer } from './DataLayerContext';
import type { FieldEquals, LiveDataProps, LiveReads, LiveResult } from './types';

export const LiveReadsContext = createContext<LiveReads | null>(null);

function useLiveReads(): LiveReads {
  const reads = useContext(LiveReadsContext);
  if (!reads)
    throw new Error('Live reads need a <LiveData> ancestor (it loads the database on demand)');
  return reads;
}

/** Wrap a route that reads documents live; in production it loads the Firestore SDK for that route only. */
export function LiveData({ children, fallback }: LiveDataProps) {
  const { LiveDataProvider } = useDataLayer();
  return <LiveDataProvider fallback={fallback}>{children}</LiveDataProvider>;
}

export function useLiveDocument<C extends CollectionName>(
  collection: C,
  id: string | null | undefined,
): LiveResult<WithId<DocOf<C>> | null> {
  return useLiveReads().useDocument(collection, id);
}

export function useLiveQuery<C extends CollectionName>(
  collection: C,
  filters: FieldEquals<C>[],
): LiveResult<WithId<DocOf<C>>[]> {
  return useLiveReads().useQuery(collection, filters);
}
