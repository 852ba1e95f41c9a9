import { budgetMetadataId, firstPhaseMetadataId } from '@yardwise/domain/wishlist/budget';
import { useLiveDocument } from '@web/data/liveReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';

/**
 * The client's saved budget answers, read live: the project's budget metadata and its first
 * phase (one of each per project, ids derived from the project id).
 */
export function useSavedBudget() {
  const { state } = useOnboard();
  const metadataId = budgetMetadataId(state.projectId);
  const metadata = useLiveDocument('budgetMetadata', metadataId);
  const firstPhase = useLiveDocument('budgetPhaseMetadata', firstPhaseMetadataId(metadataId));
  const status =
    metadata.status === 'error' || firstPhase.status === 'error'
      ? 'error'
      : metadata.status === 'loading' || firstPhase.status === 'loading'
        ? 'loading'
        : 'success';
  return {
    status,
    metadata: metadata.data ?? null,
    firstPhase: firstPhase.data ?? null,
    error: metadata.error ?? firstPhase.error,
  } as const;
}
