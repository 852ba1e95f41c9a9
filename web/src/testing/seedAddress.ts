import { isLiveStateCode } from '@yardwise/domain/funnel/usStates';
import type { PlaceAddress } from '@yardwise/domain/places/placeAddress';
import { SEED_ADDRESSES } from '@yardwise/domain/seed/addresses';

function placeAddressOf(index: number): PlaceAddress {
  const seed = SEED_ADDRESSES[index];
  if (!seed || !isLiveStateCode(seed.state)) throw new Error(`No seeded address ${index}`);
  const { street, city, state, zip, formattedAddress, latLng } = seed;
  return { street, city, state, zip, formattedAddress, latLng };
}

/** The first seeded address (the sample client's), as the address search picks it. */
export const CEDAR_HOLLOW: PlaceAddress = placeAddressOf(0);

/** The address search waits 700 ms after typing; the seeded answer follows at once. */
export const ADDRESS_SEARCH_WAIT = { timeout: 3000 };
