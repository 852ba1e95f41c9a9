import { describe, expect, it } from 'vitest';
import { usablePlaceAddress } from './placeAddress';

const parts = {
  street: ' 2418 Cedar Hollow Lane ',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
  latLng: { lat: 30.2452, lng: -97.7694 },
};

describe('usable place address', () => {
  it('keeps a complete address in a live state, trimmed', () => {
    expect(usablePlaceAddress(parts)).toEqual({ ...parts, street: '2418 Cedar Hollow Lane' });
    expect(usablePlaceAddress({ ...parts, state: 'DC', zip: '20001' })?.state).toBe('DC');
  });

  it.each([
    ['a territory', { state: 'PR' }],
    ['a lower-case state', { state: 'tx' }],
    ['no street', { street: ' ' }],
    ['no city', { city: '' }],
    ['a 4-digit zip', { zip: '7870' }],
    ['a zip+4', { zip: '78704-1234' }],
    ['no coordinates', { latLng: { lat: Number.NaN, lng: -97.7 } }],
  ])('decision: answers no address for %s', (_, change) => {
    expect(usablePlaceAddress({ ...parts, ...change })).toBeNull();
  });
});
