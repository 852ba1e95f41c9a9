// Test support for the promo, cart and lead tests: seeds the sample catalog and codes
// (domain/src/seed) into the emulator, and counts what a failed command must not have written.
import type { Firestore } from 'firebase-admin/firestore';
import { SEED_PRODUCTS } from '@yardwise/domain/seed/catalog';
import { SEED_CODES } from '@yardwise/domain/seed/codes';

export async function seedCatalogAndCodes(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const [id, product] of Object.entries(SEED_PRODUCTS)) {
    batch.set(db.collection('products').doc(id), product);
  }
  for (const [id, code] of Object.entries(SEED_CODES)) {
    batch.set(db.collection('codes').doc(id), code);
  }
  await batch.commit();
}

/** Deletes every document of the named collections (also ones outside the typed list). */
export async function clearCollections(db: Firestore, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const snapshot = await db.collection(name).get();
    if (snapshot.empty) continue;
    const batch = db.batch();
    for (const doc of snapshot.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** How many documents each named collection holds. */
export async function documentCounts(
  db: Firestore,
  names: readonly string[],
): Promise<Record<string, number>> {
  const counts = await Promise.all(
    names.map(async (name) => (await db.collection(name).get()).size),
  );
  return Object.fromEntries(names.map((name, i) => [name, counts[i]!]));
}
