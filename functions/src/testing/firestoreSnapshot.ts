import type { DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { getDb } from '../admin';
import { clearFirestore } from './firestore';

/** Every document by collection and id, as plain data; empty collections are left out. */
export type FirestoreSnapshot = Record<string, Record<string, unknown>>;

/**
 * Every document of every collection the product uses (COLLECTIONS), to prove that a refused
 * command wrote nothing anywhere. Collections are read as plain queries: the in-process emulator
 * cannot list collections.
 */
export async function snapshotFirestore(): Promise<FirestoreSnapshot> {
  const db = await getDb();
  const names = Object.values(COLLECTIONS).sort();
  const snapshots = await Promise.all(names.map((name) => db.collection(name).get()));
  const entries = names.map((name, index) => {
    const docs = snapshots[index]!.docs.map((doc) => [doc.id, doc.data()] as const);
    return [name, Object.fromEntries(docs)] as const;
  });
  return Object.fromEntries(entries.filter(([, docs]) => Object.keys(docs).length > 0));
}

/** Puts Firestore back as the snapshot found it: our collections are emptied and rewritten. */
export async function restoreFirestore(snapshot: FirestoreSnapshot): Promise<void> {
  const db = await getDb();
  await clearFirestore();
  const writes = Object.entries(snapshot).flatMap(([collection, docs]) =>
    Object.entries(docs).map(([id, data]) => ({ ref: db.collection(collection).doc(id), data })),
  );
  // Firestore takes at most 500 writes in one batch.
  for (let start = 0; start < writes.length; start += 500) {
    const batch = db.batch();
    for (const { ref, data } of writes.slice(start, start + 500)) {
      batch.set(ref, data as DocumentData);
    }
    await batch.commit();
  }
}
