import { SEED_PLACES } from '@yardwise/domain/seed/addresses';
import { searchSeedPlaces, seedPlaceDetails } from '@yardwise/domain/places/seedAddressSearch';
import type { PlacesProvider } from './placesProvider';

/**
 * LOCAL STAND-IN (no GOOGLE_MAPS_API_KEY): answers from the seeded sample addresses
 * (domain/src/seed/addresses.ts), in the same shapes and through the same precision and
 * live-state filters as Google. No network, no real addresses.
 */
export const placesStandIn: PlacesProvider = {
  name: 'stand-in',
  async autocomplete(input) {
    return searchSeedPlaces(input, SEED_PLACES);
  },
  async details(placeId) {
    return seedPlaceDetails(placeId, SEED_PLACES);
  },
};
