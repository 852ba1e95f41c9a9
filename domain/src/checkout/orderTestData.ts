// Test data of the order tests (not a test file): the seeded catalogue and codes and a valid order
// as the checkout builds it. Shared by the domain, functions and in-memory data layer tests.
import type { ProductDoc, PromoCodeDoc } from '../firestore/documents';
import { SAMPLE_DATA } from '../seed/sampleData';
import { toOrderAddress } from './address';
import { buildOrderPayload, type OrderSource } from './orderPayload';

export const SEEDED_PRODUCTS = SAMPLE_DATA.documents.products as Record<string, ProductDoc>;
export const SEEDED_CODES = SAMPLE_DATA.documents.codes as Record<string, PromoCodeDoc>;

/** The buyer the test orders belong to. */
export const TEST_BUYER = { uid: 'client-1', email: 'ana@example.com' } as const;

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
    email: TEST_BUYER.email,
    address: ADDRESS,
    userId: TEST_BUYER.uid,
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
