import type { DocOf, PublicCollection, WithId } from '@yardwise/domain/firestore/collections';
import { useDataLayer } from './DataLayerContext';
import { useReadOnce } from './readOnce';
import type { FieldEquals, LiveResult } from './types';

// Reference data changes only when staff edit the catalogue: read once per visit and shared.

/** A reference document by id; null when it does not exist (or `id` is empty). */
export function useReferenceDocument<C extends PublicCollection>(
  collection: C,
  id: string | null | undefined,
): LiveResult<WithId<DocOf<C>> | null> {
  const { reference } = useDataLayer();
  return useReadOnce<WithId<DocOf<C>> | null>(
    reference,
    id ? `${collection}/${id}` : null,
    () => reference.getDocument(collection, id!),
    null,
  );
}

/** The reference documents matching every equality filter. */
export function useReferenceQuery<C extends PublicCollection>(
  collection: C,
  filters: FieldEquals<C>[],
): LiveResult<WithId<DocOf<C>>[]> {
  const { reference } = useDataLayer();
  return useReadOnce<WithId<DocOf<C>>[]>(
    reference,
    `${collection}?${JSON.stringify(filters)}`,
    () => reference.getQuery(collection, filters),
    [],
  );
}
