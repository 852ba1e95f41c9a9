import { addressSearchCacheKey, shouldSearchAddress } from '@yardwise/domain/forms/addressSearch';
import type { AddressSuggestion } from '@yardwise/domain/places/placeAddress';
import { searchAddressesInput } from '@yardwise/domain/places/schemas';
import { placesProvider } from '../adapters/places/selectPlacesProvider';
import { callableCommand } from '../commands/callableCommand';
import { GOOGLE_MAPS_API_KEY } from '../config';
import { enforceRateLimit } from '../security/rateLimiter';
import { cachedAnswer, searchCacheId } from './geocodeCache';

/**
 * { input, sessionToken? } → { suggestions: [{ placeId, description }] }. Text below the trigger
 * (more than 5 characters with a digit and a letter) answers no suggestions without asking anyone.
 * Access: any visitor. Every search past the trigger counts towards the caller's limit
 * (RATE_LIMITS), answered from the cache or not.
 */
export const searchAddresses = callableCommand({
  name: 'searchAddresses',
  access: 'visitor',
  input: searchAddressesInput,
  options: { secrets: [GOOGLE_MAPS_API_KEY] },
  async handler({ caller, input, db, now }): Promise<{ suggestions: AddressSuggestion[] }> {
    if (!shouldSearchAddress(input.input)) return { suggestions: [] };
    await enforceRateLimit(db, 'searchAddresses', caller.uid, now);
    const provider = placesProvider();
    // The provider is asked the text the cache is keyed by, so an entry answers exactly its key.
    const query = addressSearchCacheKey(input.input);
    const suggestions = await cachedAnswer(db, searchCacheId(input.input), provider.name, now, () =>
      provider.autocomplete(query, input.sessionToken),
    );
    return { suggestions };
  },
});
