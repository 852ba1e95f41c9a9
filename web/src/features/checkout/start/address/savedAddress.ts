import type { AddressFields } from '@yardwise/domain/checkout/address';
import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { isLiveStateCode } from '@yardwise/domain/funnel/usStates';
import type { SavedAddress } from '@web/ui/address/enteredAddress';

/** The property address a design profile holds, when it is complete (street, city, live state, zip). */
export function designProfileAddress(contact: ContactInformation): AddressFields | null {
  const { street, city, state, zip } = contact;
  if (!street?.trim() || !city?.trim() || !zip?.trim() || !isLiveStateCode(state)) return null;
  return {
    street,
    city,
    state,
    zip,
    aptNumber: contact.aptNumber ?? '',
    formattedAddress: contact.formattedAddress ?? null,
  };
}

/** The checkout's copy of an address from the form (the order's address). */
export function checkoutAddressOf(address: SavedAddress): AddressFields {
  const { street, city, state, zip, aptNumber, formattedAddress } = address;
  return { street, city, state, zip, aptNumber, formattedAddress };
}
