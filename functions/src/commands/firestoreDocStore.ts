import type { DocumentData, Firestore, Transaction, UpdateData } from 'firebase-admin/firestore';
import type { DocStore } from '@yardwise/domain/commands/docStore';
import {
  COLLECTIONS,
  type CollectionName,
  type DocOf,
} from '@yardwise/domain/firestore/collections';

/** The command store bound to one Firestore transaction: reads come first, writes commit together. */
export function firestoreDocStore(db: Firestore, tx: Transaction): DocStore {
  const ref = (collection: CollectionName, id: string) =>
    db.collection(COLLECTIONS[collection]).doc(id);
  return {
    async get<C extends CollectionName>(collection: C, id: string) {
      const snapshot = await tx.get(ref(collection, id));
      return snapshot.exists ? (snapshot.data() as DocOf<C>) : undefined;
    },
    async set<C extends CollectionName>(collection: C, id: string, data: DocOf<C>) {
      tx.set(ref(collection, id), data as DocumentData);
    },
    async update<C extends CollectionName>(collection: C, id: string, data: Partial<DocOf<C>>) {
      tx.update(ref(collection, id), data as UpdateData<DocumentData>);
    },
  };
}
