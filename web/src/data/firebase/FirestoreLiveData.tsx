import type { ReactNode } from 'react';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { FirestoreProvider } from 'reactfire';
import { LiveReadsContext } from '../liveReads';
import { firebaseApp } from './firebaseApp';
import { emulatorHosts, useEmulators } from './firebaseConfig';
import { firestoreLiveReads } from './firestoreReads';

let firestore: Firestore | undefined;

function firestoreInstance(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    if (useEmulators) connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
  }
  return firestore;
}

/** Loaded lazily by the routes that read live documents, so the Firestore SDK stays out of the first page. */
export default function FirestoreLiveData({ children }: { children: ReactNode }) {
  return (
    <FirestoreProvider sdk={firestoreInstance()}>
      <LiveReadsContext.Provider value={firestoreLiveReads}>{children}</LiveReadsContext.Provider>
    </FirestoreProvider>
  );
}
