import type { AddressSuggestion, PlaceAddress } from '../places/placeAddress';

// Address-search records: written only by the places functions. A signed-in client may get one by
// id (the funnel reads its picked place's); the rules deny every list and every client write.

/** What a cache entry holds: an autocomplete answer, or a picked place's address (null: none usable). */
export type GeocodeCacheValue = AddressSuggestion[] | PlaceAddress | null;

/**
 * A geocode cache entry (collection gmapsGeocodeCache): the value and when it was stored. Id: the
 * SHA-256 hex of the normalised query for a search, of placeDetailsCacheKey(placeId) for a picked
 * place (places/geocodeCache.ts).
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
