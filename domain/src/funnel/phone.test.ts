import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber, phoneNumberError } from './phone';

describe('phone number', () => {
  it('decision: is stored as 10 digits; formatting and a leading country code 1 are dropped', () => {
    expect(normalizePhoneNumber('(555) 010-4477')).toBe('5550104477');
    expect(normalizePhoneNumber('+1 555.010.4477')).toBe('5550104477');
    expect(normalizePhoneNumber('15550104477')).toBe('5550104477');
  });

  it('decision: is optional, and when given needs exactly 10 digits', () => {
    expect(phoneNumberError('')).toBeNull();
    expect(phoneNumberError('555 010 4477')).toBeNull();
    expect(phoneNumberError('555 010 447')).toBe('Please enter a 10-digit phone number.');
    expect(phoneNumberError('25550104477')).toBe('Please enter a 10-digit phone number.');
  });
});
