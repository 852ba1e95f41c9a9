// Test data of the order tests (not a test file): the seeded catalogue and codes, a valid order
// as the checkout builds it, and the callers.
import { toOrderAddress } from '@yardwise/domain/checkout/address';
import { buildOrderPayload, type OrderSource } from '@yardwise/domain/checkout/orderPayload';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { ProductDoc, PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { getDb } from '../admin';

export const SEEDED_PRODUCTS = SAMPLE_DATA.documents.products as Record<string, ProductDoc>;
export const SEEDED_CODES = SAMPLE_DATA.documents.codes as Record<string, PromoCodeDoc>;

export const client = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' } as const;
export const otherClient = {
  uid: 'client-2',
  signIn: 'google.com',
  email: 'ben@example.com',
} as const;

export const ADDRESS = toOrderAddress({
  street: '2418 Cedar Hollow Lane',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
});

/** An order as the checkout builds it: Full Yard, standard lot, no add-ons, no code. */
export function orderFor(overrides: Partial<OrderSource> = {}) {
  return buildOrderPayload({
    sku: 'full-yard_standard',
    firstName: 'Ana',
    lastName: 'Lopez',
    email: client.email,
    address: ADDRESS,
    userId: client.uid,
    addOnIds: [],
    isAdditionalRevision: false,
    isPremium: false,
    promotionalCode: null,
    inputReferralCode: null,
    ...overrides,
  });
}

/** The command input: the order and, by default, no package style. */
export function inputFor(overrides: Partial<OrderSource> = {}, packageStyle?: string) {
  return packageStyle === undefined
    ? { order: orderFor(overrides) }
    : { order: orderFor(overrides), packageStyle };
}

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
