import type { ReactNode } from 'react';
import { readModeOf } from '@yardwise/domain/firestore/readModes';
import type { LiveReads } from '../types';
import { LiveReadsContext } from '../liveReads';
import { appCheckToken } from './appCheck';
import type { ChangeSignal } from './changeSignal';
import { firebaseAuth } from './firebaseAuth';
import { emulatorHosts, firebaseOptions, useEmulators } from './firebaseConfig';
import { firestoreRest } from './firestoreRest';
import {
  announcingChanges,
  lazySource,
  liveReadsFrom,
  onceSource,
  sourceByReadMode,
} from './readSources';

const host = useEmulators
  ? `http://${emulatorHosts.firestore.host}:${emulatorHosts.firestore.port}`
  : 'https://firestore.googleapis.com';

async function requestHeaders(): Promise<Record<string, string>> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  const [idToken, appCheck] = await Promise.all([auth.currentUser?.getIdToken(), appCheckToken()]);
  return {
    ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    ...(appCheck ? { 'X-Firebase-AppCheck': appCheck } : {}),
  };
}

let liveReads: LiveReads | undefined;

function firebaseReads(recordsChanged: ChangeSignal): LiveReads {
  const rest = firestoreRest({
    documentsUrl: `${host}/v1/projects/${firebaseOptions.projectId}/databases/(default)/documents`,
    headers: requestHeaders,
  });
  return liveReadsFrom(
    sourceByReadMode(readModeOf, {
      reference: onceSource(rest),
      ownRecords: onceSource(rest, recordsChanged),
      server: announcingChanges(
        lazySource(() =>
          import('./firestoreSdkSource').then((module) => module.firestoreSdkSource()),
        ),
        recordsChanged,
      ),
    }),
  );
}

/**
 * Loaded lazily by the routes that read documents. The catalog and the client's own records are
 * read once over REST (their own records again after each command), so checkout and the yard
 * overview need no Firestore SDK; it loads for the live reads of what the backend changes on its
 * own (domain/src/firestore/readModes.ts).
 */
export default function FirestoreLiveData({
  recordsChanged,
  children,
}: {
  recordsChanged: ChangeSignal;
  children: ReactNode;
}) {
  liveReads ??= firebaseReads(recordsChanged);
  return <LiveReadsContext.Provider value={liveReads}>{children}</LiveReadsContext.Provider>;
}
