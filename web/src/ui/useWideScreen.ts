import { useSyncExternalStore } from 'react';

/** Chakra's md breakpoint: from here on the laptop layout. */
const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * Whether the screen is at least Chakra's md breakpoint wide, read on the first render so phones
 * never flash the wide layout. Lighter than Chakra's useBreakpointValue, which the first page would
 * otherwise download.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN_QUERY).matches);
}
