import { fillCopy } from '../copy/fillCopy';
import { ADDRESS_TOO_LONG } from './messages';

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
