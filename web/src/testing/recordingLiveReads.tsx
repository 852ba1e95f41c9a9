import { useEffect, type ReactNode } from 'react';
import type { CollectionName } from '@yardwise/domain/firestore/collections';
import { LiveReadsContext } from '@web/data/liveReads';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
  type MemoryDataLayerOptions,
} from '@web/data/memory/createMemoryDataLayer';
import { createMemoryLiveReads } from '@web/data/memory/memoryLiveReads';
import type { FieldEquals, LiveReads, ReferenceReads } from '@web/data/types';

/**
 * One read a screen opened: a document by id, or a query by equality filters; `live` listens for
 * changes, `once` is a one-time read of reference data.
 */
export type RecordedRead = { mode: 'live' | 'once'; returned: number } & (
  | { kind: 'document'; collection: CollectionName; id: string }
  | { kind: 'query'; collection: CollectionName; filters: { field: string; value: unknown }[] }
);

/**
 * What the read costs in Firestore when it opens: a document listener reads its document (found or
 * not); a query listener reads every document it returns, and one when it returns none.
 */
export function documentsRead(read: RecordedRead): number {
  return read.kind === 'document' ? 1 : Math.max(1, read.returned);
}

/**
 * A read as `EXPECTED_READS` names it: `profiles/{uid}`, or `media where userId == {uid}, ...`,
 * followed by ` (once)` for a one-time read, with each known value (e.g. the client's uid)
 * replaced by its placeholder wherever it occurs.
 */
export function describeRead(read: RecordedRead, placeholders: Record<string, string>): string {
  const text =
    read.kind === 'document'
      ? `${read.collection}/${read.id}`
      : read.filters.length === 0
        ? `${read.collection} (all)`
        : `${read.collection} where ${read.filters
            .map(({ field, value }) => `${field} == ${String(value)}`)
            .join(', ')}`;
  const withMode = read.mode === 'once' ? `${text} (once)` : text;
  return Object.entries(placeholders).reduce(
    (described, [placeholder, value]) => described.replaceAll(value, placeholder),
    withMode,
  );
}

/** The reads recorded so far, one per distinct document or query, as Firestore shares listeners. */
export interface ReadLog {
  reads(): RecordedRead[];
}

function targetOf(read: RecordedRead): string {
  return read.kind === 'document'
    ? `${read.collection}/${read.id}`
    : `${read.collection}?${JSON.stringify(read.filters)}`;
}

/**
 * Live reads over the in-memory store that note every subscription as production would open it:
 * in an effect (a render that never commits opens nothing), keyed by its target, with how many
 * documents it returned last.
 */
export function createRecordingLiveReads(inner: LiveReads): {
  reads: LiveReads;
  log: ReadLog;
  opened: Map<string, RecordedRead>;
} {
  const opened = new Map<string, RecordedRead>();
  const useRecord = (read: RecordedRead | null) => {
    const target = read ? targetOf(read) : null;
    const returned = read?.returned;
    useEffect(() => {
      if (read && target) opened.set(target, read);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the target and count identify the read
    }, [target, returned]);
  };
  const reads: LiveReads = {
    useDocument(collection, id) {
      const result = inner.useDocument(collection, id);
      useRecord(
        id
          ? { mode: 'live', kind: 'document', collection, id, returned: result.data ? 1 : 0 }
          : null,
      );
      return result;
    },
    useQuery<C extends CollectionName>(collection: C, filters: FieldEquals<C>[]) {
      const result = inner.useQuery(collection, filters);
      useRecord({
        mode: 'live',
        kind: 'query',
        collection,
        filters: filters.map(({ field, value }) => ({ field, value })),
        returned: result.data?.length ?? 0,
      });
      return result;
    },
  };
  return {
    reads,
    log: { reads: () => [...opened.values()] },
    opened,
  };
}

/** One-time reads of reference data that note each read, with how many documents it returned. */
function createRecordingReferenceReads(inner: ReferenceReads, into: Map<string, RecordedRead>) {
  const recorded = <T,>(read: RecordedRead, result: Promise<T>, count: (data: T) => number) => {
    into.set(targetOf(read), read);
    void result.then((data) => into.set(targetOf(read), { ...read, returned: count(data) }));
    return result;
  };
  const reference: ReferenceReads = {
    getDocument: (collection, id) =>
      recorded(
        { mode: 'once', kind: 'document', collection, id, returned: 0 },
        inner.getDocument(collection, id),
        (data) => (data ? 1 : 0),
      ),
    getQuery: (collection, filters) =>
      recorded(
        {
          mode: 'once',
          kind: 'query',
          collection,
          filters: filters.map(({ field, value }) => ({ field, value })),
          returned: 0,
        },
        inner.getQuery(collection, filters),
        (data) => data.length,
      ),
  };
  return reference;
}

export interface RecordingDataLayer {
  dataLayer: MemoryDataLayer;
  log: ReadLog;
}

/** The in-memory data layer (sample data) whose live reads are recorded. */
export function createRecordingDataLayer(options: MemoryDataLayerOptions = {}): RecordingDataLayer {
  const memory = createMemoryDataLayer(options);
  const { reads, log, opened } = createRecordingLiveReads(createMemoryLiveReads(memory.store));
  function RecordingLiveData({ children }: { children: ReactNode }) {
    return <LiveReadsContext.Provider value={reads}>{children}</LiveReadsContext.Provider>;
  }
  const reference = createRecordingReferenceReads(memory.reference, opened);
  return { dataLayer: { ...memory, reference, LiveDataProvider: RecordingLiveData }, log };
}
