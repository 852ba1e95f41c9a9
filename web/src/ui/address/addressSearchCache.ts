import { addressSearchCacheKey } from '@yardwise/domain/forms/addressSearch';
import type { AddressSuggestion } from '@yardwise/domain/places/placeAddress';
import { sha256Hex } from '@web/data/geocodeCacheId';

// Address searches are cached by SHA-256 hash, local storage first. The storage holds
// hashes rather than what was typed, so the browser keeps no readable list of searched addresses.

/** One local-storage entry holds every cached search, so the size cap is a single rewrite. */
export const ADDRESS_SEARCH_CACHE_STORAGE_KEY = 'yardwise.addressSearchCache.v1';
/** Decision: 30 days, the same as the server's cache (Google lets coordinates be kept that long). */
export const ADDRESS_SEARCH_CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Decision: 50 searches (about 15 kB); the oldest make way, far below any storage quota. */
export const ADDRESS_SEARCH_CACHE_MAX_ENTRIES = 50;

interface CachedSearch {
  savedAt: number;
  suggestions: AddressSuggestion[];
}

type CacheEntries = Record<string, CachedSearch>;

function isSuggestion(value: unknown): value is AddressSuggestion {
  const suggestion = value as Partial<AddressSuggestion> | null;
  return typeof suggestion?.placeId === 'string' && typeof suggestion.description === 'string';
}

function isCachedSearch(value: unknown): value is CachedSearch {
  const entry = value as Partial<CachedSearch> | null;
  return (
    typeof entry?.savedAt === 'number' &&
    Array.isArray(entry.suggestions) &&
    entry.suggestions.every(isSuggestion)
  );
}

/** The stored entries; anything unreadable (blocked storage, edited by hand) counts as empty. */
function readEntries(): CacheEntries {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(ADDRESS_SEARCH_CACHE_STORAGE_KEY) ?? '{}',
    );
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isCachedSearch(entry)));
  } catch {
    return {};
  }
}

function writeEntries(entries: CacheEntries): void {
  try {
    window.localStorage.setItem(ADDRESS_SEARCH_CACHE_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // A full or blocked storage only costs a repeated search.
  }
}

/** The hex SHA-256 of the normalised text; null where the browser offers no digest (plain http). */
export async function addressSearchHash(text: string): Promise<string | null> {
  try {
    return await sha256Hex(addressSearchCacheKey(text));
  } catch {
    return null;
  }
}

function isFresh(entry: CachedSearch, now: number): boolean {
  const age = now - entry.savedAt;
  return age >= 0 && age < ADDRESS_SEARCH_CACHE_TTL_MS;
}

/** The suggestions saved for this text within the last 30 days, or null. Never throws. */
export async function readCachedSuggestions(
  text: string,
  now = Date.now(),
): Promise<AddressSuggestion[] | null> {
  const hash = await addressSearchHash(text);
  if (!hash) return null;
  const entry = readEntries()[hash];
  return entry && isFresh(entry, now) ? entry.suggestions : null;
}

/** Saves non-empty suggestions, dropping expired entries and the oldest beyond the cap. */
export async function saveCachedSuggestions(
  text: string,
  suggestions: AddressSuggestion[],
  now = Date.now(),
): Promise<void> {
  // An empty answer may only mean the address is new to the map; asking again later is better.
  if (suggestions.length === 0) return;
  const hash = await addressSearchHash(text);
  if (!hash) return;
  const kept = Object.entries(readEntries())
    .filter(([key, entry]) => key !== hash && isFresh(entry, now))
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, ADDRESS_SEARCH_CACHE_MAX_ENTRIES - 1);
  writeEntries(Object.fromEntries([[hash, { savedAt: now, suggestions }], ...kept]));
}

/** Local storage first; on a miss, the search (the searchAddresses command), whose answer is kept. */
export async function searchAddressesWithCache(
  text: string,
  search: (text: string) => Promise<AddressSuggestion[]>,
): Promise<AddressSuggestion[]> {
  const cached = await readCachedSuggestions(text);
  if (cached) return cached;
  const suggestions = await search(text);
  await saveCachedSuggestions(text, suggestions);
  return suggestions;
}
