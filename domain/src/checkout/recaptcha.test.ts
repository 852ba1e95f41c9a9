import { describe, expect, it } from 'vitest';
import { isRecaptchaVerified, RECAPTCHA_ACTION, validateRecaptchaInput } from './recaptcha';

describe('validateRecaptchaInput', () => {
  const isValid = (input: unknown) => validateRecaptchaInput.isValidSync(input, { strict: true });

  it('takes a token for the legacy_checkout action', () => {
    expect(RECAPTCHA_ACTION).toBe('legacy_checkout');
    expect(isValid({ token: 'abc_DEF-123', action: 'legacy_checkout' })).toBe(true);
  });

  it.each([
    { token: 'abc', action: 'login' },
    { token: '', action: 'legacy_checkout' },
    { token: 'a b', action: 'legacy_checkout' },
    { token: 'a'.repeat(4097), action: 'legacy_checkout' },
    { token: 'abc' },
  ])('refuses %j', (input) => {
    expect(isValid(input)).toBe(false);
  });
});

describe('isRecaptchaVerified', () => {
  it('accepts a success for the action with a good score, and a v2 success', () => {
    expect(
      isRecaptchaVerified(
        { success: true, action: 'legacy_checkout', score: 0.9 },
        RECAPTCHA_ACTION,
      ),
    ).toBe(true);
    expect(isRecaptchaVerified({ success: true }, RECAPTCHA_ACTION)).toBe(true);
  });

  it.each([
    [{ success: false, 'error-codes': ['invalid-input-response'] }],
    [{ success: true, action: 'login', score: 0.9 }],
    [{ success: true, action: 'legacy_checkout', score: 0.3 }],
    [{ success: true, action: 'legacy_checkout', score: '0.9' }],
    [{ success: 'true' }],
    [null],
    ['ok'],
  ])('refuses %j', (body) => {
    expect(isRecaptchaVerified(body, RECAPTCHA_ACTION)).toBe(false);
  });
});
