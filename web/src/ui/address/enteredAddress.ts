import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { isLiveStateCode, type UsStateCode } from '@yardwise/domain/funnel/usStates';
import type { PlaceAddress } from '@yardwise/domain/places/placeAddress';

/** A design profile's contact information as updateDesignProfile takes it (changed fields only). */
export type ContactPatch = NonNullable<CallableInput<'updateDesignProfile'>['contactInformation']>;

/** The address as one line ("12 Oak St, Austin, TX 78704"); empty when no address was entered. */
export function formattedAddressOf(contact: ContactInformation): string {
  if (contact.formattedAddress) return contact.formattedAddress;
  const region = [contact.state, contact.zip].filter(Boolean).join(' ');
  return [contact.street, contact.city, region].filter(Boolean).join(', ');
}

/** A checked address form: the state is a live one. */
export interface EnteredAddress {
  street: string;
  aptNumber: string;
  city: string;
  state: UsStateCode;
  zip: string;
}

/** A place the address search gave, with the id of the Google place it came from. */
export interface PickedPlace extends PlaceAddress {
  placeId: string;
}

/** A picked place as a profile holds it; without its id when saved before ids were kept. */
export type SavedPlace = PlaceAddress & { placeId?: string };

/** The saved address as a picked place, when it was picked (only a pick gives a position). */
export function pickedAddressOf(contact: ContactInformation): SavedPlace | null {
  const { street, city, state, zip, formattedAddress, latLng, placeId } = contact;
  if (!street || !city || !zip || !formattedAddress || !latLng || !isLiveStateCode(state)) {
    return null;
  }
  return { street, city, state, zip, formattedAddress, latLng, ...(placeId ? { placeId } : {}) };
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Whether the form still shows the picked place; the apartment is not part of a place. */
function showsPlace(address: EnteredAddress, place: PlaceAddress): boolean {
  return (
    sameText(address.street, place.street) &&
    sameText(address.city, place.city) &&
    address.state === place.state &&
    address.zip === place.zip
  );
}

/** A checked address as it is saved: with its one-line form and, when picked, its position. */
export interface SavedAddress extends EnteredAddress {
  formattedAddress: string;
  /** null: typed by hand, no known position (it clears an earlier pick's). */
  latLng: PlaceAddress['latLng'] | null;
  /**
   * The picked place's id, which names its geocode cache entry; null for a typed address (it
   * clears an earlier pick's). Left out for a pick saved before ids were kept: nothing to change.
   */
  placeId?: string | null;
}

/**
 * What an address form saves (the funnel's home address, the checkout's property address). An
 * address still as picked keeps the place's formatted line and position; one the visitor typed or
 * changed gets a line built from its fields.
 */
export function contactPatchFor(address: EnteredAddress, picked: SavedPlace | null): SavedAddress {
  const fields = {
    street: address.street.trim(),
    city: address.city.trim(),
    state: address.state,
    zip: address.zip,
    // Sent even when empty, so clearing the apartment clears the saved one.
    aptNumber: address.aptNumber.trim(),
  };
  if (picked && showsPlace(address, picked)) {
    return {
      ...fields,
      formattedAddress: picked.formattedAddress,
      latLng: picked.latLng,
      ...(picked.placeId ? { placeId: picked.placeId } : {}),
    };
  }
  // A typed address has no known position or place; an earlier pick's must not stay with it.
  return {
    ...fields,
    formattedAddress: formattedAddressOf({ email: '', ...fields }),
    latLng: null,
    placeId: null,
  };
}
