import { lazy, Suspense, type ReactNode } from 'react';
import { lazyAuthPort } from '../lazyAuthPort';
import type { CommandClient, DataLayer } from '../types';
import { changeSignal, type ChangeSignal } from './changeSignal';
import { createFirebaseCommands } from './firebaseCommands';
import { createFirebaseStorage } from './firebaseStorage';

const FirestoreLiveData = lazy(() => import('./FirestoreLiveData'));

/** The client's own records are read again once a command may have changed them (readModes.ts). */
export function announcingCommands(
  commands: CommandClient,
  recordsChanged: ChangeSignal,
): CommandClient {
  return {
    call: (name, input) => commands.call(name, input).finally(() => recordsChanged.fire()),
  };
}

/**
 * No Firebase SDK loads with the first page: auth, Functions, Firestore and Storage each arrive when
 * first used, so a visitor from an ad sees the page before any of them.
 */
export function createFirebaseDataLayer(): DataLayer {
  const recordsChanged = changeSignal();
  function LiveDataProvider({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={<p role="status">Loading your information…</p>}>
        <FirestoreLiveData recordsChanged={recordsChanged}>{children}</FirestoreLiveData>
      </Suspense>
    );
  }
  return {
    kind: 'firebase',
    auth: lazyAuthPort(() =>
      import('./firebaseAuth').then((module) => module.createFirebaseAuthPort()),
    ),
    commands: announcingCommands(createFirebaseCommands(), recordsChanged),
    storage: createFirebaseStorage(),
    LiveDataProvider,
  };
}
