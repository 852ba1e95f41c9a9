import { useMemo } from 'react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ChecklistItemDoc, PriceOptionDoc } from '@yardwise/domain/firestore/documents';
import { isChecklistItemShown } from '@yardwise/domain/onboarding/packageSteps';
import { useReferenceQuery } from '@web/data/referenceReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { combinedStatus, firstError, type LiveStatus } from './liveStatus';

export interface ChecklistCatalog {
  status: LiveStatus;
  /**
   * The items the client's package, with any exterior upgrade, shows, by
   * sortOrder, then name.
   */
  items: WithId<ChecklistItemDoc>[];
  priceOptions: WithId<PriceOptionDoc>[];
  error?: Error;
}

// Decision: an item without a sortOrder goes after the numbered ones.
function bySortOrderThenName(a: ChecklistItemDoc, b: ChecklistItemDoc): number {
  const rank = (item: ChecklistItemDoc) => item.sortOrder ?? Number.POSITIVE_INFINITY;
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}

/** The wish-list reference data (public collections), read once per visit. */
export function useChecklistCatalog(): ChecklistCatalog {
  const { packageKey, stepOptions } = useOnboard();
  const items = useReferenceQuery('checklistItems', []);
  const priceOptions = useReferenceQuery('priceOptions', []);
  const shown = useMemo(
    () =>
      (items.data ?? [])
        .filter((item) => isChecklistItemShown(item, packageKey, stepOptions))
        .sort(bySortOrderThenName),
    [items.data, packageKey, stepOptions],
  );
  return {
    status: combinedStatus(items, priceOptions),
    items: shown,
    priceOptions: priceOptions.data ?? [],
    error: firstError(items, priceOptions),
  };
}
