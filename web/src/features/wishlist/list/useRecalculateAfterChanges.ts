import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CommandFailure } from '@web/data/commandFailure';
import { useCommand } from '@web/data/useCommand';

/** The router state the item page leaves when it saved or removed an item. */
export interface WishListReturnState {
  wishlistItemsModified: true;
}

function itemsModified(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<WishListReturnState>).wishlistItemsModified === true
  );
}

/**
 * Arriving with the changed flag recalculates the stored wish-list estimate once,
 * then clears the flag, so a reload or Back does not run it again. Returns the failure, if any.
 */
export function useRecalculateAfterChanges(): CommandFailure | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const { run, failure } = useCommand('recalculateWishListEstimate');
  const handledEntry = useRef<string | null>(null);
  const modified = itemsModified(location.state);

  useEffect(() => {
    if (!modified || handledEntry.current === location.key) return;
    handledEntry.current = location.key;
    void run({});
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [modified, location.key, location.pathname, location.search, navigate, run]);

  return failure;
}
