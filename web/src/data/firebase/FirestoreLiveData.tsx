import type { ReactNode } from 'react';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { LiveReadsContext } from '../liveReads';
import { firebaseApp } from './firebaseApp';
import { emulatorHosts, useEmulators } from './firebaseConfig';
import { firestoreLiveReads } from './firestoreReads';

let firestore: Firestore | undefined;

function firestoreInstance(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    if (useEmulators)
      connectFirestoreEmulator(
        firestore,
        emulatorHosts.firestore.host,
        emulatorHosts.firestore.port,
      );
  }
  return firestore;
}

/**
 * Loaded lazily by the routes that read live documents. reactfire lives here too: its module
 * imports every Firebase SDK, which must not reach the first page.
 */
export default function FirestoreLiveData({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <FirestoreProvider sdk={firestoreInstance()}>
        <LiveReadsContext.Provider value={firestoreLiveReads}>{children}</LiveReadsContext.Provider>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
