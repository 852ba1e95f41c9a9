// Writes the sample data (domain/src/seed) into the Firebase emulators: the sign-in accounts into
// the Auth emulator and every document into the Firestore emulator. Idempotent: running it again
// puts the sample documents back to their seeded state and keeps the accounts.
//
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npx tsx scripts/seed.ts
//
// It refuses to run unless at least one of those emulator variables is set, and seeds only the
// services whose variable is set, so it can never write to a real project. With
// FIREBASE_EMULATOR_HUB set (npm start sets it), Cloud Functions triggers are paused while seeding.
import { initializeApp } from 'firebase-admin/app';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { seedDocuments, seedUser } from './seedSampleData';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-yardwise';
// Emulators need no Google credentials: skip the metadata-server probe (and its warning).
process.env.METADATA_SERVER_DETECTION ??= 'none';

function fail(message: string): never {
  console.error(`seed: ${message}`);
  process.exit(1);
}

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!firestoreHost && !authHost) {
  fail(
    'set FIRESTORE_EMULATOR_HOST and/or FIREBASE_AUTH_EMULATOR_HOST to the running emulators ' +
      '(npm start does this). The seed only ever writes to emulators.',
  );
}
if (!PROJECT_ID.startsWith('demo-')) {
  fail(
    `refusing to seed project "${PROJECT_ID}": only demo-* projects (emulator-only) are seeded.`,
  );
}

const app = initializeApp({ projectId: PROJECT_ID }, 'seed');

/** Pauses or resumes background functions triggers through the Emulator Hub, if one is known. */
async function setTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return;
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
    // 400: the functions emulator is not running, so there is nothing to pause.
    if (!response.ok && response.status !== 400) {
      console.warn(
        `seed: could not ${enabled ? 'resume' : 'pause'} functions triggers (HTTP ${response.status})`,
      );
    }
  } catch (error) {
    console.warn(`seed: could not reach the Emulator Hub at ${hub}: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  if (authHost) {
    for (const user of SAMPLE_DATA.users) {
      const result = await seedUser(app, user);
      console.log(`seed: account ${user.email} ${result} (uid ${user.uid})`);
    }
  } else {
    console.log('seed: FIREBASE_AUTH_EMULATOR_HOST is not set; skipped the sign-in accounts.');
  }

  if (firestoreHost) {
    await setTriggers(false);
    try {
      const count = await seedDocuments(app);
      const summary = Object.entries(SAMPLE_DATA.documents)
        .map(([collection, documents]) => `${collection} ${Object.keys(documents ?? {}).length}`)
        .join(', ');
      console.log(`seed: wrote ${count} documents (${summary}).`);
    } finally {
      await setTriggers(true);
    }
  } else {
    console.log('seed: FIRESTORE_EMULATOR_HOST is not set; skipped the documents.');
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
