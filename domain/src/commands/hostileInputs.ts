// For tests: payloads a hostile or broken client may send to the profile commands. Every one must
// be refused as invalid-argument before anything is read or written. Shared by the domain unit
// tests, the functions' callable tests and the web data layer tests, so all three see the same set.

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
