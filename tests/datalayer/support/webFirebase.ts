import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { initializeAuth, inMemoryPersistence, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { startListenRelay } from './listenRelay';

export interface WebFirebase {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  /** Ends every listener and connection, so the test file's worker can exit. */
  close(): Promise<void>;
}

/**
 * The web SDK as the app uses it, on the project this test file's setup chose (the one
 * firebase-admin, and so every function, writes to), reading the shared emulator through the
 * listen relay.
 */
export async function openWebFirebase(): Promise<WebFirebase> {
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error('The functions setup (setupEnv.ts) sets GCLOUD_PROJECT');
  const relay = await startListenRelay(process.env.FIRESTORE_EMULATOR_HOST ?? '');
  const app = initializeApp(
    { projectId, apiKey: 'demo-api-key', appId: '1:000000000000:web:0000000000000000' },
    `datalayer-${projectId}`,
  );
  // In memory: nothing signs in here (the emulator checks no rules) and nothing stays on disk.
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, relay.host, relay.port);
  return {
    app,
    auth,
    firestore,
    async close() {
      await terminate(firestore);
      await deleteApp(app);
      relay.close();
    },
  };
}
