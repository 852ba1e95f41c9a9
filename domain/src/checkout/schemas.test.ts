import { describe, expect, it } from 'vitest';
import type { AnyObject, ObjectSchema } from 'yup';
import { toOrderAddress } from './address';
import { buildOrderPayload, type OrderPayload } from './orderPayload';
import {
  lookupPromoCodeInput,
  orderAddressSchema,
  orderPayloadSchema,
  type LookupPromoCodeInput,
  type OrderPayloadInput,
} from './schemas';

// Compile-time: a payload that passed the schema is an OrderPayload the order command can use.
const _schemaFitsPayload = (input: OrderPayloadInput): OrderPayload => input;

function isValid(schema: ObjectSchema<AnyObject>, input: unknown): boolean {
  return schema.isValidSync(input, { strict: true });
}

const address = toOrderAddress({
  street: '2418 Cedar Hollow Lane',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  formattedAddress: '2418 Cedar Hollow Lane, Austin, TX 78704, USA',
});

const payload = buildOrderPayload({
  sku: 'full-yard-standard',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'client@yardwise.example',
  address,
  userId: 'sample-client',
  addOnIds: ['expedited', 'hoa-extra-revision'],
  isAdditionalRevision: false,
  isPremium: false,
  promotionalCode: 'SAVE250',
  inputReferralCode: null,
});

function withField(field: string, value: unknown): unknown {
  return { ...payload, [field]: value };
}

function withAddressField(field: string, value: unknown): unknown {
  const changed = { ...address, [field]: value };
  return { ...payload, address: changed, shipping: changed };
}

describe('orderPayloadSchema', () => {
  it('accepts the payload buildOrderPayload makes', () => {
    expect(isValid(orderPayloadSchema, payload)).toBe(true);
    const bare = { ...payload, addOns: '', isExpedited: '', isHOA: '', referralCode: '' };
    expect(isValid(orderPayloadSchema, bare)).toBe(true);
  });

  it('refuses wrong types without coercing them', () => {
    expect(isValid(orderPayloadSchema, withField('isExpedited', true))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('isAdditionalRevision', false))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('sku', 42))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('addOns', ['expedited']))).toBe(false);
    expect(isValid(orderPayloadSchema, withAddressField('zip', 78704))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('address', 'Austin'))).toBe(false);
    expect(isValid(orderPayloadSchema, null)).toBe(false);
  });

  it('refuses missing and extra fields, also inside the address', () => {
    const { email: _email, ...withoutEmail } = payload;
    expect(isValid(orderPayloadSchema, withoutEmail)).toBe(false);
    expect(isValid(orderPayloadSchema, withField('amount', 1))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('price', -100))).toBe(false);
    expect(isValid(orderPayloadSchema, withAddressField('latLng', { lat: 1, lng: 2 }))).toBe(false);
  });

  it('bounds every string', () => {
    const huge = 'x'.repeat(10_000);
    for (const field of [
      'sku',
      'firstName',
      'lastName',
      'email',
      'userId',
      'addOns',
      'referralCode',
    ]) {
      expect(isValid(orderPayloadSchema, withField(field, huge))).toBe(false);
    }
    for (const field of ['street', 'city', 'aptNumber', 'formattedAddress']) {
      expect(isValid(orderPayloadSchema, withAddressField(field, huge))).toBe(false);
    }
  });

  it("takes only 'true' or '' flags and 'true' or 'false' for additional revision", () => {
    expect(isValid(orderPayloadSchema, withField('isPremium', 'yes'))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('isPremium', 'true'))).toBe(true);
    expect(isValid(orderPayloadSchema, withField('isAdditionalRevision', ''))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('giftCardCode', 'GIFT'))).toBe(false);
  });

  it('takes known add-on ids only, each once', () => {
    expect(isValid(orderPayloadSchema, withField('addOns', 'hoa-extra-revision,expedited'))).toBe(
      true,
    );
    expect(isValid(orderPayloadSchema, withField('addOns', 'expedited,free-yard'))).toBe(false);
    expect(
      isValid(orderPayloadSchema, withField('addOns', 'expedited,expedited,hoa-extra-revision')),
    ).toBe(false);
  });

  it('decision: refuses flags that contradict the add-ons', () => {
    expect(isValid(orderPayloadSchema, withField('isExpedited', ''))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('isHOA', ''))).toBe(false);
    expect(
      isValid(orderPayloadSchema, {
        ...payload,
        addOns: 'hoa-extra-revision-starter',
        isExpedited: '',
      }),
    ).toBe(true);
  });

  it('decision: refuses a shipping address that differs from the address', () => {
    expect(isValid(orderPayloadSchema, withField('shipping', { ...address, zip: '10001' }))).toBe(
      false,
    );
  });

  it('takes a valid email only', () => {
    expect(isValid(orderPayloadSchema, withField('email', 'not-an-email'))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('email', ''))).toBe(false);
  });

  it('takes a live US state code only (50 states and DC)', () => {
    expect(isValid(orderPayloadSchema, withAddressField('state', 'DC'))).toBe(true);
    expect(isValid(orderPayloadSchema, withAddressField('state', 'PR'))).toBe(false);
    expect(isValid(orderPayloadSchema, withAddressField('state', 'tx'))).toBe(false);
    expect(isValid(orderPayloadSchema, withAddressField('state', ''))).toBe(false);
  });

  it('takes a zip of digits only, at most 5: decision, exactly 5 (forms/zip.ts)', () => {
    expect(isValid(orderAddressSchema, { ...address, zip: '02110' })).toBe(true);
    expect(isValid(orderAddressSchema, { ...address, zip: '123456' })).toBe(false);
    expect(isValid(orderAddressSchema, { ...address, zip: '7870' })).toBe(false);
    expect(isValid(orderAddressSchema, { ...address, zip: '' })).toBe(false);
    expect(isValid(orderAddressSchema, { ...address, zip: '7870A' })).toBe(false);
    expect(isValid(orderAddressSchema, { ...address, zip: '78704-1234' })).toBe(false);
  });

  it('takes US as the only country', () => {
    expect(isValid(orderAddressSchema, { ...address, country: 'CA' })).toBe(false);
  });

  it('refuses untrimmed names and referral codes with odd characters', () => {
    expect(isValid(orderPayloadSchema, withField('firstName', ' Jordan'))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('referralCode', 'SAVE 250'))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('referralCode', '<script>'))).toBe(false);
    expect(isValid(orderPayloadSchema, withField('sku', '../products'))).toBe(false);
  });
});

