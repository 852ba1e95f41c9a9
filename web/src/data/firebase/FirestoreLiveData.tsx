import type { ReactNode } from 'react';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { LiveReads } from '../types';
import { LiveReadsContext } from '../liveReads';
import { firebaseApp } from './firebaseApp';
import { emulatorHosts, useEmulators } from './firebaseConfig';
import { firestoreLiveReads } from './firestoreReads';

let liveReads: LiveReads | undefined;

function firestoreInstance(): Firestore {
  const firestore = getFirestore(firebaseApp());
  if (useEmulators)
    connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
  return firestore;
}

/** Loaded lazily by the routes that read live documents, so the Firestore SDK stays off the others. */
export default function FirestoreLiveData({ children }: { children: ReactNode }) {
  liveReads ??= firestoreLiveReads(firestoreInstance());
  return <LiveReadsContext.Provider value={liveReads}>{children}</LiveReadsContext.Provider>;
}
