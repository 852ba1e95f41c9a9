import { useEffect, useState } from 'react';
import { loadOnce } from '@web/data/loadOnce';
import type { LockedStepTooltip } from './LockedStepTooltip';

type LockedStepTooltipView = typeof LockedStepTooltip;

let loaded: LockedStepTooltipView | null = null;

/**
 * Fetches the locked step's tooltip, once (a failed fetch is tried again by a later locked step).
 * Steps are locked only with the installation plans access flag on: the shell then starts this
 * while the client's records load, so the sidebar draws the step with its tooltip from the start.
 */
export const loadLockedStepTooltip: () => Promise<LockedStepTooltipView> = loadOnce(() =>
  import('./LockedStepTooltip').then((module) => (loaded = module.LockedStepTooltip)),
);

/** The locked step with its tooltip once loaded (null until then); loads it if need be. */
export function useLockedStepTooltip(): LockedStepTooltipView | null {
  const [view, setView] = useState(() => loaded);
  useEffect(() => {
    if (view) return;
    let mounted = true;
    loadLockedStepTooltip().then(
      (component) => {
        if (mounted) setView(() => component);
      },
      // Without its tooltip the step still says why it is locked, in its description.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [view]);
  return view;
}
