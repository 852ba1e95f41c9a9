import { describe, expect, it } from 'vitest';
import { contactPatchFor, pickedAddressOf, type EnteredAddress } from './enteredAddress';
import { CEDAR_HOLLOW } from '@web/testing/seedAddress';

const cedarHollow = CEDAR_HOLLOW;
const asPicked: EnteredAddress = { ...cedarHollow, aptNumber: '' };
const pickedPlace = { ...cedarHollow, placeId: 'seed-place-1' };

describe('contactPatchFor', () => {
  it('keeps the formatted line and position of an address saved as picked', () => {
    expect(
      contactPatchFor({ ...asPicked, street: ' 2418 cedar hollow lane ' }, cedarHollow),
    ).toEqual({
      street: '2418 cedar hollow lane',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      aptNumber: '',
      formattedAddress: cedarHollow.formattedAddress,
      latLng: cedarHollow.latLng,
    });
  });

  it("keeps the picked place's id, which names its geocode cache entry", () => {
    expect(contactPatchFor(asPicked, pickedPlace)).toMatchObject({
      formattedAddress: cedarHollow.formattedAddress,
      latLng: cedarHollow.latLng,
      placeId: 'seed-place-1',
    });
  });

  it('adds the apartment to a picked address without losing the place', () => {
    expect(contactPatchFor({ ...asPicked, aptNumber: ' Unit 2 ' }, cedarHollow)).toMatchObject({
      aptNumber: 'Unit 2',
      formattedAddress: cedarHollow.formattedAddress,
      latLng: cedarHollow.latLng,
    });
  });

  it('builds the line from the fields of an address changed after the pick, without its position', () => {
    const patch = contactPatchFor({ ...asPicked, zip: '78745' }, pickedPlace);
    expect(patch.formattedAddress).toBe('2418 Cedar Hollow Lane, Austin, TX 78745');
    // null clears the pick's position and place, which no longer belong to the address.
    expect(patch.latLng).toBeNull();
    expect(patch.placeId).toBeNull();
  });

  it('builds the line from the fields of a typed address', () => {
    const typed: EnteredAddress = {
      street: '12 Oak St ',
      aptNumber: '',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
    };
    expect(contactPatchFor(typed, null)).toEqual({
      street: '12 Oak St',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      aptNumber: '',
      formattedAddress: '12 Oak St, Austin, TX 78704',
      latLng: null,
      placeId: null,
    });
  });
});

describe('pickedAddressOf', () => {
  it('reads a saved address with a position as the place it was picked from', () => {
    expect(pickedAddressOf({ email: '', ...cedarHollow, aptNumber: '4' })).toEqual(cedarHollow);
    expect(pickedAddressOf({ email: '', ...pickedPlace })).toEqual(pickedPlace);
  });

  it('reads a typed address (no position) as not picked', () => {
    const { latLng: _latLng, ...typed } = cedarHollow;
    expect(pickedAddressOf({ email: '', ...typed })).toBeNull();
    expect(pickedAddressOf({ email: '' })).toBeNull();
  });
});
