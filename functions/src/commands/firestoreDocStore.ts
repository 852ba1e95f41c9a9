import type {
  DocumentData,
  Firestore,
  Query,
  Transaction,
  UpdateData,
} from 'firebase-admin/firestore';
import type { DocStore, FieldValues } from '@yardwise/domain/commands/docStore';
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
    async query<C extends CollectionName>(collection: C, filters: FieldValues<C>) {
      let query: Query = db.collection(COLLECTIONS[collection]);
      for (const [field, value] of Object.entries(filters)) {
        if (value !== undefined) query = query.where(field, '==', value);
      }
      const snapshot = await tx.get(query);
      return snapshot.docs.map((doc) => ({ ...(doc.data() as DocOf<C>), id: doc.id }));
    },
    async set<C extends CollectionName>(collection: C, id: string, data: DocOf<C>) {
      tx.set(ref(collection, id), data as DocumentData);
    },
    async update<C extends CollectionName>(collection: C, id: string, data: Partial<DocOf<C>>) {
      tx.update(ref(collection, id), data as UpdateData<DocumentData>);
    },
    async delete(collection: CollectionName, id: string) {
      tx.delete(ref(collection, id));
    },
  };
}
