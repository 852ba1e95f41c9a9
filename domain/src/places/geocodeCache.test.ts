import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressSearchCacheKey } from '../forms/addressSearch';
import {
  GEOCODE_CACHE_TTL_MS,
  isWithinGeocodeCacheTtl,
  newGeocodeCacheEntry,
  placeDetailsCacheKey,
  placeFromGeocodeEntry,
} from './geocodeCache';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const cedarHollow = {
  street: '2418 Cedar Hollow Lane',
  city: 'Austin',
  state: 'TX' as const,
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
  latLng: { lat: 30.2452, lng: -97.7694 },
};
const entryOf = (value: unknown, createdAt = NOW.toISOString()) => ({
  value,
  createdAt,
  provider: 'google',
  expiresAt: new Date(NOW.getTime() + GEOCODE_CACHE_TTL_MS),
});

describe('placeDetailsCacheKey', () => {
  it('keys a place by its id after a line of its own', () => {
    expect(placeDetailsCacheKey('ChIJ_cedar_hollow_2418')).toBe('place_id\nChIJ_cedar_hollow_2418');
  });

  it('never equals the key of a search, whatever was typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (placeId, typed) => {
        expect(addressSearchCacheKey(typed)).not.toBe(placeDetailsCacheKey(placeId));
      }),
    );
  });
});

describe('geocode cache entries', () => {
  it('are written with their time and the time the TTL policy may delete them', () => {
    expect(newGeocodeCacheEntry(cedarHollow, 'stand-in', NOW)).toEqual({
      value: cedarHollow,
      createdAt: '2026-03-02T10:00:00.000Z',
      provider: 'stand-in',
      expiresAt: new Date('2026-04-01T10:00:00.000Z'),
    });
  });

  it('are used for 30 days after they were written, not before nor after', () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    expect(isWithinGeocodeCacheTtl(at(0), NOW)).toBe(true);
    expect(isWithinGeocodeCacheTtl(at(-GEOCODE_CACHE_TTL_MS + 1), NOW)).toBe(true);
    expect(isWithinGeocodeCacheTtl(at(-GEOCODE_CACHE_TTL_MS), NOW)).toBe(false);
    expect(isWithinGeocodeCacheTtl(at(1000), NOW)).toBe(false);
    expect(isWithinGeocodeCacheTtl('not a date', NOW)).toBe(false);
    expect(isWithinGeocodeCacheTtl(undefined, NOW)).toBe(false);
  });
});

describe('placeFromGeocodeEntry', () => {
  it("gives a picked place's one-line address and position", () => {
    expect(placeFromGeocodeEntry(entryOf(cedarHollow), NOW)).toEqual({
      formattedAddress: cedarHollow.formattedAddress,
      latLng: cedarHollow.latLng,
    });
  });

  it('gives the address without a position when the entry has no usable coordinates', () => {
    for (const latLng of [undefined, null, { lat: 30 }, { lat: '30', lng: '-97' }]) {
      expect(placeFromGeocodeEntry(entryOf({ ...cedarHollow, latLng }), NOW)).toEqual({
        formattedAddress: cedarHollow.formattedAddress,
        latLng: null,
      });
    }
  });

  it.each([
    ['no entry', null],
    ['a place with no usable address', entryOf(null)],
    ["a search's suggestions", entryOf([{ placeId: 'seed-place-1', description: 'x' }])],
    ['an address without its line', entryOf({ ...cedarHollow, formattedAddress: ' ' })],
    ['an address line that is not text', entryOf({ ...cedarHollow, formattedAddress: 7 })],
    [
      'an entry past the TTL',
      entryOf(cedarHollow, new Date(NOW.getTime() - GEOCODE_CACHE_TTL_MS).toISOString()),
    ],
    ['an entry without its time', { value: cedarHollow }],
  ])('gives nothing for %s', (_, entry) => {
    expect(placeFromGeocodeEntry(entry, NOW)).toBeNull();
  });
});
