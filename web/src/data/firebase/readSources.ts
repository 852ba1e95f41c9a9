import { useEffect, useState } from 'react';
import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import type { ReadMode } from '@yardwise/domain/firestore/readModes';
import { loadOnce } from '../loadOnce';
import type { FieldEquals, LiveReads, LiveResult } from '../types';
import type { ChangeSignal } from './changeSignal';
import type { FirestoreRest } from './firestoreRest';

export type Emit<T> = (result: LiveResult<T>) => void;

/** Where documents come from: each watch emits results until it is stopped. */
export interface ReadSource {
  watchDocument<C extends CollectionName>(
    collection: C,
    id: string,
    emit: Emit<WithId<DocOf<C>> | null>,
  ): () => void;
  watchQuery<C extends CollectionName>(
    collection: C,
    filters: FieldEquals<C>[],
    emit: Emit<WithId<DocOf<C>>[]>,
  ): () => void;
}

const loading = { status: 'loading', data: undefined, error: undefined } as const;

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function useWatch<T>(
  key: string | null,
  watch: (emit: Emit<T>) => () => void,
  empty: T,
): LiveResult<T> {
  const [state, setState] = useState<{ key: string | null; result: LiveResult<T> }>({
    key,
    result: loading,
  });
  useEffect(() => {
    if (key === null) return undefined;
    return watch((result) => setState({ key, result }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key identifies the watch
  }, [key]);
  if (key === null) return { status: 'success', data: empty, error: undefined };
  return state.key === key ? state.result : loading;
}

/** The app's read hooks over one source. */
export function liveReadsFrom(source: ReadSource): LiveReads {
  return {
    useDocument(collection, id) {
      return useWatch<WithId<DocOf<typeof collection>> | null>(
        id ? `${collection}/${id}` : null,
        (emit) => source.watchDocument(collection, id!, emit),
        null,
      );
    },
    useQuery(collection, filters) {
      return useWatch<WithId<DocOf<typeof collection>>[]>(
        `${collection}?${JSON.stringify(filters)}`,
        (emit) => source.watchQuery(collection, filters, emit),
        [],
      );
    },
  };
}

/**
 * One-time reads. Watches of the same document or query share one read; with `again`, every
 * watch reads again when it fires (once per document or query), and what it showed stays on
 * screen meanwhile.
 */
export function onceSource(rest: FirestoreRest, again?: ChangeSignal): ReadSource {
  let generation = 0;
  const reads = new Map<string, { generation: number; result: Promise<unknown> }>();
  const watching = new Set<() => void>();
  again?.listen(() => {
    generation += 1;
    for (const read of [...watching]) read();
  });

  function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = reads.get(key);
    if (known?.generation === generation) return known.result as Promise<T>;
    const result = load();
    reads.set(key, { generation, result });
    // A failed read is tried again by the next watch rather than remembered.
    result.catch(() => {
      if (reads.get(key)?.result === result) reads.delete(key);
    });
    return result;
  }

  function watch<T>(key: string, load: () => Promise<T>, emit: Emit<T>): () => void {
    let stopped = false;
    let latest = 0;
    const read = () => {
      const attempt = ++latest;
      const settled = (result: LiveResult<T>) => {
        // A slower earlier read must not overwrite a newer one.
        if (!stopped && attempt === latest) emit(result);
      };
      shared(key, load).then(
        (data) => settled({ status: 'success', data, error: undefined }),
        (error: unknown) => settled({ status: 'error', data: undefined, error: asError(error) }),
      );
    };
    read();
    if (again) watching.add(read);
    return () => {
      stopped = true;
      watching.delete(read);
    };
  }

  return {
    watchDocument: (collection, id, emit) =>
      watch(`${collection}/${id}`, () => rest.getDocument(collection, id), emit),
    watchQuery: (collection, filters, emit) =>
      watch(
        `${collection}?${JSON.stringify(filters)}`,
        () => rest.runQuery(collection, filters),
        emit,
      ),
  };
}

/** A source whose code loads on its first watch (the Firestore SDK stays off routes without one). */
export function lazySource(load: () => Promise<ReadSource>): ReadSource {
  // A failed load is forgotten: the next watch tries again.
  const loaded = loadOnce(load);
  function watchLater<T>(watch: (source: ReadSource) => () => void, emit: Emit<T>) {
    let stopped = false;
    let stop: (() => void) | undefined;
    loaded().then(
      (source) => {
        if (!stopped) stop = watch(source);
      },
      (error: unknown) => {
        if (!stopped) emit({ status: 'error', data: undefined, error: asError(error) });
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }
  return {
    watchDocument: (collection, id, emit) =>
      watchLater((source) => source.watchDocument(collection, id, emit), emit),
    watchQuery: (collection, filters, emit) =>
      watchLater((source) => source.watchQuery(collection, filters, emit), emit),
  };
}

/** Fires `changed` whenever a watch of `source` sees its data change after its first result. */
export function announcingChanges(source: ReadSource, changed: ChangeSignal): ReadSource {
  function announcing<T>(emit: Emit<T>): Emit<T> {
    let first = true;
    return (result) => {
      emit(result);
      if (result.status !== 'success') return;
      if (!first) changed.fire();
      first = false;
    };
  }
  return {
    watchDocument: (collection, id, emit) => source.watchDocument(collection, id, announcing(emit)),
    watchQuery: (collection, filters, emit) =>
      source.watchQuery(collection, filters, announcing(emit)),
  };
}

/** Each collection read from the source of its read mode. */
export function sourceByReadMode(
  modeOf: (collection: CollectionName) => ReadMode,
  sources: Record<ReadMode, ReadSource>,
): ReadSource {
  return {
    watchDocument: (collection, id, emit) =>
      sources[modeOf(collection)].watchDocument(collection, id, emit),
    watchQuery: (collection, filters, emit) =>
      sources[modeOf(collection)].watchQuery(collection, filters, emit),
  };
}
