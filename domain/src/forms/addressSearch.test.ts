import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  SMALL_SCREEN_DROPDOWN_DELAY_MS,
  addressSearchCacheKey,
  preciseAddressResults,
  shouldSearchAddress,
} from './addressSearch';

describe('address search trigger', () => {
  it('needs more than 5 characters: 5 is not enough, 6 is', () => {
    expect(shouldSearchAddress('12 Ma')).toBe(false);
    expect(shouldSearchAddress('12 Mai')).toBe(true);
  });

  it('needs both a digit and a letter', () => {
    expect(shouldSearchAddress('Main Street')).toBe(false);
    expect(shouldSearchAddress('123456789')).toBe(false);
    expect(shouldSearchAddress('2418 Cedar Hollow')).toBe(true);
  });

  it('decision: surrounding spaces do not count towards the length', () => {
    expect(shouldSearchAddress('  12 Ma  ')).toBe(false);
  });

  it('decision: caches by the text lower-cased with spaces collapsed', () => {
    expect(addressSearchCacheKey('  12  Main St ')).toBe(addressSearchCacheKey('12 main st'));
  });

  it('debounces by 700 ms; the small-screen dropdown opens after 500 ms', () => {
    expect(ADDRESS_SEARCH_DEBOUNCE_MS).toBe(700);
    expect(SMALL_SCREEN_DROPDOWN_DELAY_MS).toBe(500);
  });
});

describe('address results', () => {
  it('keeps only rooftop or street_address results', () => {
    const rooftop = { id: 1, types: ['premise'], geometry: { location_type: 'ROOFTOP' } };
    const street = {
      id: 2,
      types: ['street_address'],
      geometry: { location_type: 'RANGE_INTERPOLATED' },
    };
    const route = { id: 3, types: ['route'], geometry: { location_type: 'GEOMETRIC_CENTER' } };
    const city = {
      id: 4,
      types: ['locality', 'political'],
      geometry: { location_type: 'APPROXIMATE' },
    };
    expect(preciseAddressResults([rooftop, street, route, city]).map((r) => r.id)).toEqual([1, 2]);
  });
});
