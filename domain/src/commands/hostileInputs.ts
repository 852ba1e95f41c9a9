// For tests: payloads a hostile or broken client may send to the profile and order commands. Every one must
// be refused as invalid-argument before anything is read or written. Shared by the domain unit
// tests, the functions' callable tests and the web data layer tests, so all three see the same set.

import { ADDRESS, inputFor, orderFor, TEST_BUYER } from '../checkout/orderTestData';

const SCRIPT = '<script>alert(1)</script>';
const HUGE = 'x'.repeat(100_000);

export type HostileCase = readonly [label: string, payload: unknown];

/** Hostile createDesignProfile payloads; `base` is a valid one they start from. */
export function hostileCreateDesignProfileInputs(base: {
  versionId: string;
  host: string;
}): HostileCase[] {
  return [
    ['null', null],
    ['an array', [base]],
    ['a string', 'v10'],
    ['a number as the version', { ...base, versionId: 10 }],
    ['an unknown version', { ...base, versionId: 'v99' }],
    ['no version', { host: base.host }],
    ['no host', { versionId: base.versionId }],
    ['a number as the host', { ...base, host: 443 }],
    ['a script as the host', { ...base, host: SCRIPT }],
    ['a huge host', { ...base, host: `${'a'.repeat(300)}.example` }],
    ["another user's userId", { ...base, userId: 'someone-else' }],
    ['the test-account flag', { ...base, isTestAccount: true }],
    ['the purchase flag', { ...base, purchased: true, packagePurchased: 'full-yard' }],
    ['a step as a string', { ...base, step: '3' }],
    ['a step past the funnel', { ...base, step: 99 }],
    ['a huge first name', { ...base, contactInformation: { firstName: HUGE } }],
    ['a script as the first name', { ...base, contactInformation: { firstName: SCRIPT } }],
    ['a script as the email', { ...base, contactInformation: { email: `${SCRIPT}@example.com` } }],
    ['a userId inside the contact information', { ...base, contactInformation: { userId: 'x' } }],
    ['contact information as a string', { ...base, contactInformation: 'ana@example.com' }],
    ['a script as an answer', { ...base, questions: [{ key: 'budget', answers: [SCRIPT] }] }],
    ['questions as an object', { ...base, questions: { budget: ['$100,000+'] } }],
    [
      'a prototype key',
      JSON.parse(
        `{"versionId":"${base.versionId}","host":"${base.host}","__proto__":{"isTestAccount":true}}`,
      ),
    ],
  ];
}

/** Hostile updateDesignProfile payloads aimed at the caller's own profile `id`. */
export function hostileUpdateDesignProfileInputs(id: string): HostileCase[] {
  return [
    ['null', null],
    ['an array', [{ id, step: 1 }]],
    ['a number as the id', { id: 7, step: 1 }],
    ['a path as the id', { id: `${id}/x`, step: 1 }],
    ['a script as the id', { id: SCRIPT, step: 1 }],
    ['a huge id', { id: HUGE, step: 1 }],
    ['a version change', { id, versionId: 'v1' }],
    ["another user's userId", { id, userId: 'someone-else', step: 1 }],
    ['the purchase flag', { id, purchased: true }],
    ['the test-account flag', { id, isTestAccount: false }],
    ['the abandoned-cart flag', { id, abandonedCartEmailSent: true }],
    ['a step as a string', { id, step: '2' }],
    ['a negative step', { id, step: -1 }],
    ['a fractional step', { id, step: 1.5 }],
    ['a huge last name', { id, contactInformation: { lastName: HUGE } }],
    ['a script as the city', { id, contactInformation: { city: SCRIPT } }],
    ['a script as the zip', { id, contactInformation: { zip: SCRIPT } }],
    ['a territory as the state', { id, contactInformation: { state: 'PR' } }],
    ['a path as the place id', { id, contactInformation: { placeId: '../gmapsGeocodeCache/x' } }],
    ['a place id as a number', { id, contactInformation: { placeId: 42 } }],
    ['an email cleared', { id, contactInformation: { email: '' } }],
    ['a userId inside the contact information', { id, contactInformation: { userId: 'x' } }],
    ['an unknown question', { id, questions: [{ key: 'admin', answers: [] }] }],
    ['an answer not offered', { id, questions: [{ key: 'yard-size', answers: [SCRIPT] }] }],
    [
      'two answers to a single select',
      { id, questions: [{ key: 'yard-selection', answers: ['FRONT YARD', 'BACK YARD'] }] },
    ],
    ['a how-did-you-hear answer not offered', { id, howDidYouHear: SCRIPT }],
    ['a how-did-you-hear answer as a list', { id, howDidYouHear: ['Google'] }],
    ['a prototype key', JSON.parse(`{"id":"${id}","step":1,"__proto__":{"purchased":true}}`)],
  ];
}

