import type { CollectionName, DocOf } from '../firestore/collections';

/** A seeded sign-in account. Sample data only: never used outside the emulators and the preview. */
export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export type SeedDocuments = { [C in CollectionName]?: Record<string, DocOf<C>> };

export interface SampleData {
  users: SeedUser[];
  documents: SeedDocuments;
}
