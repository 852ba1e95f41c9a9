import type { GeocodeCacheDoc, GeocodeCacheValue } from '../firestore/placesDocuments';

// The gmapsGeocodeCache rules shared by the places functions (which write the entries), the web
// app (which reads a picked place's entry by id) and the preview's stand-in (which writes it too).

/**
 * Decision: 30 days, the longest Google's terms let coordinates be cached; an older entry is
 * asked again and overwritten, and expiresAt lets a Firestore TTL policy delete it.
 */
export const GEOCODE_CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The text a picked place's entry is keyed by: the entry's id is the SHA-256 hex of it (node:crypto
 * in the functions, Web Crypto in the browser). The newline keeps it apart from every search key,
 * since a normalised query (addressSearchCacheKey) has none.
 */
export function placeDetailsCacheKey(placeId: string): string {
  return `place_id\n${placeId}`;
}

/** Whether an entry written at `createdAt` (ISO-8601) is still within the TTL at `now`. */
export function isWithinGeocodeCacheTtl(createdAt: unknown, now: Date): boolean {
  if (typeof createdAt !== 'string') return false;
  const age = now.getTime() - Date.parse(createdAt);
  return age >= 0 && age < GEOCODE_CACHE_TTL_MS;
}

/** A new entry for `value`, written `now`; its TTL field says when Firestore may delete it. */
export function newGeocodeCacheEntry(
  value: GeocodeCacheValue,
  provider: GeocodeCacheDoc['provider'],
  now: Date,
): GeocodeCacheDoc {
  return {
    value,
    createdAt: now.toISOString(),
    provider,
    expiresAt: new Date(now.getTime() + GEOCODE_CACHE_TTL_MS),
  };
}

/** What the location pages show of a place: its one-line address and, when known, its position. */
export interface ShownPlace {
  formattedAddress: string;
  latLng: { lat: number; lng: number } | null;
}

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function finiteLatLng(value: unknown): ShownPlace['latLng'] {
  const { lat, lng } = (value ?? {}) as { lat?: unknown; lng?: unknown };
  return isCoordinate(lat) && isCoordinate(lng) ? { lat, lng } : null;
}

/**
 * The place a picked place's entry holds; null for anything else (a search's suggestions, no usable
 * address, a malformed document, an entry past the TTL: Firestore's TTL deletion may run late).
 */
export function placeFromGeocodeEntry(entry: unknown, now: Date): ShownPlace | null {
  const doc = entry as Partial<Record<keyof GeocodeCacheDoc, unknown>> | null | undefined;
  if (!doc || !isWithinGeocodeCacheTtl(doc.createdAt, now)) return null;
  const value = doc.value as { formattedAddress?: unknown; latLng?: unknown } | null | undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const formattedAddress =
    typeof value.formattedAddress === 'string' ? value.formattedAddress.trim() : '';
  if (!formattedAddress) return null;
  return { formattedAddress, latLng: finiteLatLng(value.latLng) };
}
