import { object, string } from 'yup';
import { zipField } from '@yardwise/domain/forms/zip';
import { STATE_NOT_LIVE } from '@yardwise/domain/funnel/messages';
import { US_STATE_CODES } from '@yardwise/domain/funnel/usStates';
import { ADDRESS_ERRORS } from '@yardwise/domain/forms/messages';

export interface AddressValues {
  street: string;
  aptNumber: string;
  city: string;
  state: string;
  zip: string;
}

/** The property address form: street (searched or typed), apartment, city, live state, zip. */
export const addressSchema = object({
  street: string().trim().required(ADDRESS_ERRORS.streetRequired).max(200),
  aptNumber: string().trim().max(50),
  city: string().trim().required(ADDRESS_ERRORS.cityRequired).max(100),
  state: string().required(STATE_NOT_LIVE).oneOf(US_STATE_CODES, STATE_NOT_LIVE),
  zip: zipField(),
});
