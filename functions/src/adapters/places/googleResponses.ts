import {
  preciseAddressResults,
  type GeocodeResultLike,
} from '@yardwise/domain/forms/addressSearch';
import {
  MAX_ADDRESS_SUGGESTIONS,
  usablePlaceAddress,
  type AddressSuggestion,
  type PlaceAddress,
} from '@yardwise/domain/places/placeAddress';
import { PLACE_ID_PATTERN } from '@yardwise/domain/places/schemas';

// Reading Google's answers into our shapes. Google's JSON is read field by field: anything
// missing or of the wrong type drops that entry instead of reaching the client.

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Places API (New) autocomplete: { suggestions: [{ placePrediction: { placeId, text: { text } } }] }.
 * Query predictions and ids our addressDetails input would refuse are skipped.
 */
export function suggestionsFromAutocomplete(body: unknown): AddressSuggestion[] {
  if (!isObject(body)) throw new Error('autocomplete answered something other than an object');
  const suggestions: AddressSuggestion[] = [];
  for (const suggestion of asArray(body.suggestions)) {
    const prediction = isObject(suggestion) ? suggestion.placePrediction : null;
    if (!isObject(prediction)) continue;
    const placeId = asString(prediction.placeId);
    const description = isObject(prediction.text) ? asString(prediction.text.text) : null;
    if (!placeId || !PLACE_ID_PATTERN.test(placeId) || !description) continue;
    suggestions.push({ placeId, description });
  }
  return suggestions.slice(0, MAX_ADDRESS_SUGGESTIONS);
}

interface GeocodeResult extends GeocodeResultLike {
  formatted_address: string;
  location: { lat: number; lng: number };
  components: { longName: string; shortName: string; types: string[] }[];
}

function geocodeResult(raw: unknown): GeocodeResult | null {
  if (!isObject(raw) || !isObject(raw.geometry) || !isObject(raw.geometry.location)) return null;
  const { lat, lng } = raw.geometry.location;
  const locationType = asString(raw.geometry.location_type);
  if (typeof lat !== 'number' || typeof lng !== 'number' || !locationType) return null;
  return {
    types: asArray(raw.types).filter((type): type is string => typeof type === 'string'),
    geometry: { location_type: locationType },
    formatted_address: asString(raw.formatted_address) ?? '',
    location: { lat, lng },
    components: asArray(raw.address_components)
      .filter(isObject)
      .map((component) => ({
        longName: asString(component.long_name) ?? '',
        shortName: asString(component.short_name) ?? '',
        types: asArray(component.types).filter((type): type is string => typeof type === 'string'),
      })),
  };
}

/** Decision: US addresses name their town in the first of these Google gives (NYC boroughs have no locality). */
const CITY_COMPONENTS = [
  'locality',
  'sublocality_level_1',
  'postal_town',
  'administrative_area_level_3',
  'neighborhood',
];

function addressOf(result: GeocodeResult): PlaceAddress | null {
  const part = (type: string) => result.components.find((c) => c.types.includes(type));
  if (part('country')?.shortName !== 'US') return null;
  const number = part('street_number')?.longName ?? '';
  // The short route name ("Cedar Hollow Ln") matches Google's formatted address.
  const route = part('route')?.shortName ?? '';
  const city = CITY_COMPONENTS.map((type) => part(type)?.longName).find(Boolean) ?? '';
  return usablePlaceAddress({
    street: number && route ? `${number} ${route}` : '',
    city,
    state: part('administrative_area_level_1')?.shortName ?? '',
    zip: part('postal_code')?.longName ?? '',
    formattedAddress: result.formatted_address,
    latLng: result.location,
  });
}

/** Geocoding statuses that mean "no such address" rather than "the service failed". */
const NO_ADDRESS_STATUSES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

/**
 * Geocoding API: { status, results: [{ types, geometry: { location, location_type },
 * address_components, formatted_address }] } → the first rooftop or street_address result
 * that is a complete address in a live state, or null.
 */
export function addressFromGeocode(body: unknown): PlaceAddress | null {
  if (!isObject(body)) throw new Error('geocoding answered something other than an object');
  const status = asString(body.status);
  if (status && NO_ADDRESS_STATUSES.has(status)) return null;
  if (status !== 'OK') {
    const reason = asString(body.error_message);
    throw new Error(`geocoding answered status ${status ?? 'none'}${reason ? `: ${reason}` : ''}`);
  }
  const results = asArray(body.results)
    .map(geocodeResult)
    .filter((result): result is GeocodeResult => result !== null);
  for (const result of preciseAddressResults(results)) {
    const address = addressOf(result);
    if (address) return address;
  }
  return null;
}
