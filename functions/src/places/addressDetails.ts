import type { PlaceAddress } from '@yardwise/domain/places/placeAddress';
import { addressDetailsInput } from '@yardwise/domain/places/schemas';
import { placesProvider } from '../adapters/places/selectPlacesProvider';
import { callableCommand } from '../commands/callableCommand';
import { GOOGLE_MAPS_API_KEY } from '../config';
import { enforceRateLimit } from '../security/rateLimiter';
import { cachedAnswer, detailsCacheId } from './geocodeCache';

/**
 * { placeId, sessionToken? } → { address: { street, city, state, zip, formattedAddress, latLng }
 * | null }. Null when Google has no rooftop or street_address result for the place, or it is not
 * a complete address in a live state: the client asks for a more precise address. Access: any
 * visitor; rate-limited per user (RATE_LIMITS).
 */
export const addressDetails = callableCommand({
  name: 'addressDetails',
  access: 'visitor',
  input: addressDetailsInput,
  options: { secrets: [GOOGLE_MAPS_API_KEY] },
  async handler({ caller, input, db, now }): Promise<{ address: PlaceAddress | null }> {
    await enforceRateLimit(db, 'addressDetails', caller.uid, now);
    const provider = placesProvider();
    const address = await cachedAnswer(db, detailsCacheId(input.placeId), provider.name, now, () =>
      provider.details(input.placeId, input.sessionToken),
    );
    return { address };
  },
});
