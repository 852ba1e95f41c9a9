import { useMemo } from 'react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ChecklistResponseDoc } from '@yardwise/domain/wishlist/checklistResponse';
import { sortByPriority } from '@yardwise/domain/wishlist/priorityOrder';
import { useLiveQuery } from '@web/data/liveReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import type { LiveResult } from '@web/data/types';

/**
 * The client's own wish-list responses of this project, read live (firestore.rules let the owner
 * read them by userId), in their "Let's Prioritize!" order.
 */
export function useWishListResponses(): LiveResult<WithId<ChecklistResponseDoc>[]> {
  const { uid, state } = useOnboard();
  const result = useLiveQuery('checklistResponses', [
    { field: 'userId', value: uid },
    { field: 'projectId', value: state.projectId },
  ]);
  const sorted = useMemo(() => result.data && sortByPriority(result.data), [result.data]);
  return { ...result, data: sorted };
}
