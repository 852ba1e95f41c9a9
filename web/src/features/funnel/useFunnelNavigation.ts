import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import { nextStep, previousStep, type VersionId } from '@yardwise/domain/funnel/versions';
import { funnelStepPath } from '@web/data/funnelVersion';

export interface FunnelNavigation {
  next: FunnelStepKey | null;
  previous: FunnelStepKey | null;
  /** search: a query string for the next page (e.g. the chosen package for the account step). */
  goNext(options?: { replace?: boolean; search?: string }): void;
  goBack(): void;
  goTo(step: FunnelStepKey): void;
  /** Leaves the funnel for another page of the app (e.g. the checkout start). */
  leave(path: string): void;
}

/**
 * Moves through a version's steps in its table order. Pending design-profile changes
 * are sent before every move, so a save never waits on a page that is gone.
 */
export function useFunnelNavigation(
  versionId: VersionId,
  step: FunnelStepKey,
  flush: () => Promise<void>,
): FunnelNavigation {
  const navigate = useNavigate();
  const next = nextStep(versionId, step);
  const previous = previousStep(versionId, step);

  const move = useCallback(
    (path: string, replace = false) => {
      void flush();
      void navigate(path, { replace });
    },
    [flush, navigate],
  );

  return {
    next,
    previous,
    goNext: (options) => {
      if (next) move(`${funnelStepPath(next)}${options?.search ?? ''}`, options?.replace);
    },
    goBack: () => {
      if (previous) move(funnelStepPath(previous));
    },
    goTo: (target) => move(funnelStepPath(target)),
    leave: (path) => move(path),
  };
}
