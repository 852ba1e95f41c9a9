import { describe, expect, it } from 'vitest';
import { requestSingleUsePromoInput } from './schemas';

function valid(input: unknown): boolean {
  return requestSingleUsePromoInput.isValidSync(input, { strict: true });
}

describe('requestSingleUsePromoInput', () => {
  it('accepts an email', () => {
    expect(valid({ email: 'ana@example.com' })).toBe(true);
  });

  it('refuses hostile input', () => {
    expect(valid({})).toBe(false);
    expect(valid({ email: '' })).toBe(false);
    expect(valid({ email: 'not-an-email' })).toBe(false);
    expect(valid({ email: 42 })).toBe(false);
    expect(valid({ email: ['ana@example.com'] })).toBe(false);
    expect(valid({ email: `${'a'.repeat(300)}@example.com` })).toBe(false);
    expect(valid({ email: 'ana@example.com', code: 'FREE' })).toBe(false);
  });
});
