import { useSyncExternalStore } from 'react';

/** Chakra's md and lg breakpoints: from md on the laptop layout, from lg a roomier one. */
const WIDE_SCREEN_QUERY = '(min-width: 48rem)';
const LARGE_SCREEN_QUERY = '(min-width: 64rem)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      window.addEventListener('resize', onChange);
      return () => {
        list.removeEventListener('change', onChange);
        window.removeEventListener('resize', onChange);
      };
    },
    () => window.matchMedia(query).matches,
  );
}

/**
 * Whether the screen is at least Chakra's md breakpoint wide, read on the first render so phones
 * never flash the wide layout. Lighter than Chakra's useBreakpointValue, which the first page would
 * otherwise download.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY);
}

/** Whether the screen is at least Chakra's lg breakpoint wide. */
export function useLargeScreen(): boolean {
  return useMediaQuery(LARGE_SCREEN_QUERY);
}
