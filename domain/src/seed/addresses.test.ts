import { describe, expect, it } from 'vitest';
import { shouldSearchAddress } from '../forms/addressSearch';
import { ZIP_PATTERN } from '../forms/zip';
import { isLiveStateCode } from '../funnel/usStates';
import { seedPlaceAddress } from '../places/seedAddressSearch';
import { SEED_ADDRESSES, SEED_FILTERED_PLACES, SEED_PLACES } from './addresses';
import { SAMPLE_DATA } from './sampleData';

describe('seeded sample addresses', () => {
  it('has about 25 findable addresses across several live states', () => {
    expect(SEED_ADDRESSES.length).toBeGreaterThanOrEqual(25);
    const states = new Set(SEED_ADDRESSES.map((address) => address.state));
    expect(states.size).toBeGreaterThanOrEqual(10);
    for (const state of states) expect(isLiveStateCode(state), state).toBe(true);
  });

  it('gives every place a unique seed-place-<n> id', () => {
    const ids = SEED_PLACES.map((place) => place.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^seed-place-\d+$/);
  });

  it('keeps every address complete, consistent and inside the US', () => {
    for (const address of SEED_ADDRESSES) {
      expect(ZIP_PATTERN.test(address.zip), address.zip).toBe(true);
      expect(address.formattedAddress).toBe(
        `${address.street}, ${address.city}, ${address.state} ${address.zip}, USA`,
      );
      expect(shouldSearchAddress(address.street), address.street).toBe(true);
      expect(address.latLng.lat).toBeGreaterThan(18);
      expect(address.latLng.lat).toBeLessThan(72);
      expect(address.latLng.lng).toBeGreaterThan(-180);
      expect(address.latLng.lng).toBeLessThan(-65);
      expect(seedPlaceAddress(address), address.placeId).not.toBeNull();
    }
  });

  it('holds places the search must drop, each dropped', () => {
    expect(SEED_FILTERED_PLACES.length).toBeGreaterThan(0);
    for (const place of SEED_FILTERED_PLACES) expect(seedPlaceAddress(place)).toBeNull();
  });

  it("starts with the sample client's property, so the preview can find it", () => {
    const contact = SAMPLE_DATA.documents.designProfiles
      ? Object.values(SAMPLE_DATA.documents.designProfiles)[0]?.contactInformation
      : undefined;
    expect(contact?.formattedAddress).toBe(SEED_ADDRESSES[0]!.formattedAddress);
    expect(contact?.latLng).toEqual(SEED_ADDRESSES[0]!.latLng);
  });
});
