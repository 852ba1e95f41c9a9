import { object, string } from 'yup';
import { UNEXPECTED_FIELD } from '../forms/messages';
import {
  ADDRESS_PLACE_ID_INVALID,
  ADDRESS_SEARCH_INPUT_INVALID,
  ADDRESS_SEARCH_INPUT_TOO_LONG,
  ADDRESS_SEARCH_SESSION_INVALID,
} from './messages';

// GET /places/autocomplete?input=...&sessionToken=... and GET /places/details/{placeId}, as the
// inputs of the searchAddresses and addressDetails commands.

/** Decision: a US street address is well under 100 characters; 200 leaves room for pasted padding. */
export const ADDRESS_SEARCH_MAX_LENGTH = 200;
/** Google's limit for a session token: URL-safe base64, at most 36 characters (a UUID fits). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;
/** Place ids are URL-safe base64 text; ours (the stand-in's) are `seed-place-<n>`. */
export const PLACE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Decision: Google gives no maximum; real ids are under 300 characters. */
export const PLACE_ID_MAX_LENGTH = 1024;

/** Control characters and lone surrogate halves: never part of an address a person types. */
const UNTYPABLE = /[\p{Cc}\p{Cs}]/u;

const sessionToken = string()
  .optional()
  .matches(SESSION_TOKEN_PATTERN, ADDRESS_SEARCH_SESSION_INVALID);

/**
 * Text below the search trigger (shouldSearchAddress) is valid input that answers no suggestions:
 * the field sends what was typed, and an empty dropdown is the right answer to it.
 */
export const searchAddressesInput = object({
  input: string()
    .defined(ADDRESS_SEARCH_INPUT_INVALID)
    .max(ADDRESS_SEARCH_MAX_LENGTH, ADDRESS_SEARCH_INPUT_TOO_LONG)
    .test('typable', ADDRESS_SEARCH_INPUT_INVALID, (text) => !UNTYPABLE.test(text ?? '')),
  sessionToken,
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export const addressDetailsInput = object({
  placeId: string()
    .required(ADDRESS_PLACE_ID_INVALID)
    .max(PLACE_ID_MAX_LENGTH, ADDRESS_PLACE_ID_INVALID)
    .matches(PLACE_ID_PATTERN, ADDRESS_PLACE_ID_INVALID),
  sessionToken,
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();
