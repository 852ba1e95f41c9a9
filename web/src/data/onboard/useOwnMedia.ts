import { useMemo } from 'react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { useLiveQuery } from '@web/data/liveReads';
import type { LiveResult } from '@web/data/types';
import { useOnboard } from './OnboardContext';

/**
 * The client's media of this project, read live (queried by userId and projectId), oldest first so
 * photos keep their places as new ones arrive.
 */
export function useOwnMedia(): LiveResult<WithId<MediaDoc>[]> {
  const { uid, state } = useOnboard();
  const result = useLiveQuery('media', [
    { field: 'userId', value: uid },
    { field: 'projectId', value: state.projectId },
  ]);
  const sorted = useMemo(
    () => result.data && [...result.data].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt)),
    [result.data],
  );
  return { ...result, data: sorted };
}
