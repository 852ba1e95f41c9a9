import { isLiveStateCode, type UsStateCode } from '../funnel/usStates';
import { ZIP_PATTERN } from '../forms/zip';

// Address search: GET /places/autocomplete → suggestions, GET /places/details/{placeId} → the
// address. The shapes both the functions (Google or the stand-in) and the web app use.

/** One line of the autocomplete dropdown; the placeId fetches its details. */
export interface AddressSuggestion {
  placeId: string;
  description: string;
}

/** A picked address: the fields of the property-address form plus where it is. */
export interface PlaceAddress {
  street: string;
  city: string;
  state: UsStateCode;
  zip: string;
  formattedAddress: string;
  latLng: { lat: number; lng: number };
}

/** Decision: at most 5 suggestions, as many as Google's autocomplete answers with. */
export const MAX_ADDRESS_SUGGESTIONS = 5;

/** The parts of an address before the state check, as a provider reads them. */
export interface AddressParts {
  street: string;
  city: string;
  state: string;
  zip: string;
  formattedAddress: string;
  latLng: { lat: number; lng: number };
}

/**
 * The address, when the service can design for it: in a live state (the 50 states and DC, not
 * territories), with a street, a city and a 5-digit zip. Decision: an address missing any of these
 * is answered as no address, since the checkout form could not be completed from it.
 */
export function usablePlaceAddress(parts: AddressParts): PlaceAddress | null {
  const street = parts.street.trim();
  const city = parts.city.trim();
  const zip = parts.zip.trim();
  const { lat, lng } = parts.latLng;
  if (!isLiveStateCode(parts.state) || !street || !city || !ZIP_PATTERN.test(zip)) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    street,
    city,
    state: parts.state,
    zip,
    formattedAddress: parts.formattedAddress.trim(),
    latLng: { lat, lng },
  };
}
