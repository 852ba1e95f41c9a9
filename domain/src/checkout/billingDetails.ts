import { boolean, object, string } from 'yup';
import { personNameField } from '../account/personName';
import { addressLineField, liveStateField, requiredAddressLineField } from '../forms/addressLimits';
import { FORM_VALUE_UNREADABLE } from '../forms/messages';
import { plainTextField } from '../forms/plainText';
import { zipField } from '../forms/zip';
import { toOrderAddress, type AddressFields } from './address';

// The purchase page's Billing Details form: first and last name, 'Use property
// address for billing' (billingAndPropertyAddressSame, default true) and, when it is
// unticked, a billing address. Every message is one the checkout already uses elsewhere.

/** The form's fields as typed; the address fields stay in the form while they are hidden. */
export interface BillingDetailsFormValues {
  firstName: string;
  lastName: string;
  billingAndPropertyAddressSame: boolean;
  street: string;
  aptNumber: string;
  city: string;
  state: string;
  zip: string;
}

/** What the form hands on: the address is null while the property address is used. */
export interface BillingDetailsValues {
  firstName: string;
  lastName: string;
  billingAndPropertyAddressSame: boolean;
  address: AddressFields | null;
}

// The address limits are the order payload's (addressLimits.ts), so a valid form makes a valid order.

/** A billing address field while the property address is used: hidden, so not checked. */
const hiddenField = () => string().nullable();

/** Required only when billing differs from the property address. */
const whenBillingDiffers = <T>(required: T, optional: T) => ({
  is: false,
  then: () => required,
  otherwise: () => optional,
});

export const billingDetailsSchema = object({
  // The account step's rule, so a name accepted at signup is accepted here.
  firstName: personNameField('firstName'),
  lastName: personNameField('lastName'),
  billingAndPropertyAddressSame: boolean()
    .typeError(FORM_VALUE_UNREADABLE)
    .required(FORM_VALUE_UNREADABLE),
  street: string().when(
    'billingAndPropertyAddressSame',
    whenBillingDiffers(requiredAddressLineField('street', plainTextField()), hiddenField()),
  ),
  aptNumber: string().when(
    'billingAndPropertyAddressSame',
    whenBillingDiffers(addressLineField('aptNumber', plainTextField()), hiddenField()),
  ),
  city: string().when(
    'billingAndPropertyAddressSame',
    whenBillingDiffers(requiredAddressLineField('city', plainTextField()), hiddenField()),
  ),
  state: string().when(
    'billingAndPropertyAddressSame',
    whenBillingDiffers(liveStateField(), hiddenField()),
  ),
  zip: string().when(
    'billingAndPropertyAddressSame',
    whenBillingDiffers(zipField(), hiddenField()),
  ),
});

/** The form's starting values: the property address is used until the buyer unticks it. */
export function billingDetailsInitialValues(
  initial: Partial<BillingDetailsValues> = {},
): BillingDetailsFormValues {
  const address = initial.address ?? null;
  return {
    firstName: initial.firstName ?? '',
    lastName: initial.lastName ?? '',
    billingAndPropertyAddressSame: initial.billingAndPropertyAddressSame ?? true,
    street: address?.street ?? '',
    aptNumber: address?.aptNumber ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

/** A checked form as it is handed on: names trimmed; no address while the property's is used. */
export function billingDetailsOf(values: BillingDetailsFormValues): BillingDetailsValues {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (values.billingAndPropertyAddressSame) {
    return { firstName, lastName, billingAndPropertyAddressSame: true, address: null };
  }
  const { street, aptNumber, city, state, zip, formattedAddress } = toOrderAddress(values);
  return {
    firstName,
    lastName,
    billingAndPropertyAddressSame: false,
    address: { street, aptNumber, city, state, zip, formattedAddress },
  };
}

/**
 * The property address as the form shows it while it is used for billing. A picked address's
 * formatted line has no apartment, so one typed with it follows on a line of its own.
 */
export function propertyAddressLines(property: AddressFields): string[] {
  const { formattedAddress, aptNumber } = toOrderAddress(property);
  return aptNumber && !formattedAddress.includes(aptNumber)
    ? [formattedAddress, aptNumber]
    : [formattedAddress];
}
