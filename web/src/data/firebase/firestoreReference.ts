import type * as FirestoreLite from 'firebase/firestore/lite';
import type { DocOf, PublicCollection, WithId } from '@yardwise/domain/firestore/collections';
import { loadOnce } from '@web/data/loadOnce';
import type { FieldEquals, ReferenceReads } from '@web/data/types';
import { emulatorHosts, useEmulators } from './firebaseConfig';

/**
 * Reference data is read once with Firestore's lite SDK (a fraction of the live SDK's size), so
 * the purchase page shows prices without downloading the live listeners; a failed download is
 * tried again by the next read.
 */
const loadLite = loadOnce(() =>
  Promise.all([import('firebase/firestore/lite'), import('./firebaseApp')]).then(
    ([sdk, { firebaseApp }]) => {
      const db = sdk.getFirestore(firebaseApp());
      if (useEmulators) {
        sdk.connectFirestoreEmulator(
          db,
          emulatorHosts.firestore.host,
          emulatorHosts.firestore.port,
        );
      }
      return { sdk, db };
    },
  ),
);

function withId<T>(snapshot: FirestoreLite.DocumentSnapshot): WithId<T> {
  return { ...(snapshot.data() as T), id: snapshot.id };
}

export function createFirestoreReference(): ReferenceReads {
  return {
    async getDocument<C extends PublicCollection>(collection: C, id: string) {
      const { sdk, db } = await loadLite();
      const snapshot = await sdk.getDoc(sdk.doc(db, collection, id));
      return snapshot.exists() ? withId<DocOf<C>>(snapshot) : null;
    },
    async getQuery<C extends PublicCollection>(collection: C, filters: FieldEquals<C>[]) {
      const { sdk, db } = await loadLite();
      const snapshot = await sdk.getDocs(
        sdk.query(
          sdk.collection(db, collection),
          ...filters.map(({ field, value }) => sdk.where(field, '==', value)),
        ),
      );
      return snapshot.docs.map((document) => withId<DocOf<C>>(document));
    },
  };
}
