/**
 * Reference data (the colour list) that every caller reads the same, kept by this instance for
 * `maxAgeMs` so that each call does not read the whole collection again. Calls that arrive while
 * it loads share the one load; a failed load is not kept.
 */
export function referenceCache<T>(maxAgeMs: number, load: () => Promise<T>) {
  let cached: { value: Promise<T>; loadedAt: number } | undefined;
  return function read(now: Date): Promise<T> {
    const at = now.getTime();
    // A clock that went back (loadedAt in the future) counts as stale too.
    if (!cached || at - cached.loadedAt >= maxAgeMs || at < cached.loadedAt) {
      const entry = { value: load(), loadedAt: at };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}
