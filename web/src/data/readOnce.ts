import { useEffect, useState } from 'react';
import type { LiveResult } from './types';

interface SharedRead {
  promise: Promise<unknown>;
  settled?: LiveResult<unknown>;
}

// One read per key and source (a data layer's reference reads or commands) for the whole visit.
// A failed read is forgotten, so the next screen that asks tries again.
const readsBySource = new WeakMap<object, Map<string, SharedRead>>();

function sharedRead(source: object, key: string, read: () => Promise<unknown>): SharedRead {
  let byKey = readsBySource.get(source);
  if (!byKey) {
    byKey = new Map();
    readsBySource.set(source, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;
  const entry: SharedRead = { promise: read() };
  byKey.set(key, entry);
  entry.promise.then(
    (data) => {
      entry.settled = { status: 'success', data, error: undefined };
    },
    (error: unknown) => {
      byKey.delete(key);
      entry.settled = {
        status: 'error',
        data: undefined,
        error: error instanceof Error ? error : new Error(String(error)),
      };
    },
  );
  return entry;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * What `read` answers for `key`, read once per source and shared by every screen that asks; a
 * read another screen has made already shows at once. A null key answers `empty` without reading.
 */
export function useReadOnce<T>(
  source: object,
  key: string | null,
  read: () => Promise<T>,
  empty: T,
): LiveResult<T> {
  const [seen, setSeen] = useState<{ key: string; result: LiveResult<unknown> } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    const entry = sharedRead(source, key, read);
    const show = () => {
      if (current && entry.settled) setSeen({ key, result: entry.settled });
    };
    entry.promise.then(show, show);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source and key identify the read
  }, [source, key]);
  if (key === null) return { status: 'success', data: empty, error: undefined };
  if (seen?.key === key) return seen.result as LiveResult<T>;
  const known = readsBySource.get(source)?.get(key)?.settled;
  return (known as LiveResult<T> | undefined) ?? LOADING;
}
