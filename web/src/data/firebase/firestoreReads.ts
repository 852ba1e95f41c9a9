import { useEffect, useState } from 'react';
import {
  collection as collectionRef,
  doc,
  onSnapshot,
  query,
  where,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import type { FieldEquals, LiveReads, LiveResult } from '../types';

/** Reads documents as the domain types, with their id. Clients never write, so toFirestore is unused. */
function converter<C extends CollectionName>(): FirestoreDataConverter<WithId<DocOf<C>>, DocOf<C>> {
  return {
    toFirestore: (data) => data as DocOf<C>,
    fromFirestore: (snapshot) => ({ ...(snapshot.data() as DocOf<C>), id: snapshot.id }),
  };
}

const loading = { status: 'loading', data: undefined, error: undefined } as const;

function useSnapshot<T>(
  db: Firestore,
  key: string | null,
  subscribe: (db: Firestore, emit: (result: LiveResult<T>) => void) => () => void,
  empty: T,
): LiveResult<T> {
  const [state, setState] = useState<{ key: string | null; result: LiveResult<T> }>({
    key,
    result: loading,
  });
  useEffect(() => {
    if (key === null) return undefined;
    return subscribe(db, (result) => setState({ key, result }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key identifies the subscription
  }, [db, key]);
  if (key === null) return { status: 'success', data: empty, error: undefined };
  return state.key === key ? state.result : loading;
}

/** Live reads on one Firestore instance, with onSnapshot directly (no wrapper library to download). */
export function firestoreLiveReads(db: Firestore): LiveReads {
  return {
    useDocument<C extends CollectionName>(collection: C, id: string | null | undefined) {
      return useSnapshot<WithId<DocOf<C>> | null>(
        db,
        id ? `${collection}/${id}` : null,
        (db, emit) =>
          onSnapshot(
            doc(db, collection, id!).withConverter(converter<C>()),
            (snapshot) =>
              emit({ status: 'success', data: snapshot.data() ?? null, error: undefined }),
            (error) => emit({ status: 'error', data: undefined, error }),
          ),
        null,
      );
    },
    useQuery<C extends CollectionName>(collection: C, filters: FieldEquals<C>[]) {
      return useSnapshot<WithId<DocOf<C>>[]>(
        db,
        `${collection}?${JSON.stringify(filters)}`,
        (db, emit) =>
          onSnapshot(
            query(
              collectionRef(db, collection).withConverter(converter<C>()),
              ...filters.map(({ field, value }) => where(field, '==', value)),
            ),
            (snapshot) =>
              emit({
                status: 'success',
                data: snapshot.docs.map((d) => d.data()),
                error: undefined,
              }),
            (error) => emit({ status: 'error', data: undefined, error }),
          ),
        [],
      );
    },
  };
}
