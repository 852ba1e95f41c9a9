import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { addressSearchCacheKey } from '@yardwise/domain/forms/addressSearch';
import type {
  GeocodeCacheDoc,
  GeocodeCacheValue,
} from '@yardwise/domain/firestore/placesDocuments';
import type { PlacesProviderName } from '../adapters/places/placesProvider';
import { logWarning } from '../logs';

// checkout §5: "cached by SHA-256 hash ... local storage first, then the remote cache collection".
// The web app keeps its local-storage copy under the same hash; this is the remote cache, written
// by the functions only (the rules deny clients).

/** checkout §7 'gmapsGeocodeCache'. Becomes COLLECTIONS.gmapsGeocodeCache once it is listed there. */
export const GEOCODE_CACHE_COLLECTION = COLLECTIONS.gmapsGeocodeCache;
/**
 * Decision: 30 days, the longest Google's terms let coordinates be cached; an older entry is
 * asked again and overwritten, and expiresAt lets a Firestore TTL policy delete it.
 */
export const GEOCODE_CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A search's entry: the hash of the text typed, lower-cased with spaces collapsed (domain rule). */
export function searchCacheId(input: string): string {
  return sha256Hex(addressSearchCacheKey(input));
}

/** A place's entry. The newline keeps it apart from every search: a normalised query has none. */
export function detailsCacheId(placeId: string): string {
  return sha256Hex(`place_id\n${placeId}`);
}

function isFresh(
  entry: Partial<GeocodeCacheDoc>,
  provider: PlacesProviderName,
  now: Date,
): boolean {
  if (entry.provider !== provider || typeof entry.createdAt !== 'string' || !('value' in entry)) {
    return false;
  }
  const age = now.getTime() - Date.parse(entry.createdAt);
  return age >= 0 && age < GEOCODE_CACHE_TTL_MS;
}

/**
 * The cached answer when a fresh one from this provider exists; otherwise asks the provider and
 * caches what it answered (an empty answer too: it is an answer). A provider failure propagates
 * and caches nothing. Decision: the cache is an optimisation, so a cache read or write that fails
 * is logged and the search still answers.
 */
export async function cachedAnswer<T extends GeocodeCacheValue>(
  db: Firestore,
  id: string,
  provider: PlacesProviderName,
  now: Date,
  ask: () => Promise<T>,
): Promise<T> {
  const ref = db.collection(GEOCODE_CACHE_COLLECTION).doc(id);
  try {
    const entry = (await ref.get()).data() as Partial<GeocodeCacheDoc> | undefined;
    if (entry && isFresh(entry, provider, now)) return entry.value as T;
  } catch (error) {
    logWarning('Geocode cache read failed; asking the provider', {
      cacheId: id,
      error: String(error),
    });
  }

  const value = await ask();
  const entry: GeocodeCacheDoc = {
    value,
    createdAt: now.toISOString(),
    provider,
    expiresAt: new Date(now.getTime() + GEOCODE_CACHE_TTL_MS),
  };
  try {
    await ref.set(entry);
  } catch (error) {
    logWarning('Geocode cache write failed', { cacheId: id, error: String(error) });
  }
  return value;
}
