import { describe, expect, it } from 'vitest';
import { outboxExpiresAt } from './outboxRetention';

describe('how long the outbox keeps an email', () => {
  const createdAt = new Date('2026-03-01T10:00:00.000Z');

  it('keeps a password-reset link two days', () => {
    expect(outboxExpiresAt('password-reset', createdAt).toISOString()).toBe(
      '2026-03-03T10:00:00.000Z',
    );
  });

  it('keeps any other email thirty days', () => {
    expect(outboxExpiresAt('abandoned-cart', createdAt).toISOString()).toBe(
      '2026-03-31T10:00:00.000Z',
    );
  });
});
