import { describe, expect, it } from 'vitest';
import { toOrderAddress } from './address';
import { orderCommandInput } from './orderCommand';
import { buildOrderPayload } from './orderPayload';
import { INVALID_RECAPTCHA_TOKEN, RECAPTCHA_TOKEN_MAX_LENGTH } from './recaptcha';

const order = buildOrderPayload({
  sku: 'full-yard_standard',
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'client@yardwise.example',
  address: toOrderAddress({
    street: '2418 Cedar Hollow Lane',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
  }),
  userId: 'sample-client',
  addOnIds: ['expedited'],
  isAdditionalRevision: false,
  isPremium: false,
  promotionalCode: 'SAVE250',
  inputReferralCode: null,
});

const isValid = (input: unknown) => orderCommandInput.isValidSync(input, { strict: true });

describe('orderCommandInput (createOrder, updateOrder)', () => {
  it('takes the order payload, with or without a package style', () => {
    expect(isValid({ order })).toBe(true);
    expect(isValid({ order, packageStyle: 'cottage-garden' })).toBe(true);
    expect(isValid({ order, packageStyle: '' })).toBe(true);
  });

  it('refuses a missing order and any amount, inside or beside it', () => {
    expect(isValid({})).toBe(false);
    expect(isValid({ order: null })).toBe(false);
    expect(isValid({ order, amount: 100 })).toBe(false);
    expect(isValid({ order: { ...order, price: 0 } })).toBe(false);
    expect(isValid({ userId: order.userId, order })).toBe(false);
  });

  it('takes an optional reCAPTCHA token; an empty one is left for createOrder to refuse', () => {
    const token = '03AFcWeA6x_token-1';
    expect(isValid({ order, recaptchaToken: token })).toBe(true);
    expect(isValid({ order, packageStyle: 'modern', recaptchaToken: token })).toBe(true);
    expect(isValid({ order, recaptchaToken: '' })).toBe(true);
    expect(isValid({ order, recaptchaToken: 'a'.repeat(RECAPTCHA_TOKEN_MAX_LENGTH) })).toBe(true);
  });

  it('refuses a reCAPTCHA token that is not one, with its own message', () => {
    for (const recaptchaToken of ['a b', '<script>', 'a'.repeat(RECAPTCHA_TOKEN_MAX_LENGTH + 1)]) {
      expect(() => orderCommandInput.validateSync({ order, recaptchaToken })).toThrow(
        INVALID_RECAPTCHA_TOKEN,
      );
    }
    for (const recaptchaToken of [7, null, ['token'], { token: 'x' }]) {
      expect(isValid({ order, recaptchaToken })).toBe(false);
    }
  });

  it('refuses a package style that is not a short slug', () => {
    for (const packageStyle of ['<b>modern</b>', 'a b', 'm'.repeat(61), 7, null]) {
      expect(isValid({ order, packageStyle })).toBe(false);
    }
  });
});
