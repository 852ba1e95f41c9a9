import { PHONE_INVALID } from './messages';

/**
 * Decision: phone numbers are US numbers stored as 10 digits; formatting characters and a leading
 * country code 1 are dropped as typed (the contact-info step asks for email and phone).
 */
export function normalizePhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const PHONE_NUMBER_PATTERN = /^\d{10}$/;

/** Decision: the phone is optional; when given it must be 10 digits after normalising. */
export function phoneNumberError(value: string): string | null {
  if (value.trim() === '') return null;
  return PHONE_NUMBER_PATTERN.test(normalizePhoneNumber(value)) ? null : PHONE_INVALID;
}
