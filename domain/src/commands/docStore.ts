import type { CollectionName, DocOf, WithId } from '../firestore/collections';

/** Equality filters of a query: every given field must equal its value. */
export type FieldValues<C extends CollectionName> = Partial<
  Record<keyof DocOf<C> & string, string | number | boolean | null>
>;

/**
 * The document access a command gets, bound to one transaction by whoever runs it
 * (Firestore in the functions, a Map in the in-memory data layer). Like a Firestore
 * transaction, a command reads everything it needs before it writes.
 */
export interface DocStore {
  get<C extends CollectionName>(collection: C, id: string): Promise<DocOf<C> | undefined>;
  /** The documents whose fields equal the filters (queries read inside the transaction too). */
  query<C extends CollectionName>(
    collection: C,
    filters: FieldValues<C>,
  ): Promise<WithId<DocOf<C>>[]>;
  /** Creates or replaces the document. */
  set<C extends CollectionName>(collection: C, id: string, data: DocOf<C>): Promise<void>;
  /** Changes some fields of an existing document. */
  update<C extends CollectionName>(
    collection: C,
    id: string,
    data: Partial<DocOf<C>>,
  ): Promise<void>;
  /** Removes the document; removing one that does not exist does nothing. */
  delete(collection: CollectionName, id: string): Promise<void>;
}

/** Whether a document matches equality filters; shared by the in-memory stores. */
export function matchesFields(doc: object, filters: Record<string, unknown>): boolean {
  return Object.entries(filters).every(
    ([field, value]) => value === undefined || (doc as Record<string, unknown>)[field] === value,
  );
}
