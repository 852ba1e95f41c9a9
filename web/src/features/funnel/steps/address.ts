import type { ContactInformation } from '@yardwise/domain/firestore/documents';

/** The address as one line ("12 Oak St, Austin, TX 78704"); empty when no address was entered. */
export function formattedAddressOf(contact: ContactInformation): string {
  if (contact.formattedAddress) return contact.formattedAddress;
  const region = [contact.state, contact.zip].filter(Boolean).join(' ');
  return [contact.street, contact.city, region].filter(Boolean).join(', ');
}
