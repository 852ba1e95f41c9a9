// Writes the sample data (domain/src/seed) into the emulators through the admin SDK: the sign-in
// accounts into Auth, every document into Firestore. Used by `scripts/seed.ts` (npm start) and by
// the stack tier, which seeds afresh before each journey.
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { SAMPLE_DATA, type SeedUser } from '@yardwise/domain/seed/sampleData';

/** Firestore allows 500 writes per batch. */
const BATCH_SIZE = 400;

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined;
}

/** Creates the account, or puts an existing one back to its documented password. */
export async function seedUser(app: App, user: SeedUser): Promise<'created' | 'updated'> {
  const auth = getAuth(app);
  const { uid, email, password, displayName } = user;
  try {
    await auth.createUser({ uid, email, password, displayName, emailVerified: true });
    return 'created';
  } catch (error) {
    if (errorCode(error) !== 'auth/uid-already-exists') throw error;
    await auth.updateUser(uid, { email, password, displayName, emailVerified: true });
    return 'updated';
  }
}

/** Writes every sample document (replacing what is there); answers how many. */
export async function seedDocuments(app: App): Promise<number> {
  const db = getFirestore(app);
  const writes = Object.entries(SAMPLE_DATA.documents).flatMap(([collection, documents]) =>
    Object.entries(documents ?? {}).map(([id, data]) => ({
      ref: db.collection(collection).doc(id),
      data,
    })),
  );
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const { ref, data } of writes.slice(start, start + BATCH_SIZE)) batch.set(ref, data);
    await batch.commit();
  }
  return writes.length;
}
