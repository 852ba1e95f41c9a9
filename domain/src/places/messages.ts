// Address search. Decision (our own wording); a homeowner sees
// them only when the search service fails or a request was tampered with.

export const ADDRESS_SEARCH_INPUT_INVALID = 'Please type an address to search for.';
export const ADDRESS_SEARCH_INPUT_TOO_LONG = 'Please keep the address to 200 characters or fewer.';
export const ADDRESS_SEARCH_SESSION_INVALID =
  'That address search is not valid. Please search again.';
export const ADDRESS_PLACE_ID_INVALID = 'That address could not be found. Please search again.';
export const ADDRESS_SEARCH_UNAVAILABLE =
  'We could not search for addresses right now. Please try again in a moment.';
