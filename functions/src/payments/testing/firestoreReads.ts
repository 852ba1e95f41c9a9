import type { CollectionName, DocOf } from '@yardwise/domain/firestore/collections';
import { getDb } from '../../admin';

export async function readDoc<C extends CollectionName>(
  collection: C,
  id: string,
): Promise<DocOf<C> | undefined> {
  const snapshot = await (await getDb()).collection(collection).doc(id).get();
  return snapshot.exists ? (snapshot.data() as DocOf<C>) : undefined;
}

export async function readAll<C extends CollectionName>(
  collection: C,
): Promise<(DocOf<C> & { id: string })[]> {
  const snapshot = await (await getDb()).collection(collection).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as DocOf<C>), id: doc.id }));
}

export async function countDocs(collection: CollectionName): Promise<number> {
  return (await (await getDb()).collection(collection).get()).size;
}

/** Document counts of the collections fulfilment writes, for "nothing was written" checks. */
export async function fulfilmentCounts() {
  const names: CollectionName[] = [
    'paymentEvents',
    'yzOrderEvents',
    'profiles',
    'projects',
    'onboardStates',
    'newPackageOrderStatuses',
  ];
  const counts = await Promise.all(names.map(countDocs));
  return Object.fromEntries(names.map((name, index) => [name, counts[index]]));
}

export const NOTHING_FULFILLED = {
  paymentEvents: 0,
  yzOrderEvents: 0,
  profiles: 0,
  projects: 0,
  onboardStates: 0,
  newPackageOrderStatuses: 0,
};
