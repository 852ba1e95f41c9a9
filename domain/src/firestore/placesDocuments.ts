import type { AddressSuggestion, PlaceAddress } from '../places/placeAddress';

// Server-side address-search records: written and read only by the places functions, never by a
// client (the rules deny every client access).

/** What a cache entry holds: an autocomplete answer, or a picked place's address (null: none usable). */
export type GeocodeCacheValue = AddressSuggestion[] | PlaceAddress | null;

/**
 * checkout §3 "Geocode cache entry: value and createdAt, stored by a hash of the query"
 * (collection gmapsGeocodeCache, id: SHA-256 hex of the normalised query).
 */
export interface GeocodeCacheDoc {
  value: GeocodeCacheValue;
  /** ISO-8601; the entry is stale GEOCODE_CACHE_TTL after this. */
  createdAt: string;
  /** Which provider answered: a stand-in answer is never served once Google is configured. */
  provider: 'google' | 'stand-in';
  /**
   * When Firestore may delete the entry (a TTL policy on this field): Google's terms let
   * coordinates be cached for at most 30 days. A Date here; Firestore stores it as a Timestamp.
   */
  expiresAt: Date;
}
