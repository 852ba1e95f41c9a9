import type { DocumentData, Firestore, Transaction, UpdateData } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  type CollectionName,
  type DocOf,
} from '@yardwise/domain/firestore/collections';

// Effects are planned as data (pure, testable), then written to the transaction in one go, after
// every read: Firestore transactions must read before they write.

export type PlannedWrite =
  | { op: 'set'; collection: CollectionName; id: string; data: DocumentData }
  | { op: 'update'; collection: CollectionName; id: string; data: DocumentData }
  | { op: 'create'; collection: CollectionName; id: string; data: DocumentData };

export function setDoc<C extends CollectionName>(
  collection: C,
  id: string,
  data: DocOf<C>,
): PlannedWrite {
  return { op: 'set', collection, id, data: data as DocumentData };
}

export function createDoc<C extends CollectionName>(
  collection: C,
  id: string,
  data: DocOf<C>,
): PlannedWrite {
  return { op: 'create', collection, id, data: data as DocumentData };
}

export function updateDoc<C extends CollectionName>(
  collection: C,
  id: string,
  data: Partial<DocOf<C>>,
): PlannedWrite {
  return { op: 'update', collection, id, data: data as DocumentData };
}

/** Adds the writes to the transaction in order (the commit sends them in this order). */
export function applyWrites(db: Firestore, tx: Transaction, writes: readonly PlannedWrite[]): void {
  for (const write of writes) {
    const ref = db.collection(COLLECTIONS[write.collection]).doc(write.id);
    if (write.op === 'create') tx.create(ref, write.data);
    else if (write.op === 'set') tx.set(ref, write.data);
    else tx.update(ref, write.data as UpdateData<DocumentData>);
  }
}
