import { describe, expect, it } from 'vitest';
import { ACCOUNT_FORM_ERRORS } from '../account/messages';
import { ADDRESS_ERRORS, ZIP_INVALID, ZIP_REQUIRED } from '../forms/messages';
import { STATE_NOT_LIVE } from '../funnel/messages';
import {
  billingDetailsInitialValues,
  billingDetailsOf,
  billingDetailsSchema,
  propertyAddressLines,
  type BillingDetailsFormValues,
} from './billingDetails';

const valid: BillingDetailsFormValues = {
  firstName: 'Dana',
  lastName: 'Rivera',
  billingAndPropertyAddressSame: false,
  street: '90 Elm Street',
  aptNumber: '',
  city: 'Boston',
  state: 'MA',
  zip: '02110',
};

/** The messages the schema gives, by field; {} when the values pass. */
function errorsOf(values: BillingDetailsFormValues): Record<string, string> {
  try {
    billingDetailsSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('billing details', () => {
  it('requires first and last name, also when they are only spaces', () => {
    expect(errorsOf({ ...valid, firstName: '', lastName: '   ' })).toEqual({
      firstName: ACCOUNT_FORM_ERRORS.firstNameRequired,
      lastName: ACCOUNT_FORM_ERRORS.lastNameRequired,
    });
  });

  it('asks for no address while the property address is used for billing', () => {
    const blank = { street: '', aptNumber: '', city: '', state: '', zip: '' };
    expect(errorsOf({ ...valid, ...blank, billingAndPropertyAddressSame: true })).toEqual({});
  });

  it('requires street, city, state and zip when billing differs; apt is optional', () => {
    const blank = { street: ' ', aptNumber: '', city: '', state: '', zip: '' };
    expect(errorsOf({ ...valid, ...blank })).toEqual({
      street: ADDRESS_ERRORS.streetRequired,
      city: ADDRESS_ERRORS.cityRequired,
      state: STATE_NOT_LIVE,
      zip: ZIP_REQUIRED,
    });
  });

  it('says in words how long each field may be, never naming the field by its key', () => {
    const tooLong = {
      firstName: 'A'.repeat(101),
      lastName: 'B'.repeat(300),
      street: 'S'.repeat(201),
      aptNumber: '4'.repeat(51),
      city: 'C'.repeat(101),
    };
    expect(errorsOf({ ...valid, ...tooLong })).toEqual({
      firstName: 'Please shorten your first name to 100 characters or fewer.',
      lastName: 'Please shorten your last name to 100 characters or fewer.',
      street: 'Please shorten the street address to 200 characters or fewer.',
      aptNumber: 'Please shorten the apartment or unit to 50 characters or fewer.',
      city: 'Please shorten the city to 100 characters or fewer.',
    });
  });

  it('accepts only live states and 5-digit zips', () => {
    expect(errorsOf({ ...valid, state: 'PR', zip: '0211' })).toEqual({
      state: STATE_NOT_LIVE,
      zip: ZIP_INVALID,
    });
    expect(errorsOf({ ...valid, state: 'DC' })).toEqual({});
  });

  it('starts with the property address ticked and empty fields', () => {
    expect(billingDetailsInitialValues()).toEqual({
      ...valid,
      firstName: '',
      lastName: '',
      billingAndPropertyAddressSame: true,
      street: '',
      city: '',
      state: '',
      zip: '',
    });
  });

  it('starts from a billing address given before', () => {
    const initial = billingDetailsInitialValues({
      firstName: 'Dana',
      billingAndPropertyAddressSame: false,
      address: {
        street: '90 Elm Street',
        aptNumber: null,
        city: 'Boston',
        state: 'MA',
        zip: '02110',
      },
    });
    expect(initial).toEqual({ ...valid, lastName: '' });
  });

  it('hands on no address while the property address is used, whatever was typed', () => {
    expect(
      billingDetailsOf({ ...valid, firstName: ' Dana ', billingAndPropertyAddressSame: true }),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'Rivera',
      billingAndPropertyAddressSame: true,
      address: null,
    });
  });

  it('hands on a different billing address trimmed, with its one-line form', () => {
    expect(billingDetailsOf({ ...valid, street: ' 90 Elm Street ', aptNumber: ' 4 ' })).toEqual({
      firstName: 'Dana',
      lastName: 'Rivera',
      billingAndPropertyAddressSame: false,
      address: {
        street: '90 Elm Street',
        aptNumber: '4',
        city: 'Boston',
        state: 'MA',
        zip: '02110',
        formattedAddress: '90 Elm Street, 4, Boston, MA 02110',
      },
    });
  });
});

describe('the property address shown for billing', () => {
  const property = {
    street: '2418 Cedar Hollow Lane',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
  };

  it('is the formatted address', () => {
    expect(propertyAddressLines(property)).toEqual([property.formattedAddress]);
  });

  it('adds the apartment a picked address does not carry', () => {
    expect(propertyAddressLines({ ...property, aptNumber: 'Unit 2' })).toEqual([
      property.formattedAddress,
      'Unit 2',
    ]);
  });

  it('is composed from the fields when there is no formatted address', () => {
    expect(
      propertyAddressLines({ ...property, aptNumber: 'Unit 2', formattedAddress: null }),
    ).toEqual(['2418 Cedar Hollow Lane, Unit 2, Austin, TX 78704']);
  });
});
