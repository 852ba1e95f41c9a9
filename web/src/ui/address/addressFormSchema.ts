import { object, string } from 'yup';
import { zipField } from '@yardwise/domain/forms/zip';
import { STATE_NOT_LIVE } from '@yardwise/domain/funnel/messages';
import { US_STATE_CODES } from '@yardwise/domain/funnel/usStates';
import { ADDRESS_LINE_TOO_LONG, ADDRESS_MAX_LENGTH } from '@yardwise/domain/forms/addressLimits';
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
  street: string()
    .trim()
    .required(ADDRESS_ERRORS.streetRequired)
    .max(ADDRESS_MAX_LENGTH.street, ADDRESS_LINE_TOO_LONG.street),
  // Optional: a saved address may hold no apartment at all.
  aptNumber: string()
    .trim()
    .nullable()
    .max(ADDRESS_MAX_LENGTH.aptNumber, ADDRESS_LINE_TOO_LONG.aptNumber),
  city: string()
    .trim()
    .required(ADDRESS_ERRORS.cityRequired)
    .max(ADDRESS_MAX_LENGTH.city, ADDRESS_LINE_TOO_LONG.city),
  state: string().required(STATE_NOT_LIVE).oneOf(US_STATE_CODES, STATE_NOT_LIVE),
  zip: zipField(),
});
