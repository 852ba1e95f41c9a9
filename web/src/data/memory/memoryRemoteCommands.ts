import { validateInput } from '@yardwise/domain/commands/command';
import type { CallableName } from '@yardwise/domain/commands/remoteCommands';
import { shouldSearchAddress } from '@yardwise/domain/forms/addressSearch';
import { searchSeedPlaces, seedPlaceDetails } from '@yardwise/domain/places/seedAddressSearch';
import { addressDetailsInput, searchAddressesInput } from '@yardwise/domain/places/schemas';
import { SEED_PLACES } from '@yardwise/domain/seed/addresses';

/**
 * The preview's stand-ins for remote commands, answering from seed data with the same domain rules
 * as the functions' local stand-ins. A remote command missing here is not in the preview yet.
 */
export const MEMORY_REMOTE_COMMANDS: Partial<Record<CallableName, (raw: unknown) => unknown>> = {
  searchAddresses(raw) {
    const input = validateInput(searchAddressesInput, raw);
    if (!shouldSearchAddress(input.input)) return { suggestions: [] };
    return { suggestions: searchSeedPlaces(input.input, SEED_PLACES) };
  },
  addressDetails(raw) {
    const input = validateInput(addressDetailsInput, raw);
    return { address: seedPlaceDetails(input.placeId, SEED_PLACES) };
  },
};
