import { array, object, string, type InferType } from 'yup';
import { ACCOUNT_FORM_ERRORS } from '../account/messages';
import { PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG } from '../account/personName';
import { ADD_ON_IDS, HOA_ADD_ON_IDS, LOT_SIZES, PACKAGE_KEYS } from '../catalog/catalog';
import { addressLineField, liveStateField, requiredAddressLineField } from '../forms/addressLimits';
import { documentIdField } from '../forms/documentId';
import { UNEXPECTED_FIELD } from '../forms/messages';
import { zipField } from '../forms/zip';
import { emailField } from '../funnel/emailSchema';
import { PROMO_MESSAGES } from '../promo/messages';
import { ORDER_COUNTRY } from './address';
import { ORDER_ERRORS } from './messages';

// Command inputs of the checkout, validated on the server against a hostile browser: strict
// types (no coercion), no unknown fields, every string bounded.

const ADD_ON_ID_VALUES: readonly string[] = Object.values(ADD_ON_IDS);
const UNKNOWN_ADD_ON = 'Unknown add-on.';

/** Promo and referral codes as the promo box sends them (FRIEND-RIVERA, YZLO7QK4M9XW2T ...). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const MAX_PROMO_CODE_LENGTH = 40;

/** An order address; the zip is zipField's; country always US. */
export const orderAddressSchema = object({
  street: requiredAddressLineField('street'),
  city: requiredAddressLineField('city'),
  state: liveStateField(),
  zip: zipField(),
  aptNumber: addressLineField('aptNumber').defined(),
  country: string()
    .required()
    .oneOf([ORDER_COUNTRY] as const),
  formattedAddress: addressLineField('formattedAddress').defined(),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  .required();

const flag = () =>
  string()
    .defined()
    .oneOf(['true', ''] as const);

/** The ids of a comma-joined add-ons field; [] for '' and for a value that is not a string. */
function addOnIdsOf(addOns: unknown): string[] {
  return typeof addOns === 'string' && addOns !== '' ? addOns.split(',') : [];
}

function sameAddress(a: unknown, b: unknown): boolean {
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
}

/** The order payload, as the order command receives it. */
export const orderPayloadSchema = object({
  // Sku ids and user ids are document ids (letters, digits, '_' and '-').
  sku: documentIdField('package'),
  firstName: string()
    .required(ACCOUNT_FORM_ERRORS.firstNameRequired)
    .max(PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG.firstName)
    .trim(),
  lastName: string()
    .required(ACCOUNT_FORM_ERRORS.lastNameRequired)
    .max(PERSON_NAME_MAX_LENGTH, PERSON_NAME_TOO_LONG.lastName)
    .trim(),
  email: emailField(),
  address: orderAddressSchema,
  userId: documentIdField('user'),
  addOns: string()
    .defined()
    .max(200)
    .test('known-add-ons', UNKNOWN_ADD_ON, (value) => {
      const ids = addOnIdsOf(value);
      return ids.every((id) => ADD_ON_ID_VALUES.includes(id)) && new Set(ids).size === ids.length;
    }),
  isExpedited: flag(),
  isHOA: flag(),
  isAdditionalRevision: string()
    .defined()
    .oneOf(['true', 'false'] as const),
  referralCode: string()
    .defined()
    .max(MAX_PROMO_CODE_LENGTH)
    .matches(PROMO_CODE_PATTERN, { message: 'Invalid code.', excludeEmptyString: true }),
  giftCardCode: string()
    .defined()
    .oneOf([''] as const),
  isPremium: flag(),
  shipping: orderAddressSchema,
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict()
  // Decision: flags that contradict the add-ons, or a shipping address that differs from the
  // address, mark a forged request; our own client never sends them.
  .test('consistent-flags', ORDER_ERRORS.doesNotAddUp, (payload) => {
    const ids = addOnIdsOf(payload.addOns);
    return (
      (payload.isExpedited === 'true') === ids.includes(ADD_ON_IDS.expedited) &&
      (payload.isHOA === 'true') === ids.some((id) => HOA_ADD_ON_IDS.includes(id)) &&
      sameAddress(payload.address, payload.shipping)
    );
  });

export type OrderPayloadInput = InferType<typeof orderPayloadSchema>;

/**
 * Input of the promo-code lookup command: the code and the cart it is judged against. The
 * server prices the cart from the catalog; no amount is accepted from the browser.
 */
export const lookupPromoCodeInput = object({
  code: string()
    .required('Please enter a code.')
    .max(MAX_PROMO_CODE_LENGTH, PROMO_MESSAGES.invalid)
    .matches(PROMO_CODE_PATTERN, PROMO_MESSAGES.invalid),
  packageKey: string().required().oneOf(PACKAGE_KEYS, 'Unknown package.'),
  lotSize: string().required().oneOf(LOT_SIZES, 'Unknown lot size.'),
  addOnIds: array(string().required().oneOf(ADD_ON_ID_VALUES, UNKNOWN_ADD_ON))
    .defined()
    .max(ADD_ON_ID_VALUES.length)
    .test('unique', 'Each add-on can be added once.', (ids) => new Set(ids).size === ids.length),
})
  .noUnknown(UNEXPECTED_FIELD)
  .strict();

export type LookupPromoCodeInput = InferType<typeof lookupPromoCodeInput>;
