import { COLLECTIONS, type CollectionName } from '@yardwise/domain/firestore/collections';
import { getDb } from '../admin';

/**
 * Deletes every document of the given top-level collections (default: all of ours), for a clean
 * slate between tests in one file. Query + batch delete works on both emulators.
 */
export async function clearFirestore(
  collections: readonly CollectionName[] = Object.values(COLLECTIONS),
): Promise<void> {
  const db = await getDb();
  await Promise.all(
    collections.map(async (name) => {
      const snapshot = await db.collection(name).get();
      if (snapshot.empty) return;
      const batch = db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
    }),
  );
}
