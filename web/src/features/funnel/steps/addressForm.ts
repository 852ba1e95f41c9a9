import { object, string } from 'yup';
import { zipField } from '@yardwise/domain/forms/zip';
import { STATE_NOT_LIVE } from '@yardwise/domain/funnel/messages';
import { US_STATE_CODES } from '@yardwise/domain/funnel/usStates';

// Decision: the spec gives no texts for a missing street or city; these say what to do.
export const STREET_REQUIRED = 'Please enter your street address.';
export const CITY_REQUIRED = 'Please enter your city.';

export interface AddressValues {
  street: string;
  aptNumber: string;
  city: string;
  state: string;
  zip: string;
}

/** The plain address form until the address autocomplete slice: street, city, live state, zip. */
export const addressSchema = object({
  street: string().trim().required(STREET_REQUIRED).max(200),
  aptNumber: string().trim().max(50),
  city: string().trim().required(CITY_REQUIRED).max(100),
  state: string().required(STATE_NOT_LIVE).oneOf(US_STATE_CODES, STATE_NOT_LIVE),
  zip: zipField(),
});
