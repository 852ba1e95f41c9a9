import { useEffect, useState } from 'react';
import type { LockedStepTooltip } from './LockedStepTooltip';

type LockedStepTooltipView = typeof LockedStepTooltip;

let loaded: LockedStepTooltipView | null = null;
let loading: Promise<LockedStepTooltipView> | null = null;

/**
 * Fetches the locked step's tooltip, once. Steps are locked only with the installation plans
 * access flag on: the shell then starts this while the client's records load, so the sidebar
 * draws the step with its tooltip from the start.
 */
export function loadLockedStepTooltip(): Promise<LockedStepTooltipView> {
  loading ??= import('./LockedStepTooltip').then(
    (module) => (loaded = module.LockedStepTooltip),
    (error: unknown) => {
      // A later locked step tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
