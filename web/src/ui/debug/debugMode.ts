import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

export const DEBUG_STORAGE_KEY = 'yardwise.debug';

/**
 * `debug=true` in the query turns the debug panel on and `debug=false` off; the
 * choice is remembered locally, so it survives navigating to pages without the parameter.
 */
export function debugModeFrom(search: string, storage: Storage): boolean {
  const asked = new URLSearchParams(search).get('debug');
  if (asked === 'true') {
    storage.setItem(DEBUG_STORAGE_KEY, 'true');
    return true;
  }
  if (asked === 'false') {
    storage.removeItem(DEBUG_STORAGE_KEY);
    return false;
  }
  return storage.getItem(DEBUG_STORAGE_KEY) === 'true';
}

/** Whether the debug panel is on for the current URL. */
export function useDebugMode(): boolean {
  const { search } = useLocation();
  // Writing storage here is safe to repeat: the same query always stores the same value.
  return useMemo(() => {
    try {
      return debugModeFrom(search, window.localStorage);
    } catch {
      // Blocked storage: the query still switches it on, for this page only.
      return new URLSearchParams(search).get('debug') === 'true';
    }
  }, [search]);
}
