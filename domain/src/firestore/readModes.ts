import type { CollectionName } from './collections';

/**
 * How the web app reads a collection, by who changes its documents:
 * - `reference`: catalog data changed only by staff between visits; read once.
 * - `ownRecords`: the client's records, changed by the client's own commands (and by fulfilment,
 *   which the order status announces); read once, then again after each command and whenever a
 *   `server` read changes.
 * - `server`: changed by the backend on its own (payment webhooks, media processing); read live.
 * Reading once needs no Firestore SDK, so checkout and the yard overview start without it.
 */
export type ReadMode = 'reference' | 'ownRecords' | 'server';

/** Every collection the web app reads; the others are server-only (firestore.rules). */
export const READ_MODES = {
  products: 'reference',
  checklistItems: 'reference',
  priceOptions: 'reference',
  styleOptions: 'reference',
  colors: 'reference',
  designProfiles: 'ownRecords',
  profiles: 'ownRecords',
  projects: 'ownRecords',
  onboardStates: 'ownRecords',
  termsAgreements: 'ownRecords',
  checklistResponses: 'ownRecords',
  budgetMetadata: 'ownRecords',
  budgetPhaseMetadata: 'ownRecords',
  colorResponses: 'ownRecords',
  newPackageOrderStatuses: 'server',
  yzOrderEvents: 'server',
  media: 'server',
} as const satisfies Partial<Record<CollectionName, ReadMode>>;

/** A collection the app has no reason to read is read live, so nothing it shows can go stale. */
export function readModeOf(collection: CollectionName): ReadMode {
  return (READ_MODES as Partial<Record<CollectionName, ReadMode>>)[collection] ?? 'server';
}
