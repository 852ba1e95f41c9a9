import { CommandError } from '@yardwise/domain/commands/commandError';
import { ADDRESS_SEARCH_UNAVAILABLE } from '@yardwise/domain/places/messages';
import { addressFromGeocode, suggestionsFromAutocomplete } from './googleResponses';
import type { PlacesProvider } from './placesProvider';
import { logError } from '../../logs';

/*
 * Decision: suggestions come from Places API (New) Autocomplete (the legacy Places API cannot be
 * enabled on new projects); the picked place is read with the Geocoding API by place_id, because
 * only a geocoding result reports the precision isPreciseAddressResult filters on (location_type
 * ROOFTOP or the street_address type). Requests:
 * - POST PLACES_AUTOCOMPLETE_URL, headers X-Goog-Api-Key and X-Goog-FieldMask, JSON body
 *   { input, sessionToken?, includedRegionCodes: ['us'], includedPrimaryTypes, languageCode: 'en' }.
 * - GET GEOCODE_URL?place_id=...&language=en&key=... (Geocoding takes no session token, so the
 *   autocomplete requests of a session are billed one by one; the cache keeps repeats free).
 * The key is the GOOGLE_MAPS_API_KEY secret; it never appears in a log line.
 */
export const PLACES_AUTOCOMPLETE_URL = 'https://places.googleapis.com/v1/places:autocomplete';
export const GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
/** Decision: a search is interactive; after 5 s the homeowner is better served by an error. */
export const PLACES_TIMEOUT_MS = 5_000;
/** House addresses only: streets, areas and businesses are not properties to design. */
export const ADDRESS_PRIMARY_TYPES = ['street_address', 'premise', 'subpremise'];
const AUTOCOMPLETE_FIELDS =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text';

export function googlePlacesProvider(
  apiKey: string,
  fetchImpl: typeof fetch = fetch,
): PlacesProvider {
  /** Calls Google and reads its answer; any failure is logged and becomes 'unavailable'. */
  async function ask<T>(
    operation: string,
    request: () => Promise<Response>,
    read: (body: unknown) => T,
  ): Promise<T> {
    try {
      const response = await request();
      if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
      return read(await response.json());
    } catch (error) {
      logError(`Google ${operation} failed`, {
        error: error instanceof Error ? error.message : String(error),
      });
      throw new CommandError('unavailable', ADDRESS_SEARCH_UNAVAILABLE);
    }
  }

  return {
    name: 'google',
    autocomplete(input, sessionToken) {
      const body = {
        input,
        ...(sessionToken ? { sessionToken } : {}),
        includedRegionCodes: ['us'],
        includedPrimaryTypes: ADDRESS_PRIMARY_TYPES,
        languageCode: 'en',
      };
      return ask(
        'Places autocomplete',
        () =>
          fetchImpl(PLACES_AUTOCOMPLETE_URL, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'X-Goog-Api-Key': apiKey,
              'X-Goog-FieldMask': AUTOCOMPLETE_FIELDS,
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(PLACES_TIMEOUT_MS),
          }),
        suggestionsFromAutocomplete,
      );
    },
    details(placeId) {
      const query = new URLSearchParams({ place_id: placeId, language: 'en', key: apiKey });
      return ask(
        'geocoding',
        () =>
          fetchImpl(`${GEOCODE_URL}?${query.toString()}`, {
            method: 'GET',
            signal: AbortSignal.timeout(PLACES_TIMEOUT_MS),
          }),
        addressFromGeocode,
      );
    },
  };
}
