import { describe, expect, it } from 'vitest';
import { propertyMapUrl } from './staticMapUrl';

const address = {
  email: '',
  street: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '12 Oak St, Austin, TX 78704, USA',
};

function parse(url: string | null): URL {
  expect(url).not.toBeNull();
  return new URL(url!);
}

describe('propertyMapUrl', () => {
  it('centres a satellite image with a marker on the coordinates when they are known', () => {
    const url = parse(
      propertyMapUrl('maps-key', { ...address, latLng: { lat: 30.2452, lng: -97.7694 } }),
    );

    expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      center: '30.2452,-97.7694',
      zoom: '19',
      size: '640x400',
      scale: '2',
      maptype: 'satellite',
      markers: '30.2452,-97.7694',
      key: 'maps-key',
    });
  });

  it('uses the formatted address, encoded, when there are no coordinates', () => {
    const url = parse(propertyMapUrl('maps-key', address));

    expect(url.searchParams.get('center')).toBe(address.formattedAddress);
    expect(url.searchParams.get('markers')).toBe(address.formattedAddress);
    expect(url.search).not.toContain(' ');
  });

  it('builds the address from its parts when no formatted address was saved', () => {
    const { formattedAddress: _formatted, ...parts } = address;
    const url = parse(propertyMapUrl('maps-key', parts));
    expect(url.searchParams.get('center')).toBe('12 Oak St, Austin, TX 78704');
  });

  it('ignores coordinates that are not numbers', () => {
    const url = parse(
      propertyMapUrl('maps-key', { ...address, latLng: { lat: Number.NaN, lng: 1 } }),
    );
    expect(url.searchParams.get('center')).toBe(address.formattedAddress);
  });

  it('is null without a key or without an address', () => {
    expect(propertyMapUrl(undefined, address)).toBeNull();
    expect(propertyMapUrl('  ', address)).toBeNull();
    expect(propertyMapUrl('maps-key', { email: 'a@b.example' })).toBeNull();
  });
});
