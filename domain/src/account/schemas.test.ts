import { describe, expect, it } from 'vitest';
import { validateInput } from '../commands/command';
import { CommandError } from '../commands/commandError';
import { loginFormInput, signupFormInput, updateProfileInput } from './schemas';

function rejection(schema: Parameters<typeof validateInput>[0], raw: unknown): CommandError {
  try {
    validateInput(schema, raw);
  } catch (error) {
    expect(error).toBeInstanceOf(CommandError);
    return error as CommandError;
  }
  return expect.unreachable('expected the input to be rejected');
}

describe('profile update input (PATCH profiles/{id})', () => {
  it('accepts changed names and a 10-digit phone', () => {
    const input = { firstName: 'Ana', lastName: 'Rivera', phone: '5550104477' };
    expect(validateInput(updateProfileInput, input)).toEqual(input);
    expect(validateInput(updateProfileInput, { phone: '5550104477' })).toEqual({
      phone: '5550104477',
    });
  });

  it('refuses blank or untrimmed names and a malformed phone', () => {
    expect(rejection(updateProfileInput, { firstName: '' }).message).toBe(
      'Please enter your first name.',
    );
    expect(rejection(updateProfileInput, { lastName: '   ' }).message).toBe(
      'Please enter your last name.',
    );
    expect(rejection(updateProfileInput, { firstName: ' Ana' }).message).toBe(
      'Please enter your first name.',
    );
    expect(rejection(updateProfileInput, { phone: '555-010-4477' }).message).toBe(
      'Please enter a 10-digit phone number.',
    );
    expect(() => validateInput(updateProfileInput, { firstName: 'x'.repeat(101) })).toThrow(
      CommandError,
    );
  });

  it('decision: the email is not changed here', () => {
    expect(rejection(updateProfileInput, { email: 'new@example.com' }).message).toBe(
      'Unexpected field: email',
    );
  });

  it('refuses an empty patch and hostile values', () => {
    expect(rejection(updateProfileInput, {}).message).toBe('There is nothing to update.');
    for (const raw of [
      null,
      [],
      { firstName: 7 },
      { phone: 5550104477 },
      { id: 'other-user', firstName: 'A' },
    ]) {
      expect(() => validateInput(updateProfileInput, raw)).toThrow(CommandError);
    }
  });
});

describe('signup form', () => {
  const withTerms = signupFormInput({ termsRequired: true });
  const proxy = signupFormInput({ termsRequired: false });
  const valid = { email: 'ana@example.com', password: 'abcdef', termsAccepted: true };

  it('accepts a valid email, a 6-character password and ticked terms', () => {
    expect(validateInput(withTerms, valid)).toEqual(valid);
  });

  it('needs an email matching the pattern', () => {
    expect(rejection(withTerms, { ...valid, email: '' }).message).toBe(
      'Please enter your email address.',
    );
    expect(rejection(withTerms, { ...valid, email: 'ana@' }).message).toBe(
      'Please enter a valid email address.',
    );
  });

  it('needs a password of at least 6 characters (5 refused)', () => {
    expect(rejection(withTerms, { ...valid, password: 'abcde' }).message).toBe(
      'Your password must have at least six characters.',
    );
  });

  it('needs the terms ticked, except when not required (proxy mode, logged-in edit)', () => {
    expect(rejection(withTerms, { ...valid, termsAccepted: false }).message).toBe(
      'Please tick the box to accept the terms.',
    );
    expect(validateInput(proxy, { ...valid, termsAccepted: false }).termsAccepted).toBe(false);
  });

  it('refuses unknown fields and coerced values', () => {
    // A form's words: the form shows them, and only an altered page sends another field.
    expect(rejection(withTerms, { ...valid, isAdmin: true }).message).toBe(
      "This page sent something we didn't ask for. Please reload the page and try again.",
    );
    expect(() => validateInput(withTerms, { ...valid, termsAccepted: 'true' })).toThrow(
      CommandError,
    );
  });
});

describe('login form', () => {
  it('needs an email and any non-empty password', () => {
    expect(validateInput(loginFormInput, { email: 'ana@example.com', password: 'x' })).toEqual({
      email: 'ana@example.com',
      password: 'x',
    });
    expect(rejection(loginFormInput, { email: 'ana@example.com', password: '' }).message).toBe(
      'Please enter your password.',
    );
  });
});
