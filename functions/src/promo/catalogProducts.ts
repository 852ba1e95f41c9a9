import type { Firestore } from 'firebase-admin/firestore';
import type { ProductDoc } from '@yardwise/domain/firestore/documents';

/** The product documents with these ids (missing ones are left out), read in one round trip. */
export async function catalogProducts(
  db: Firestore,
  ids: readonly string[],
): Promise<Record<string, ProductDoc>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return {};
  const snapshots = await db.getAll(...unique.map((id) => db.collection('products').doc(id)));
  return Object.fromEntries(
    snapshots.filter((doc) => doc.exists).map((doc) => [doc.id, doc.data() as ProductDoc]),
  );
}
