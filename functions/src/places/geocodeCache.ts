import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { addressSearchCacheKey } from '@yardwise/domain/forms/addressSearch';
import type {
  GeocodeCacheDoc,
  GeocodeCacheValue,
} from '@yardwise/domain/firestore/placesDocuments';
import {
  isWithinGeocodeCacheTtl,
  newGeocodeCacheEntry,
  placeDetailsCacheKey,
} from '@yardwise/domain/places/geocodeCache';
import type { PlacesProviderName } from '../adapters/places/placesProvider';
import { logWarning } from '../logs';

// Address answers are cached by the SHA-256 hash of the query: in local storage first, then in
// this remote cache, written by the functions only (the rules deny client writes; a signed-in
// client may get an entry by id).

/** The collection of the remote cache. */
export const GEOCODE_CACHE_COLLECTION = COLLECTIONS.gmapsGeocodeCache;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A search's entry: the hash of the text typed, lower-cased with spaces collapsed (domain rule). */
export function searchCacheId(input: string): string {
  return sha256Hex(addressSearchCacheKey(input));
}

/** A picked place's entry, under the id the web app works out the same way (domain key rule). */
export function detailsCacheId(placeId: string): string {
  return sha256Hex(placeDetailsCacheKey(placeId));
}

function isFresh(
  entry: Partial<GeocodeCacheDoc>,
  provider: PlacesProviderName,
  now: Date,
): boolean {
  return (
    entry.provider === provider && 'value' in entry && isWithinGeocodeCacheTtl(entry.createdAt, now)
  );
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
  try {
    await ref.set(newGeocodeCacheEntry(value, provider, now));
  } catch (error) {
    logWarning('Geocode cache write failed', { cacheId: id, error: String(error) });
  }
  return value;
}
