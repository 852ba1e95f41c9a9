// Address autocomplete.

/** Searching waits this long after the last keystroke. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 700;
/** On small screens the dropdown opens this long after results arrive. */
export const SMALL_SCREEN_DROPDOWN_DELAY_MS = 500;

// Decision: the length counts the text without surrounding spaces, so padding cannot trigger a search.
/** A search starts only for text longer than 5 characters with both a digit and a letter. */
export function shouldSearchAddress(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 5 && /\d/.test(trimmed) && /\p{L}/u.test(trimmed);
}

// Decision: the cache key is the text lower-cased with spaces collapsed; the adapter hashes it with SHA-256.
export function addressSearchCacheKey(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The parts of a Google geocoding result the filter reads. */
export interface GeocodeResultLike {
  types: readonly string[];
  geometry: { location_type: string };
}

/** Only rooftop or street_address results are kept. */
export function isPreciseAddressResult(result: GeocodeResultLike): boolean {
  return result.geometry.location_type === 'ROOFTOP' || result.types.includes('street_address');
}

export function preciseAddressResults<T extends GeocodeResultLike>(results: readonly T[]): T[] {
  return results.filter(isPreciseAddressResult);
}
