import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailError, isValidEmail, normalizeEmailInput, trackingEmail } from './email';

describe('email', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'ana@example.com',
      'ana.b+yard@mail.example.co.uk',
      "o'neil@example.org",
    ]) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('refuses what is not an email', () => {
    for (const email of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana example@x.com',
      'ana@@example.com',
      'ana@-example.com',
    ]) {
      expect(isValidEmail(email)).toBe(false);
    }
  });

  it('decision: a dotless domain (name@localhost) is refused', () => {
    expect(isValidEmail('ana@localhost')).toBe(false);
  });

  it('is trimmed as typed, so surrounding spaces do not make it invalid', () => {
    expect(normalizeEmailInput('  Ana@Example.com ')).toBe('Ana@Example.com');
    expect(isValidEmail('  ana@example.com ')).toBe(true);
  });

  it('is trimmed and lower-cased for tracking', () => {
    expect(trackingEmail('  Ana.Rivera@Example.COM\n')).toBe('ana.rivera@example.com');
  });

  it('decision: at most 254 characters', () => {
    const label = 'b'.repeat(60);
    const exactly254 = `${'a'.repeat(64)}@${label}.${label}.${label}.${'c'.repeat(6)}`;
    expect(exactly254).toHaveLength(254);
    expect(isValidEmail(exactly254)).toBe(true);
    expect(isValidEmail(`a${exactly254}`)).toBe(false);
  });

  it('says what is wrong: required, then invalid', () => {
    expect(emailError('   ')).toBe('Please enter your email address.');
    expect(emailError('ana@')).toBe('Please enter a valid email address.');
    expect(emailError('ana@example.com')).toBeNull();
  });

  it('tracking normalisation is idempotent and never changes validity', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '\t'), (email, pad) => {
        const tracked = trackingEmail(`${pad}${email}${pad}`);
        expect(trackingEmail(tracked)).toBe(tracked);
        expect(isValidEmail(tracked)).toBe(isValidEmail(email));
      }),
    );
  });
});
