import { vi } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { getDb } from '../../admin';
import { GEOCODE_CACHE_COLLECTION } from '../geocodeCache';

export const visitor = { uid: 'anon-address', signIn: 'anonymous' } as const;
export const GOOGLE_TEST_KEY = 'maps-test-key';

/** Every cache entry by id. */
export async function cacheEntries(): Promise<Map<string, DocumentData>> {
  const snapshot = await (await getDb()).collection(GEOCODE_CACHE_COLLECTION).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

export async function clearGeocodeCache(): Promise<void> {
  const db = await getDb();
  const snapshot = await db.collection(GEOCODE_CACHE_COLLECTION).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

export async function putCacheEntry(id: string, entry: DocumentData): Promise<void> {
  await (await getDb()).collection(GEOCODE_CACHE_COLLECTION).doc(id).set(entry);
}

/** A fake Google (Places and Geocoding) on the global fetch; never the network. */
export function fakeGoogle(answer: (url: string) => Response | Promise<Response>) {
  const fake = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
    answer(String(url)),
  );
  vi.stubGlobal('fetch', fake);
  return fake;
}

export function autocompleteAnswer(predictions: { placeId: string; text: string }[]): Response {
  return Response.json({
    suggestions: predictions.map(({ placeId, text }) => ({
      placePrediction: {
        place: `places/${placeId}`,
        placeId,
        text: { text, matches: [{ endOffset: 4 }] },
        types: ['street_address', 'geocode'],
      },
    })),
  });
}

interface GeocodeResultOptions {
  placeId?: string;
  number?: string;
  route?: [long: string, short: string];
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  types?: string[];
  locationType?: string;
  location?: { lat: number; lng: number };
}

/** One result as the Geocoding API gives it (address_components, geometry, types). */
export function geocodeResult(options: GeocodeResultOptions = {}) {
  const {
    placeId = 'ChIJ_cedar_hollow_2418',
    number = '2418',
    route = ['Cedar Hollow Lane', 'Cedar Hollow Ln'],
    city = 'Austin',
    state = 'TX',
    zip = '78704',
    country = 'US',
    types = ['street_address'],
    locationType = 'ROOFTOP',
    location = { lat: 30.2452, lng: -97.7694 },
  } = options;
  return {
    place_id: placeId,
    formatted_address: `${number} ${route[1]}, ${city}, ${state} ${zip}, USA`,
    types,
    geometry: { location, location_type: locationType },
    address_components: [
      { long_name: number, short_name: number, types: ['street_number'] },
      { long_name: route[0], short_name: route[1], types: ['route'] },
      { long_name: city, short_name: city, types: ['locality', 'political'] },
      {
        long_name: 'Travis County',
        short_name: 'Travis County',
        types: ['administrative_area_level_2', 'political'],
      },
      { long_name: state, short_name: state, types: ['administrative_area_level_1', 'political'] },
      { long_name: country, short_name: country, types: ['country', 'political'] },
      { long_name: zip, short_name: zip, types: ['postal_code'] },
    ],
  };
}

export function geocodeAnswer(results: unknown[], status = results.length ? 'OK' : 'ZERO_RESULTS') {
  return Response.json({ status, results });
}