describe('orderPayloadSchema messages', () => {
  function messageOf(input: unknown): string {
    try {
      orderPayloadSchema.validateSync(input, { strict: true });
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('refuses an over-long name or address line in words for people', () => {
    expect(messageOf(withField('lastName', 'B'.repeat(300)))).toBe(
      'Please shorten your last name to 100 characters or fewer.',
    );
    expect(messageOf(withField('firstName', 'A'.repeat(101)))).toBe(
      'Please shorten your first name to 100 characters or fewer.',
    );
    expect(messageOf(withAddressField('street', 'S'.repeat(201)))).toBe(
      'Please shorten the street address to 200 characters or fewer.',
    );
    expect(messageOf(withAddressField('city', 'C'.repeat(101)))).toBe(
      'Please shorten the city to 100 characters or fewer.',
    );
  });
});

describe('lookupPromoCodeInput', () => {
  const lookup: LookupPromoCodeInput = {
    code: 'SAVE250',
    packageKey: 'full-yard',
    lotSize: 'standard',
    addOnIds: ['expedited'],
  };

  it('accepts a code with its cart', () => {
    expect(isValid(lookupPromoCodeInput, lookup)).toBe(true);
    expect(isValid(lookupPromoCodeInput, { ...lookup, code: 'friend-rivera', addOnIds: [] })).toBe(
      true,
    );
  });

  it('refuses hostile input', () => {
    for (const hostile of [
      { ...lookup, code: '' },
      { ...lookup, code: 'X'.repeat(41) },
      { ...lookup, code: 'x'.repeat(100_000) },
      { ...lookup, code: 'SAVE 250' },
      { ...lookup, code: 250 },
      { ...lookup, packageKey: 'castle' },
      { ...lookup, lotSize: 'huge' },
      { ...lookup, addOnIds: 'expedited' },
      { ...lookup, addOnIds: ['expedited', 'expedited'] },
      { ...lookup, addOnIds: ['free-pool'] },
      { ...lookup, addOnIds: [1] },
      { ...lookup, priceCents: 1 },
      { ...lookup, priceCents: -500 },
      { ...lookup, priceCents: 12.5 },
      { code: 'SAVE250' },
    ]) {
      expect(isValid(lookupPromoCodeInput, hostile)).toBe(false);
    }
  });
});
