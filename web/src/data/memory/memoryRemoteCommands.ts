import type { RemoteCommandName } from '@yardwise/domain/commands/remoteCommands';
import { shouldSearchAddress } from '@yardwise/domain/forms/addressSearch';
import { newGeocodeCacheEntry } from '@yardwise/domain/places/geocodeCache';
import type { PlaceAddress } from '@yardwise/domain/places/placeAddress';
import { searchSeedPlaces, seedPlaceDetails } from '@yardwise/domain/places/seedAddressSearch';
import { addressDetailsInput, searchAddressesInput } from '@yardwise/domain/places/schemas';
import { SEED_PLACES } from '@yardwise/domain/seed/addresses';
import { takeRateLimitToken } from '@yardwise/domain/security/takeRateLimitToken';
import { placeDetailsCacheId } from '@web/data/geocodeCacheId';
import { MEMORY_COMMERCE_COMMANDS } from './memoryCommerce';
import { memoryRequestConsultation, memorySendDesignFeedback } from './memoryContact';
import {
  memoryDeleteMedia,
  memoryRecordMedia,
  memorySendOnboardHelpEmail,
  memoryAlertCannotOnboard,
} from './memoryOnboarding';
import { memoryRemoteCommand, type MemoryRemoteCommand } from './memoryRemoteCommand';
import type { MemoryStore } from './memoryStore';

/**
 * As the addressDetails function does: the answer (no usable address too) is kept in
 * gmapsGeocodeCache under the place's id, where the location pages read it. As there, a failed
 * write costs only the cache entry; here it fails on a page served over plain http (no digest).
 */
async function cachePlaceDetails(
  store: MemoryStore,
  placeId: string,
  address: PlaceAddress | null,
  now: Date,
): Promise<void> {
  try {
    const id = await placeDetailsCacheId(placeId);
    const entry = newGeocodeCacheEntry(address, 'stand-in', now);
    await store.transaction((tx) => tx.set('gmapsGeocodeCache', id, entry));
  } catch {
    // The location pages then show the address the design profile holds.
  }
}

/**
 * The preview's stand-ins for remote commands, answering from seed data with the same domain rules
 * as the functions' local stand-ins, rate limits included. A remote command missing here is not in
 * the preview yet.
 */
export const MEMORY_REMOTE_COMMANDS: { [N in RemoteCommandName]?: MemoryRemoteCommand<N> } = {
  searchAddresses: memoryRemoteCommand<'searchAddresses', typeof searchAddressesInput>({
    access: 'visitor',
    input: searchAddressesInput,
    run: async ({ caller, input, store, now }) => {
      if (!shouldSearchAddress(input.input)) return { suggestions: [] };
      await store.transaction((tx) => takeRateLimitToken(tx, 'searchAddresses', caller.uid, now));
      return { suggestions: searchSeedPlaces(input.input, SEED_PLACES) };
    },
  }),
  addressDetails: memoryRemoteCommand<'addressDetails', typeof addressDetailsInput>({
    access: 'visitor',
    input: addressDetailsInput,
    run: async ({ caller, input, store, now }) => {
      await store.transaction((tx) => takeRateLimitToken(tx, 'addressDetails', caller.uid, now));
      const address = seedPlaceDetails(input.placeId, SEED_PLACES);
      await cachePlaceDetails(store, input.placeId, address, now);
      return { address };
    },
  }),
  ...MEMORY_COMMERCE_COMMANDS,
  recordMedia: memoryRecordMedia,
  deleteMedia: memoryDeleteMedia,
  sendOnboardHelpEmail: memorySendOnboardHelpEmail,
  alertCannotOnboard: memoryAlertCannotOnboard,
  sendDesignFeedback: memorySendDesignFeedback,
  requestConsultation: memoryRequestConsultation,
};
