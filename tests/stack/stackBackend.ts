import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { seedDocuments, seedUser } from '../../scripts/seedSampleData';
import { emulatorUrl, PROJECT_ID } from './stackEmulators';

// The backend as staff and the platform see it: the admin SDK on the emulators of this run.
// Emulators need no Google credentials: skip the metadata-server probe.
process.env.METADATA_SERVER_DETECTION ??= 'none';

function adminApp(): App {
  return (
    getApps().find((app) => app.name === 'stack') ??
    initializeApp({ projectId: PROJECT_ID }, 'stack')
  );
}

export const adminDb = (): Firestore => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

async function clear(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url}: HTTP ${response.status}`);
}

/** Every journey starts from the seed alone: no documents or accounts of an earlier journey. */
export async function resetStack(): Promise<void> {
  await Promise.all([
    clear(
      `${emulatorUrl('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    ),
    clear(`${emulatorUrl('auth')}/emulator/v1/projects/${PROJECT_ID}/accounts`),
  ]);
  const app = adminApp();
  await Promise.all([seedDocuments(app), ...SAMPLE_DATA.users.map((user) => seedUser(app, user))]);
}

/** The uid of the account with this email. */
export async function uidOf(email: string): Promise<string> {
  return (await adminAuth().getUserByEmail(email)).uid;
}
