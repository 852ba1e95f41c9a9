import type { CollectionName, DocOf } from '../firestore/collections';

/**
 * The document access a command gets, bound to one transaction by whoever runs it
 * (Firestore in the functions, a Map in the in-memory data layer). Like a Firestore
 * transaction, a command reads everything it needs before it writes.
 */
export interface DocStore {
  get<C extends CollectionName>(collection: C, id: string): Promise<DocOf<C> | undefined>;
  /** Creates or replaces the document. */
  set<C extends CollectionName>(collection: C, id: string, data: DocOf<C>): Promise<void>;
  /** Changes some fields of an existing document. */
  update<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<DocOf<C>>,
  ): Promise<void>;
}
