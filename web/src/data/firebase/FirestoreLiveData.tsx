import type { ReactNode } from 'react';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { firebaseApp } from './firebaseApp';
import { firebaseAuth } from './firebaseAuth';
import { emulatorHosts, useEmulators } from './firebaseConfig';
import { ReactfireLiveData } from './ReactfireLiveData';

let firestore: Firestore | undefined;

function firestoreInstance(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp());
    if (useEmulators) {
      connectFirestoreEmulator(
        firestore,
        emulatorHosts.firestore.host,
        emulatorHosts.firestore.port,
      );
    }
  }
  return firestore;
}

/**
 * Loaded lazily by the routes that read the client's own documents live, so reactfire and the
 * Firestore SDK stay off the pages that read none (the funnel's quiz, the packages, the purchase
 * page).
 */
export default function FirestoreLiveData({ children }: { children: ReactNode }) {
  return (
    <ReactfireLiveData app={firebaseApp()} auth={firebaseAuth()} firestore={firestoreInstance()}>
      {children}
    </ReactfireLiveData>
  );
}
