import { string, type StringSchema } from 'yup';
import { fillCopy } from '../copy/fillCopy';
import { STATE_NOT_LIVE } from '../funnel/messages';
import { US_STATE_CODES } from '../funnel/usStates';
import { ADDRESS_ERRORS, ADDRESS_TOO_LONG } from './messages';

/** The longest address lines an order, a design profile and the forms take. */
export const ADDRESS_MAX_LENGTH = {
  street: 200,
  aptNumber: 50,
  city: 100,
  formattedAddress: 300,
} as const;

export type AddressLine = keyof typeof ADDRESS_MAX_LENGTH;

/** "Please shorten the city to 100 characters or fewer.", for each address line. */
export const ADDRESS_LINE_TOO_LONG = Object.fromEntries(
  Object.entries(ADDRESS_MAX_LENGTH).map(([line, limit]) => [
    line,
    fillCopy(ADDRESS_TOO_LONG[line as AddressLine], { limit }),
  ]),
) as Record<AddressLine, string>;

/** An address line: trimmed, at most its limit. `base` adds rules of its own (plain text, say). */
export function addressLineField<S extends StringSchema<string | undefined | null>>(
  line: AddressLine,
  base: S,
): S;
export function addressLineField(line: AddressLine): StringSchema<string | undefined>;
export function addressLineField(line: AddressLine, base: StringSchema = string()) {
  return base.trim().max(ADDRESS_MAX_LENGTH[line], ADDRESS_LINE_TOO_LONG[line]);
}

/** The street or the city, which every address needs, with the message that asks for it. */
export function requiredAddressLineField(line: 'street' | 'city', base = string()) {
  const missing = line === 'street' ? ADDRESS_ERRORS.streetRequired : ADDRESS_ERRORS.cityRequired;
  return addressLineField(line, base).required(missing);
}

/** A state the service is live in, by its two-letter code. */
export function liveStateField() {
  return string()
    .required(STATE_NOT_LIVE)
    .oneOf([...US_STATE_CODES], STATE_NOT_LIVE);
}
