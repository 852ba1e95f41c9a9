import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, isPasswordLongEnough, passwordFieldState } from './password';

describe('password (checkout §5)', () => {
  it('needs 6 characters: 5 is too short, 6 is enough', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(isPasswordLongEnough('abcde')).toBe(false);
    expect(isPasswordLongEnough('abcdef')).toBe(true);
  });

  it('styles the field as an error only when non-empty and too short', () => {
    expect(passwordFieldState('').error).toBe(false);
    expect(passwordFieldState('abcde').error).toBe(true);
    expect(passwordFieldState('abcdef').error).toBe(false);
  });

  it('lists "Six characters" under the hint, met or not', () => {
    expect(passwordFieldState('abcde')).toEqual({
      error: true,
      hint: 'Your password must have at least:',
      rules: [{ label: 'Six characters', met: false }],
    });
    expect(passwordFieldState('abcdef').rules).toEqual([{ label: 'Six characters', met: true }]);
  });
});
