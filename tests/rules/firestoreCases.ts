import type { CollectionName, DocOf } from '@yardwise/domain/firestore/collections';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { budgetMetadataId, firstPhaseMetadataId } from '@yardwise/domain/wishlist/budget';
import { OWNER_UID } from './people';

// What firestore.rules must let each person do with each collection, as data: the emulator
// suite (firestore.rules.test.ts) runs every case, and the offline policy check
// (tests/lint/securityRules.test.ts) checks that this table, the rules and the app's live reads
// agree, so a collection cannot be added without its cases.

/**
 * reference: every visitor, signed in or not, reads it. owner: each client reads their own
 * documents only. sharedById: any signed-in client (anonymous visitors too) gets a document by id,
 * found or missing, and nobody lists the collection; its documents are about places, not people.
 * serverOnly: only the functions read it; no client does, not even the one a document is about.
 */
export type ReadAccess = 'reference' | 'owner' | 'sharedById' | 'serverOnly';

/** An equality filter of a live query, as the app's data layer sends it. */
export interface FieldEquals {
  field: string;
  value: string;
}

export interface SeedDocument<C extends CollectionName> {
  id: string;
  /** Only what the rules look at, and enough to recognise the document. */
  data: Partial<DocOf<C>>;
}

export interface CollectionCase<C extends CollectionName> {
  access: ReadAccess;
  /** The document the server keeps for this user (any document, for reference and shared data). */
  documentOf(uid: string): SeedDocument<C>;
  /**
   * The app's live queries (useLiveQuery) on the collection, for this user. Owner collections
   * without any are read by id only, and the rules deny every list on them.
   */
  appQueries?(uid: string): FieldEquals[][];
  /** The app reads this user's document by id before the server has created it. */
  readBeforeCreated?: boolean;
  /** Anonymous funnel visitors have one of their own. */
  visitorHasOne?: boolean;
}

export type FirestoreCases = { [C in CollectionName]: CollectionCase<C> };

const AT = '2026-01-12T16:04:31.000Z';
export const projectIdFor = (uid: string) => `project-${uid}`;
const paymentIntentIdFor = (uid: string) => `pi_${uid}`;
const ownQuery = (uid: string) => [
  { field: 'userId', value: uid },
  { field: 'projectId', value: projectIdFor(uid) },
];

