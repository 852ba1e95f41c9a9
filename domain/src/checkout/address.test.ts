import { describe, expect, it } from 'vitest';
import { billingAddressFor, toOrderAddress, type AddressFields } from './address';

const property: AddressFields = {
  street: '2418 Cedar Hollow Lane',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
};
const billing: AddressFields = {
  street: ' 90 Elm Street ',
  aptNumber: 'Apt 4',
  city: 'Boston',
  state: 'ma',
  zip: '02110',
};

describe('order addresses', () => {
  it('always sets the country to US and keeps the formatted address', () => {
    expect(toOrderAddress(property)).toEqual({
      street: '2418 Cedar Hollow Lane',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      aptNumber: '',
      country: 'US',
      formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
    });
  });

  it('decision: composes a formatted address when there is none, and trims the fields', () => {
    expect(toOrderAddress(billing)).toEqual({
      street: '90 Elm Street',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      aptNumber: 'Apt 4',
      country: 'US',
      formattedAddress: '90 Elm Street, Apt 4, Boston, MA 02110',
    });
  });

  it('bills the property address while the box is ticked, else the billing address', () => {
    expect(
      billingAddressFor({
        billingAndPropertyAddressSame: true,
        propertyAddress: property,
        billingAddress: billing,
      }).city,
    ).toBe('Austin');
    expect(
      billingAddressFor({
        billingAndPropertyAddressSame: false,
        propertyAddress: property,
        billingAddress: billing,
      }).city,
    ).toBe('Boston');
  });

  it('decision: falls back to the property address when no billing address was entered', () => {
    expect(
      billingAddressFor({
        billingAndPropertyAddressSame: false,
        propertyAddress: property,
        billingAddress: null,
      }).city,
    ).toBe('Austin');
  });
});
