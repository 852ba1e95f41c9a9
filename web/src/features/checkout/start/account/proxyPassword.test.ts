import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@yardwise/domain/account/password';
import { randomProxyPassword } from './proxyPassword';

describe("the password of a customer's account made by staff", () => {
  it('is long, random and never the same twice', () => {
    const passwords = new Set(Array.from({ length: 50 }, randomProxyPassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password.length).toBeGreaterThanOrEqual(Math.max(MIN_PASSWORD_LENGTH, 32));
    }
  });
});
