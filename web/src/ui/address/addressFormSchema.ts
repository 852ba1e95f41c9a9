import { object } from 'yup';
import { zipField } from '@yardwise/domain/forms/zip';
import {
  addressLineField,
  liveStateField,
  requiredAddressLineField,
} from '@yardwise/domain/forms/addressLimits';

export interface AddressValues {
  street: string;
  aptNumber: string;
  city: string;
  state: string;
  zip: string;
}

/** The property address form: street (searched or typed), apartment, city, live state, zip. */
export const addressSchema = object({
  street: requiredAddressLineField('street'),
  // Optional: a saved address may hold no apartment at all.
  aptNumber: addressLineField('aptNumber').nullable(),
  city: requiredAddressLineField('city'),
  state: liveStateField(),
  zip: zipField(),
});
