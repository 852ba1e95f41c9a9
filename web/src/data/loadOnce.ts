/**
 * Shares one run of `load` among all its callers, so code downloads once. A failed run is
 * forgotten, so the next call tries again (a dropped connection, a new deployment).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
