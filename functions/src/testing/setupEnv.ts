import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

// Runs before each test file, before firebase-admin is loaded. A project id of its own keeps test
// files that run in parallel on the shared emulator out of each other's data.
const projectId = `demo-yardwise-${randomUUID().slice(0, 8)}`;
process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
process.env.GCLOUD_PROJECT = projectId;
process.env.GOOGLE_CLOUD_PROJECT = projectId;
// A FIREBASE_CONFIG inherited from `firebase emulators:exec` would pin the shared project id.
delete process.env.FIREBASE_CONFIG;
// google-gax asks google-auth-library for the universe domain even against an emulator, which
// probes the GCE metadata server over the network; tests never run on GCE.
process.env.METADATA_SERVER_DETECTION = 'none';
