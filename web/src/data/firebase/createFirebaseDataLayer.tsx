import { lazy, Suspense, type ReactNode } from 'react';
import type { DataLayer } from '../types';
import { createFirebaseAuthPort } from './firebaseAuth';
import { createFirebaseCommands } from './firebaseCommands';
import { createFirebaseStorage } from './firebaseStorage';

const FirestoreLiveData = lazy(() => import('./FirestoreLiveData'));

function LiveDataProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p role="status">Loading your information…</p>}>
      <FirestoreLiveData>{children}</FirestoreLiveData>
    </Suspense>
  );
}

export function createFirebaseDataLayer(): DataLayer {
  return {
    kind: 'firebase',
    auth: createFirebaseAuthPort(),
    commands: createFirebaseCommands(),
    storage: createFirebaseStorage(),
    LiveDataProvider,
  };
}
