import { useEffect, useState } from 'react';
import { placeDetailsCacheKey } from '@yardwise/domain/places/geocodeCache';

// The ids of gmapsGeocodeCache entries, worked out in the browser as the places functions work
// them out with node:crypto: the SHA-256 hex of the domain's key text.

/** The hex SHA-256 of the text's UTF-8 bytes. Rejects where the browser has no digest (plain http). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The id of a picked place's entry, the one the addressDetails command writes. */
export function placeDetailsCacheId(placeId: string): Promise<string> {
  return sha256Hex(placeDetailsCacheKey(placeId));
}

/**
 * The id of the place's entry once hashed; null before that, without a place, or where the
 * browser cannot hash (then there is no entry to read, and callers show what they already have).
 */
export function usePlaceDetailsCacheId(placeId: string | null | undefined): string | null {
  const [hashed, setHashed] = useState<{ placeId: string; id: string } | null>(null);
  useEffect(() => {
    if (!placeId) return;
    let current = true;
    placeDetailsCacheId(placeId).then(
      (id) => {
        if (current) setHashed({ placeId, id });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [placeId]);
  // Keyed by the place: a changed place never reads the previous place's entry.
  return placeId && hashed?.placeId === placeId ? hashed.id : null;
}
