// Catalogue messages, word for word from the specs; the lead aggregates every area's messages.

/** funnel §8: the premium package has no product or price in the catalogue. */
export const PREMIUM_SKU_NOT_FOUND = 'Could not find SKU for premium package in Stripe';

/**
 * funnel §3: the lot-size labels (SKU nicknames) in their plain form. Variants add a suffix, such
 * as the retailer-partner and lifestyle variants of the standard lot.
 */
export const LOT_SIZE_LABELS = {
  acreage: 'Acreage (more than 1 acre)',
  large: 'Large lot (up to 1 acre)',
  small: 'Small lot (less than 5000 sq feet)',
  standard: 'Standard lot (up to 1/2 acre)',
} as const;
