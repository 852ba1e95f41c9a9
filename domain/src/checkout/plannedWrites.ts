import type { CollectionName, DocOf } from '../firestore/collections';

// Effects are planned as data (pure, testable), then written in one go after every read, as
// Firestore transactions must read before they write. The functions write a plan to a Firestore
// transaction, the in-memory data layer to its store.

export type PlannedWrite =
  | { op: 'set'; collection: CollectionName; id: string; data: Record<string, unknown> }
  | { op: 'update'; collection: CollectionName; id: string; data: Record<string, unknown> }
  | { op: 'create'; collection: CollectionName; id: string; data: Record<string, unknown> };

export function setDoc<C extends CollectionName>(
  collection: C,
  id: string,
  data: DocOf<C>,
): PlannedWrite {
  return { op: 'set', collection, id, data: data as unknown as Record<string, unknown> };
}

export function createDoc<C extends CollectionName>(
  collection: C,
  id: string,
  data: DocOf<C>,
): PlannedWrite {
  return { op: 'create', collection, id, data: data as unknown as Record<string, unknown> };
}

export function updateDoc<C extends CollectionName>(
  collection: C,
  id: string,
  data: Partial<DocOf<C>>,
): PlannedWrite {
  return { op: 'update', collection, id, data: data as Record<string, unknown> };
}
