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

export const SAMPLE_CLIENT: SeedUser = {
  uid: 'sample-client',
  email: 'client@yardwise.example',
  password: 'sample-password',
  displayName: 'Jordan Rivera',
};

/** Seed data for the local stack and the preview: clearly sample values, not real prices. */
export const SAMPLE_DATA: SampleData = {
  users: [SAMPLE_CLIENT],
  documents: {
    profiles: {
      [SAMPLE_CLIENT.uid]: {
        email: SAMPLE_CLIENT.email,
        firstName: 'Jordan',
        lastName: 'Rivera',
        phone: '5550104477',
        city: 'Austin',
        state: 'TX',
        zip: '78704',
        package: 'full-yard',
      },
    },
  },
};
