import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  hasPasswordError,
  isPasswordLongEnough,
  passwordHint,
} from './password';

describe('password rule', () => {
  it('needs at least 6 characters: 5 is too short, 6 is enough', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(isPasswordLongEnough('abcde')).toBe(false);
    expect(isPasswordLongEnough('abcdef')).toBe(true);
  });

  it("hints 'Your password must have at least:' with 'Six characters' unmet at 5 and met at 6", () => {
    expect(passwordHint('abcde')).toEqual({
      title: 'Your password must have at least:',
      requirements: [{ label: 'Six characters', met: false }],
    });
    expect(passwordHint('abcdef').requirements[0]).toEqual({ label: 'Six characters', met: true });
    expect(passwordHint('').requirements[0]?.met).toBe(false);
  });

  it('shows error styling only when non-empty and too short', () => {
    expect(hasPasswordError('')).toBe(false);
    expect(hasPasswordError('a')).toBe(true);
    expect(hasPasswordError('abcde')).toBe(true);
    expect(hasPasswordError('abcdef')).toBe(false);
  });

  it('decision: spaces count as characters (the auth service counts them too)', () => {
    expect(hasPasswordError('      ')).toBe(false);
  });
});
