import type { AddressSuggestion, PlaceAddress } from '@yardwise/domain/places/placeAddress';

// Address search behind one interface: Google when GOOGLE_MAPS_API_KEY is set, otherwise the
// labelled local stand-in that answers from seeded addresses.

/** Which provider answered; cache entries remember it (see places/geocodeCache.ts). */
export type PlacesProviderName = 'google' | 'stand-in';

export interface PlacesProvider {
  readonly name: PlacesProviderName;
  /** Suggestions for the text typed; a failure to reach the service throws CommandError 'unavailable'. */
  autocomplete(input: string, sessionToken?: string): Promise<AddressSuggestion[]>;
  /**
   * The picked place's address: only a rooftop or street_address result in a live state, else
   * null. A failure to reach the service throws CommandError 'unavailable'.
   */
  details(placeId: string, sessionToken?: string): Promise<PlaceAddress | null>;
}
