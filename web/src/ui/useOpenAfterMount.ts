import { useEffect, useState } from 'react';

/**
 * For a dialog that downloads on its first opening: it mounts closed and opens on the next frame,
 * so it goes through its usual opening (focus trap, focus return, presence) rather than starting
 * out open.
 */
export function useOpenAfterMount(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return open && mounted;
}
