import { useMemo } from 'react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ChecklistResponseDoc } from '@yardwise/domain/wishlist/checklistResponse';
import { sortByPriority } from '@yardwise/domain/wishlist/priorityOrder';
import { useLiveQuery } from '../../../data/liveReads';
import { useOnboard } from '../../../data/onboard/OnboardContext';
import type { LiveResult } from '../../../data/types';

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
