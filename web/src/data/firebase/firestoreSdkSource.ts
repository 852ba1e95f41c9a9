import {
  collection as collectionRef,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  query,
  where,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import { firebaseApp } from './firebaseApp';
import { emulatorHosts, useEmulators } from './firebaseConfig';
import type { Emit, ReadSource } from './readSources';

/** Reads documents as the domain types, with their id. Clients never write, so toFirestore is unused. */
function converter<C extends CollectionName>(): FirestoreDataConverter<WithId<DocOf<C>>, DocOf<C>> {
  return {
    toFirestore: (data) => data as DocOf<C>,
    fromFirestore: (snapshot) => ({ ...(snapshot.data() as DocOf<C>), id: snapshot.id }),
  };
}

function failed<T>(emit: Emit<T>) {
  return (error: Error) => emit({ status: 'error', data: undefined, error });
}

let firestore: Firestore | undefined;

function firestoreInstance(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    if (useEmulators) {
      connectFirestoreEmulator(
        firestore,
        emulatorHosts.firestore.host,
        emulatorHosts.firestore.port,
      );
    }
  }
  return firestore;
}

/**
 * Live reads with the Firestore SDK's listeners, loaded only where a page reads something the
 * backend changes on its own (domain/src/firestore/readModes.ts).
 */
export function firestoreSdkSource(db: Firestore = firestoreInstance()): ReadSource {
  return {
    watchDocument(collection, id, emit) {
      return onSnapshot(
        doc(db, collection, id).withConverter(converter<typeof collection>()),
        (snapshot) => emit({ status: 'success', data: snapshot.data() ?? null, error: undefined }),
        failed(emit),
      );
    },
    watchQuery(collection, filters, emit) {
      return onSnapshot(
        query(
          collectionRef(db, collection).withConverter(converter<typeof collection>()),
          ...filters.map(({ field, value }) => where(field, '==', value)),
        ),
        (snapshot) =>
          emit({ status: 'success', data: snapshot.docs.map((d) => d.data()), error: undefined }),
        failed(emit),
      );
    },
  };
}
