// Test data of the order tests (not a test file): the callers and the Firestore seeding; the
// catalogue, codes and orders themselves are the domain's, shared with the other workspaces.
import { SEEDED_CODES, SEEDED_PRODUCTS, TEST_BUYER } from '@yardwise/domain/checkout/orderTestData';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { ProductDoc, PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';

export {
  ADDRESS,
  inputFor,
  orderFor,
  SEEDED_CODES,
  SEEDED_PRODUCTS,
} from '@yardwise/domain/checkout/orderTestData';

export const client = { ...TEST_BUYER, signIn: 'password' } as const;
export const otherClient = {
  uid: 'client-2',
  signIn: 'google.com',
  email: 'ben@example.com',
} as const;

/** Writes the seeded products and codes, plus any extra or changed documents. */
export async function seedCatalog(
  extra: { products?: Record<string, ProductDoc>; codes?: Record<string, PromoCodeDoc> } = {},
): Promise<void> {
  const db = await getDb();
  const batch = db.batch();
  for (const [id, product] of Object.entries({ ...SEEDED_PRODUCTS, ...extra.products })) {
    batch.set(db.collection(COLLECTIONS.products).doc(id), product);
  }
  for (const [id, code] of Object.entries({ ...SEEDED_CODES, ...extra.codes })) {
    batch.set(db.collection(COLLECTIONS.codes).doc(id), code);
  }
  await batch.commit();
}

export async function allDocs(collection: 'orders' | 'standInPaymentIntents') {
  const db = await getDb();
  return (await db.collection(COLLECTIONS[collection]).get()).docs;
}
