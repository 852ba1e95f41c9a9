import { useMemo, useRef } from 'react';

/**
 * Remembers what had focus when a dialog was asked for, so the dialog can give focus back to it on
 * close. A dialog that downloads on its first opening mounts after the click and cannot tell what
 * opened it by itself.
 */
export function useOpenerFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember() {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      },
      /** For the dialog's finalFocusEl: the opener while it is still on the page. */
      finalFocus: () => (opener.current?.isConnected ? opener.current : null),
    }),
    [],
  );
}
