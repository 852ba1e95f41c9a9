import { useMemo } from 'react';
import { estimatePanel, type EstimatePanel } from '@yardwise/domain/wishlist/elementSelection';
import type { LiveStatus } from './liveStatus';
import { useWishListLines, type WishListLine } from './useWishListLines';

export interface WishListEstimate {
  status: LiveStatus;
  /** What the sidebar or the phone's estimate panel shows. */
  panel: EstimatePanel;
  lines: WishListLine[];
  error?: Error;
}

/** The live estimate of the client's wish list, computed with the domain's estimate rules. */
export function useWishListEstimate(): WishListEstimate {
  const { status, lines, checklistItemCount, error } = useWishListLines();
  const panel = useMemo(
    () =>
      estimatePanel(
        checklistItemCount,
        lines.map((line) => line.estimate),
        status === 'loading' ? 'loading' : status === 'error' ? 'failed' : 'loaded',
      ),
    [checklistItemCount, lines, status],
  );
  return { status, panel, lines, error };
}