export const FIRESTORE_CASES: FirestoreCases = {
  products: {
    access: 'reference',
    documentOf: (uid) => ({
      id: `package-${uid}`,
      data: { name: 'Sample package', kind: 'package', active: true, prices: { standard: 100 } },
    }),
    appQueries: () => [[{ field: 'kind', value: 'addOn' }], [{ field: 'kind', value: 'package' }]],
  },
  checklistItems: {
    access: 'reference',
    documentOf: (uid) => ({ id: `item-${uid}`, data: { name: 'Fire pit', category: 'Features' } }),
    appQueries: () => [[]],
  },
  priceOptions: {
    access: 'reference',
    documentOf: (uid) => ({ id: `item-${uid}-price-1`, data: { itemId: `item-${uid}` } }),
    appQueries: () => [[]],
  },
  styleOptions: {
    access: 'reference',
    documentOf: (uid) => ({ id: `item-${uid}-style-1`, data: { itemId: `item-${uid}` } }),
    appQueries: (uid) => [[{ field: 'itemId', value: `item-${uid}` }]],
  },
  colors: {
    access: 'reference',
    documentOf: (uid) => ({ id: `color-${uid}`, data: { name: 'Sage', hexCode: '#9caf88' } }),
  },

  profiles: {
    access: 'owner',
    documentOf: (uid) => ({
      id: uid,
      data: { email: `${uid}@yardwise.example`, firstName: 'Sam' },
    }),
    readBeforeCreated: true,
    // The checkout start page looks for the visitor's profile.
    visitorHasOne: true,
  },
  termsAgreements: {
    access: 'owner',
    documentOf: (uid) => ({ id: uid, data: { userId: uid, tosAgreed: true, dateOfAgree: AT } }),
    readBeforeCreated: true,
  },
  onboardStates: {
    access: 'owner',
    documentOf: (uid) => ({
      id: onboardStateIdFor(uid),
      data: { userId: uid, projectId: projectIdFor(uid), createdAt: AT },
    }),
    readBeforeCreated: true,
  },
  projects: {
    access: 'owner',
    documentOf: (uid) => ({ id: projectIdFor(uid), data: { profileId: uid, createdAt: AT } }),
    readBeforeCreated: true,
  },
  budgetMetadata: {
    access: 'owner',
    documentOf: (uid) => ({
      id: budgetMetadataId(projectIdFor(uid)),
      data: { userId: uid, project_id: projectIdFor(uid), total_budget: '40000' },
    }),
    readBeforeCreated: true,
  },
  budgetPhaseMetadata: {
    access: 'owner',
    documentOf: (uid) => ({
      id: firstPhaseMetadataId(budgetMetadataId(projectIdFor(uid))),
      data: { userId: uid, budget_metadata_id: projectIdFor(uid), budget: '20000' },
    }),
    readBeforeCreated: true,
  },
  designProfiles: {
    access: 'owner',
    documentOf: (uid) => ({
      id: designProfileIdFor(uid, 'v2'),
      data: { userId: uid, versionId: 'v2', step: 3, purchased: false },
    }),
    visitorHasOne: true,
  },
  newPackageOrderStatuses: {
    access: 'owner',
    documentOf: (uid) => ({
      id: `order-status-${uid}`,
      data: { userId: uid, createdAt: AT, profileDocCreated: true, projectDocCreated: true },
    }),
    appQueries: (uid) => [[{ field: 'userId', value: uid }]],
  },
  yzOrderEvents: {
    access: 'owner',
    documentOf: (uid) => ({
      id: paymentIntentIdFor(uid),
      data: { userId: uid, paymentIntentId: paymentIntentIdFor(uid), orderId: `YW-${uid}` },
    }),
    appQueries: (uid) => [
      [
        { field: 'userId', value: uid },
        { field: 'paymentIntentId', value: paymentIntentIdFor(uid) },
      ],
    ],
  },
  media: {
    access: 'owner',
    documentOf: (uid) => ({
      id: `media-${uid}-1`,
      data: { userId: uid, projectId: projectIdFor(uid), path: `media/${uid}/a.1.jpg` },
    }),
    appQueries: (uid) => [ownQuery(uid)],
  },
  checklistResponses: {
    access: 'owner',
    documentOf: (uid) => ({
      id: `response-${uid}-1`,
      data: { userId: uid, projectId: projectIdFor(uid), item_id: 'fire-pit', order: 1 },
    }),
    appQueries: (uid) => [ownQuery(uid)],
  },
  colorResponses: {
    access: 'owner',
    documentOf: (uid) => ({
      id: `color-response-${uid}-1`,
      data: { userId: uid, projectId: projectIdFor(uid), colorId: 'sage' },
    }),
    appQueries: (uid) => [ownQuery(uid)],
  },
  laterStepAnswers: {
    access: 'owner',
    documentOf: (uid) => ({
      id: `${projectIdFor(uid)}-goals`,
      data: { userId: uid, projectId: projectIdFor(uid), step: 'goals', updatedAt: AT },
    }),
    appQueries: (uid) => [ownQuery(uid)],
  },

  // Shared by id: the funnel gets its picked place's entry, which the places functions write.
  gmapsGeocodeCache: {
    access: 'sharedById',
    documentOf: (uid) => ({
      id: `sha-${uid}`,
      data: { value: null, createdAt: AT, provider: 'stand-in' },
    }),
  },

  // Server-only, including the records that carry the client's uid.
  codes: {
    access: 'serverOnly',
    documentOf: (uid) => ({ id: `CODE-${uid}`, data: { code: `CODE-${uid}`, status: 'USABLE' } }),
  },
  outbox: {
    access: 'serverOnly',
    documentOf: (uid) => ({
      id: `email-${uid}`,
      data: { to: `${uid}@yardwise.example`, template: 'help', state: 'LOCAL_ONLY' },
    }),
  },
  orders: {
    access: 'serverOnly',
    documentOf: (uid) => ({
      id: `order-${uid}`,
      data: { userId: uid, status: 'paid', total: 100, email: `${uid}@yardwise.example` },
    }),
  },
  paymentEvents: {
    access: 'serverOnly',
    documentOf: (uid) => ({
      id: `evt_${uid}`,
      data: { type: 'payment_intent.succeeded', paymentIntentId: paymentIntentIdFor(uid) },
    }),
  },
  standInPaymentIntents: {
    access: 'serverOnly',
    documentOf: (uid) => ({
      id: paymentIntentIdFor(uid),
      data: { amount: 100, currency: 'usd', clientSecret: `${paymentIntentIdFor(uid)}_secret` },
    }),
  },
  customerLeads: {
    access: 'serverOnly',
    documentOf: (uid) => ({
      id: `lead-${uid}`,
      data: { anonId: `lead-${uid}`, userId: uid, email: `${uid}@yardwise.example` },
    }),
  },
  abandonedCarts: {
    access: 'serverOnly',
    documentOf: (uid) => ({
      id: `cart-${uid}`,
      data: { userId: uid, email: `${uid}@yardwise.example`, emailState: 'PENDING' },
    }),
  },
  singleUsePromoEmails: {
    access: 'serverOnly',
    documentOf: (uid) => ({ id: `sha-${uid}`, data: { code: `ONCE-${uid}`, uid } }),
  },
  rateLimits: {
    access: 'serverOnly',
    documentOf: (uid) => ({ id: `createOrder_${uid}`, data: { windowStart: AT, calls: 1 } }),
  },
};

/** The field that names a document's owner, where the document carries one. */
export function ownerFieldOf(name: CollectionName): string | undefined {
  const data: Record<string, unknown> = FIRESTORE_CASES[name].documentOf(OWNER_UID).data;
  return ['userId', 'profileId', 'uid'].find((field) => data[field] === OWNER_UID);
}
