import { lazy, Suspense } from 'react';
import { lazyAuthPort } from '@web/data/lazyAuthPort';
import type { DataLayer, LiveDataProps } from '@web/data/types';
import { createFirebaseCommands } from './firebaseCommands';
import { createFirestoreReference } from './firestoreReference';
import { createFirebaseStorage } from './firebaseStorage';

const FirestoreLiveData = lazy(() => import('./FirestoreLiveData'));

function LiveDataProvider({ children, fallback }: LiveDataProps) {
  return (
    <Suspense fallback={fallback ?? <p role="status">Loading your information…</p>}>
      <FirestoreLiveData>{children}</FirestoreLiveData>
    </Suspense>
  );
}

/**
 * No Firebase SDK loads with the first page: auth, Functions, Firestore and Storage each arrive when
 * first used, so a visitor from an ad sees the page before any of them.
 */
export function createFirebaseDataLayer(): DataLayer {
  return {
    kind: 'firebase',
    auth: lazyAuthPort(() =>
      import('./firebaseAuth').then((module) => module.createFirebaseAuthPort()),
    ),
    commands: createFirebaseCommands(),
    storage: createFirebaseStorage(),
    reference: createFirestoreReference(),
    LiveDataProvider,
  };
}
