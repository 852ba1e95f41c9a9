// Decision (our own wording): texts of the address search. They tell the visitor what happened
// and what to do next, and never leave them without a way to enter the address.

export const ADDRESS_SEARCH_LOADING = 'Looking for matching addresses…';
export const ADDRESS_SEARCH_NO_MATCH =
  'No matching addresses found. Check the house number and street, or fill in the address yourself.';
export const ADDRESS_DETAILS_LOADING = 'Getting the address details…';
export const ADDRESS_SUGGESTIONS_LABEL = 'Address suggestions';

/** Read out when suggestions arrive, since a screen reader does not see the list open. */
export function addressSuggestionCountText(count: number): string {
  const found = count === 1 ? '1 address found.' : `${count} addresses found.`;
  return `${found} Use the up and down arrow keys to choose, then press Enter.`;
}

export function addressSearchFailedText(reason: string): string {
  return `We couldn't search for addresses. ${reason} You can still fill in the address yourself.`;
}

export function addressDetailsFailedText(reason: string): string {
  return `We couldn't get the details of that address. ${reason}`;
}

/** The details answer no address: not a street address, or not in a state we design for. */
export function addressOutsideServiceText(description: string): string {
  return `We can't design for ${description}: we work with street addresses in the 50 US states and DC. Please check the address or choose another one.`;
}