/** Hostile updateProfile payloads. */
export function hostileUpdateProfileInputs(): HostileCase[] {
  return [
    ['null', null],
    ['an array', [{ firstName: 'Ana' }]],
    ['a string', 'Ana'],
    ['nothing to update', {}],
    ['a number as the first name', { firstName: 42 }],
    ['an empty first name', { firstName: '' }],
    ['a blank last name', { lastName: '   ' }],
    ['a huge first name', { firstName: HUGE }],
    ['a script as the first name', { firstName: SCRIPT }],
    ['a script as the last name', { lastName: '<img src=x onerror=alert(1)>' }],
    ['a script as the phone', { phone: SCRIPT }],
    ['a formatted phone', { phone: '(555) 010-4477' }],
    ['an email change', { email: 'new@example.com' }],
    ["another user's id", { id: 'someone-else', firstName: 'Ana' }],
    ["another user's userId", { userId: 'someone-else', firstName: 'Ana' }],
    ['a package change', { firstName: 'Ana', package: 'whole-home' }],
    ['an object as the last name', { lastName: { $gt: '' } }],
    ['a prototype key', JSON.parse('{"firstName":"Ana","__proto__":{"email":"x@example.com"}}')],
  ];
}

/**
 * Hostile createOrder / updateOrder payloads around a valid order (Full Yard with the expedited
 * add-on and SAVE250, for TEST_BUYER): each must be refused as invalid-argument before anything is
 * priced or written.
 */
export function hostileOrderInputs(): HostileCase[] {
  const order = orderFor({ addOnIds: ['expedited'], promotionalCode: 'SAVE250' });
  const withOrder = (fields: Record<string, unknown>) => ({ order: { ...order, ...fields } });
  const withAddress = (fields: Record<string, unknown>) => {
    const address = { ...ADDRESS, ...fields };
    return withOrder({ address, shipping: address });
  };

  return [
    ['null', null],
    ['a string', 'full-yard_standard'],
    ['an array', [inputFor()]],
    ['a number', 249500],
    ['an empty object', {}],
    ['the order without its envelope', order],
    ['the order as a JSON string', { order: JSON.stringify(order) }],
    ['sku as a number', withOrder({ sku: 42 })],
    ['sku with a path', withOrder({ sku: '../products/full-yard_standard' })],
    ['a huge sku', withOrder({ sku: 'x'.repeat(100_000) })],
    ['a huge first name', withOrder({ firstName: 'A'.repeat(10_000) })],
    ['a script in the last name', withOrder({ lastName: '<script>alert(1)</script>'.repeat(10) })],
    ['a script as the email', withOrder({ email: '<script>alert(1)</script>' })],
    ['an email without a domain', withOrder({ email: 'ana@' })],
    ['a missing userId', withOrder({ userId: undefined })],
    ['userId as an object', withOrder({ userId: { uid: TEST_BUYER.uid } })],
    ['add-ons as an array', withOrder({ addOns: ['expedited'], isExpedited: 'true' })],
    ['an unknown add-on', withOrder({ addOns: 'expedited,free-patio', isExpedited: 'true' })],
    ['a repeated add-on', withOrder({ addOns: 'expedited,expedited', isExpedited: 'true' })],
    ['isExpedited as a boolean', withOrder({ isExpedited: true })],
    ['isExpedited without the add-on', withOrder({ addOns: '', isExpedited: 'true' })],
    ['isAdditionalRevision as 1', withOrder({ isAdditionalRevision: 1 })],
    ['a script as the promo code', withOrder({ referralCode: '<img src=x onerror=alert(1)>' })],
    ['a 41-character promo code', withOrder({ referralCode: 'A'.repeat(41) })],
    ['a gift card code', withOrder({ giftCardCode: 'GIFT100' })],
    ['a negative amount in the order', withOrder({ amount: -100 })],
    ['a fractional price in the order', withOrder({ price: 0.5 })],
    ['a discount in the order', withOrder({ discount: '100%' })],
    ['a total beside the order', { ...inputFor(), total: 1 }],
    ['a zip with letters', withAddress({ zip: '7870A' })],
    ['a 6-digit zip', withAddress({ zip: '787041' })],
    ['a zip as a number', withAddress({ zip: 78704 })],
    ['a country other than US', withAddress({ country: 'CA' })],
    ['an unknown state', withAddress({ state: 'ZZ' })],
    ['an extra address field', withAddress({ latLng: { lat: 1, lng: 2 } })],
    ['a shipping address that differs', withOrder({ shipping: { ...ADDRESS, city: 'Dallas' } })],
    ['a package style with a script', { ...inputFor(), packageStyle: '<script>' }],
    ['a package style as a number', { ...inputFor(), packageStyle: 7 }],
    ['a huge package style', { ...inputFor(), packageStyle: 'm'.repeat(61) }],
    ['a prototype key', JSON.parse(`{"order":${JSON.stringify(order)},"__proto__":{"x":1}}`)],
  ];
}
