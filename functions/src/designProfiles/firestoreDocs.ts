import type { CollectionName, DocOf } from '@yardwise/domain/firestore/collections';
import { getDb } from '../admin';

// For the profile command tests: read what the callables left in Firestore, with firebase-admin.

export async function readDoc<C extends CollectionName>(
  collection: C,
  id: string,
): Promise<DocOf<C> | undefined> {
  const snapshot = await (await getDb()).collection(collection).doc(id).get();
  return snapshot.exists ? (snapshot.data() as DocOf<C>) : undefined;
}

/** Every document of a collection by id, to assert that a refused call wrote nothing. */
export async function allDocs(collection: CollectionName): Promise<Record<string, unknown>> {
  const snapshot = await (await getDb()).collection(collection).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

export async function writeDoc<C extends CollectionName>(
  collection: C,
  id: string,
  data: DocOf<C>,
): Promise<void> {
  await (await getDb()).collection(collection).doc(id).set(data);
}
