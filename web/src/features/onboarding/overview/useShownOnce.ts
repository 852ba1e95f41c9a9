import { useState } from 'react';

/**
 * Whether something has been shown at least once: a dialog loaded on first opening stays mounted
 * afterwards, so it can close, hand focus back and open again at once.
 */
export function useShownOnce(shown: boolean): boolean {
  const [shownOnce, setShownOnce] = useState(shown);
  if (shown && !shownOnce) setShownOnce(true);
  return shown || shownOnce;
}
