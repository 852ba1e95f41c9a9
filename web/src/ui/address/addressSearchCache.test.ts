import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion } from '@yardwise/domain/places/placeAddress';
import {
  ADDRESS_SEARCH_CACHE_MAX_ENTRIES,
  ADDRESS_SEARCH_CACHE_STORAGE_KEY,
  ADDRESS_SEARCH_CACHE_TTL_MS,
  readCachedSuggestions,
  saveCachedSuggestions,
  searchAddressesWithCache,
} from './addressSearchCache';

const cedarHollow: AddressSuggestion[] = [
  { placeId: 'seed-place-1', description: '2418 Cedar Hollow Lane, Austin, TX 78704, USA' },
];
/** sha256sum of "2418 cedar hollow", the normalised "2418 Cedar  Hollow ", worked out outside the app. */
const CEDAR_HOLLOW_SHA256 = 'db0354158fe0306843f131cabb5fe72125eafcd56255d5263f4a5e7ae5c912cb';
const SAVED_AT = Date.UTC(2025, 4, 1);

function storedEntries(): Record<string, { savedAt: number }> {
  return JSON.parse(localStorage.getItem(ADDRESS_SEARCH_CACHE_STORAGE_KEY) ?? '{}') as Record<
    string,
    { savedAt: number }
  >;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('address search cache', () => {
  it('misses for a search never saved', async () => {
    expect(await readCachedSuggestions('2418 Cedar Hollow', SAVED_AT)).toBeNull();
  });

  it('finds a saved search again whatever the case and spacing', async () => {
    await saveCachedSuggestions('2418 Cedar Hollow', cedarHollow, SAVED_AT);
    expect(await readCachedSuggestions('  2418 cedar   HOLLOW ', SAVED_AT + 1000)).toEqual(
      cedarHollow,
    );
  });

  it('stores the SHA-256 of the search, never the text typed', async () => {
    await saveCachedSuggestions('2418 Cedar  Hollow ', cedarHollow, SAVED_AT);
    expect(Object.keys(storedEntries())).toEqual([CEDAR_HOLLOW_SHA256]);
  });

  it('serves an entry for 30 days and misses from then on', async () => {
    await saveCachedSuggestions('2418 Cedar Hollow', cedarHollow, SAVED_AT);
    const lastMoment = SAVED_AT + ADDRESS_SEARCH_CACHE_TTL_MS - 1;
    expect(await readCachedSuggestions('2418 Cedar Hollow', lastMoment)).toEqual(cedarHollow);
    expect(
      await readCachedSuggestions('2418 Cedar Hollow', SAVED_AT + ADDRESS_SEARCH_CACHE_TTL_MS),
    ).toBeNull();
  });

  it('does not keep an empty answer', async () => {
    await saveCachedSuggestions('9999 Nowhere Road', [], SAVED_AT);
    expect(localStorage.getItem(ADDRESS_SEARCH_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('reads corrupt storage as a miss and replaces it on the next save', async () => {
    localStorage.setItem(ADDRESS_SEARCH_CACHE_STORAGE_KEY, '{not json');
    expect(await readCachedSuggestions('2418 Cedar Hollow', SAVED_AT)).toBeNull();

    await saveCachedSuggestions('2418 Cedar Hollow', cedarHollow, SAVED_AT);
    expect(await readCachedSuggestions('2418 Cedar Hollow', SAVED_AT)).toEqual(cedarHollow);
  });

  it('ignores an entry of the wrong shape', async () => {
    localStorage.setItem(
      ADDRESS_SEARCH_CACHE_STORAGE_KEY,
      JSON.stringify({ [CEDAR_HOLLOW_SHA256]: { savedAt: SAVED_AT, suggestions: [{ id: 1 }] } }),
    );
    expect(await readCachedSuggestions('2418 Cedar Hollow', SAVED_AT)).toBeNull();
  });

  it('neither throws nor finds anything when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(
      saveCachedSuggestions('2418 Cedar Hollow', cedarHollow, SAVED_AT),
    ).resolves.toBeUndefined();
    expect(await readCachedSuggestions('2418 Cedar Hollow', SAVED_AT)).toBeNull();
  });

  it('keeps the newest searches up to the cap', async () => {
    for (let index = 0; index <= ADDRESS_SEARCH_CACHE_MAX_ENTRIES; index += 1) {
      await saveCachedSuggestions(`${index} Elm Street`, cedarHollow, SAVED_AT + index);
    }
    expect(Object.keys(storedEntries())).toHaveLength(ADDRESS_SEARCH_CACHE_MAX_ENTRIES);
    expect(await readCachedSuggestions('0 Elm Street', SAVED_AT + 100)).toBeNull();
    expect(await readCachedSuggestions('1 Elm Street', SAVED_AT + 100)).toEqual(cedarHollow);
  });
});

describe('searchAddressesWithCache', () => {
  it('asks the search on a miss, then answers the same search from storage', async () => {
    const search = vi.fn(async () => cedarHollow);

    expect(await searchAddressesWithCache('2418 Cedar Hollow', search)).toEqual(cedarHollow);
    expect(await searchAddressesWithCache('2418 cedar hollow', search)).toEqual(cedarHollow);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('asks again after an empty answer', async () => {
    const search = vi.fn(async (): Promise<AddressSuggestion[]> => []);
    await searchAddressesWithCache('9999 Nowhere Road', search);
    await searchAddressesWithCache('9999 Nowhere Road', search);
    expect(search).toHaveBeenCalledTimes(2);
  });
});
