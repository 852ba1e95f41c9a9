import { describe, expect, it } from 'vitest';
import { SEED_ADDRESSES, SEED_PLACES } from '../seed/addresses';
import { MAX_ADDRESS_SUGGESTIONS } from './placeAddress';
import { matchesSeedPlace, searchSeedPlaces, seedPlaceDetails } from './seedAddressSearch';

const cedarHollow = SEED_ADDRESSES[0]!;

describe('stand-in address search', () => {
  it('finds a seeded address by partial text, in any case', () => {
    expect(searchSeedPlaces('2418 CEDAR ho', SEED_PLACES)).toEqual([
      { placeId: cedarHollow.placeId, description: cedarHollow.formattedAddress },
    ]);
  });

  it('decision: every word typed starts a word of the address, in any order, punctuation ignored', () => {
    expect(matchesSeedPlace('cedar hollow, 2418', cedarHollow)).toBe(true);
    expect(matchesSeedPlace('2418 cedar hollow ln austin tx', cedarHollow)).toBe(true);
    expect(matchesSeedPlace('2418 ollow', cedarHollow)).toBe(false);
    expect(matchesSeedPlace('2418 cedar hollow dallas', cedarHollow)).toBe(false);
    expect(matchesSeedPlace(' , ', cedarHollow)).toBe(false);
  });

  it('drops a street without a number, a zip area and a territory, as with Google', () => {
    // The route and the zip area of Cedar Hollow Lane match this text too.
    expect(
      searchSeedPlaces('Cedar Hollow Austin 78704', SEED_PLACES).map((s) => s.placeId),
    ).toEqual([cedarHollow.placeId]);
    expect(searchSeedPlaces('155 Calle del Cristo', SEED_PLACES)).toEqual([]);
    expect(seedPlaceDetails('seed-place-26', SEED_PLACES)).toBeNull();
    expect(seedPlaceDetails('seed-place-27', SEED_PLACES)).toBeNull();
    expect(seedPlaceDetails('seed-place-28', SEED_PLACES)).toBeNull();
  });

  it(`answers at most ${MAX_ADDRESS_SUGGESTIONS} suggestions`, () => {
    expect(searchSeedPlaces('usa', SEED_PLACES)).toHaveLength(MAX_ADDRESS_SUGGESTIONS);
  });

  it('gives the address of a suggested place, and null for an unknown id', () => {
    expect(seedPlaceDetails(cedarHollow.placeId, SEED_PLACES)).toEqual({
      street: '2418 Cedar Hollow Lane',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
      latLng: { lat: 30.2452, lng: -97.7694 },
    });
    expect(seedPlaceDetails('seed-place-999', SEED_PLACES)).toBeNull();
  });
});
