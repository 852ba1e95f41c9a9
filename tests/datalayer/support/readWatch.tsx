import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { LiveReadsContext } from '../../../web/src/data/liveReads';
import type { LiveReads, LiveResult } from '../../../web/src/data/types';

/**
 * What each live read the screen opened last reported, by target (`profiles/{uid}`, or
 * `media where userId == {uid} and projectId == {id}`). Tests wait for a read to have loaded
 * before a function changes its documents, so a read made once after the change cannot pass.
 */
export interface ReadWatch {
  /** The targets whose latest result is a success. */
  loaded(): string[];
  /** Passes the screen's reads through unchanged, noting each target's status. */
  Provider(props: { children: ReactNode }): ReactNode;
}

export function createReadWatch(): ReadWatch {
  const statuses = new Map<string, LiveResult<unknown>['status']>();
  const useNote = (target: string | null, status: LiveResult<unknown>['status']) => {
    useEffect(() => {
      if (target) statuses.set(target, status);
    }, [target, status]);
  };
  const watched = (inner: LiveReads): LiveReads => ({
    useDocument(collection, id) {
      const result = inner.useDocument(collection, id);
      useNote(id ? `${collection}/${id}` : null, result.status);
      return result;
    },
    useQuery(collection, filters) {
      const result = inner.useQuery(collection, filters);
      const where = filters.map(({ field, value }) => `${field} == ${String(value)}`).join(' and ');
      useNote(`${collection} where ${where}`, result.status);
      return result;
    },
  });
  function Provider({ children }: { children: ReactNode }) {
    const inner = useContext(LiveReadsContext);
    if (!inner) throw new Error('The read watch goes inside the live data provider');
    const reads = useMemo(() => watched(inner), [inner]);
    return <LiveReadsContext.Provider value={reads}>{children}</LiveReadsContext.Provider>;
  }
  return {
    loaded: () => [...statuses].filter(([, status]) => status === 'success').map(([t]) => t),
    Provider,
  };
}
