import type { ReactNode } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  collection as collectionRef,
  doc,
  query,
  where,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  useFirestore,
  useObservable,
} from 'reactfire';
import { collectionData, docData } from 'rxfire/firestore';
import { map, of } from 'rxjs';
import type { CollectionName, DocOf, WithId } from '@yardwise/domain/firestore/collections';
import { LiveReadsContext } from '@web/data/liveReads';
import { liveResults } from './liveResults';
import type { LiveReads, LiveResult } from '@web/data/types';

/** Reads documents as the domain types, with their id. Clients never write, so toFirestore is unused. */
function converter<C extends CollectionName>(): FirestoreDataConverter<WithId<DocOf<C>>, DocOf<C>> {
  return {
    toFirestore: (data) => data as DocOf<C>,
    fromFirestore: (snapshot) => ({ ...(snapshot.data() as DocOf<C>), id: snapshot.id }),
  };
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/** What reactfire holds for a listener of liveResults: loading until its first result. */
function resultOf<T>(observed: { status: string; data: LiveResult<T> | undefined }): LiveResult<T> {
  return observed.status === 'success' && observed.data ? observed.data : LOADING;
}

// reactfire shares one listener per observable id among every component that reads it. A read
// with no id yet (a user not known) listens to nothing and answers at once, as the hooks' contract says.
const reactfireLiveReads: LiveReads = {
  useDocument(collection, id) {
    const db = useFirestore();
    const ref = id ? doc(db, collection, id).withConverter(converter<typeof collection>()) : null;
    return resultOf(
      useObservable(
        `yardwise:${db.app.name}:doc:${collection}/${id ?? ''}`,
        liveResults(ref ? docData(ref).pipe(map((data) => data ?? null)) : of(null)),
      ),
    );
  },
  useQuery(collection, filters) {
    const db = useFirestore();
    const filtered = query(
      collectionRef(db, collection).withConverter(converter<typeof collection>()),
      ...filters.map(({ field, value }) => where(field, '==', value)),
    );
    return resultOf(
      useObservable(
        `yardwise:${db.app.name}:query:${collection}?${JSON.stringify(filters)}`,
        liveResults(collectionData(filtered)),
      ),
    );
  },
};

/**
 * The Firebase read layer: reactfire's providers around one app, auth and Firestore, and the
 * app's live-read hooks over reactfire's listeners.
 */
export function ReactfireLiveData({
  app,
  auth,
  firestore,
  children,
}: {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  children: ReactNode;
}) {
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <LiveReadsContext.Provider value={reactfireLiveReads}>
            {children}
          </LiveReadsContext.Provider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
