import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import {
  logError,
  logException,
  logInfo,
  logWarning,
  MAX_LOGGED_TEXT,
  redact,
  redactError,
} from './logs';

beforeEach(() => {
  vi.clearAllMocks();
});

describe('log lines', () => {
  it('pass ids and codes as the structured payload, at their level', () => {
    logInfo('Payment event processed', { eventId: 'evt_1', orderId: 'order-1', uid: 'u1' });
    logWarning('reCAPTCHA token refused', { action: 'checkout', score: 0.1, errorCodes: [] });
    logError('Giving up on an email', { uid: 'u1', outboxId: 'o1', attempts: 5 });

    expect(logger.info).toHaveBeenCalledWith('Payment event processed', {
      eventId: 'evt_1',
      orderId: 'order-1',
      uid: 'u1',
    });
    expect(logger.warn).toHaveBeenCalledWith('reCAPTCHA token refused', {
      action: 'checkout',
      score: 0.1,
      errorCodes: [],
    });
    expect(logger.error).toHaveBeenCalledWith('Giving up on an email', {
      uid: 'u1',
      outboxId: 'o1',
      attempts: 5,
    });
  });

  it('leave out fields that are undefined, and send no payload when there are no fields', () => {
    logInfo('Job finished', { uid: undefined, counts: { sent: 2, failed: 0 } });
    logError('STRIPE_WEBHOOK_SECRET is not configured');

    expect(logger.info).toHaveBeenCalledWith('Job finished', { counts: { sent: 2, failed: 0 } });
    expect(logger.error).toHaveBeenCalledWith('STRIPE_WEBHOOK_SECRET is not configured');
  });

  it('redact an email address or a token inside the message and free-text fields', () => {
    logWarning('Refused for ana.lopez@example.com', {
      reason: 'Authorization: Bearer abc.def-ghi was rejected',
      failures: ['POST for ana.lopez@example.com answered 400'],
    });

    expect(logger.warn).toHaveBeenCalledWith('Refused for [email]', {
      reason: 'Authorization: Bearer [token] was rejected',
      failures: ['POST for [email] answered 400'],
    });
  });
});

describe('logException', () => {
  it('passes the error itself, with its stack, when nothing in it needs hiding', () => {
    const cause = new Error('disk on fire');

    logException('Command acceptTerms failed unexpectedly', cause, { command: 'acceptTerms' });

    expect(vi.mocked(logger.error).mock.calls[0]).toEqual([
      'Command acceptTerms failed unexpectedly',
      cause,
      { command: 'acceptTerms' },
    ]);
    expect(vi.mocked(logger.error).mock.calls[0]?.[1]).toBe(cause);
  });

  it("redacts an email address in the error's message and stack and keeps the rest of the stack", () => {
    const cause = Object.assign(new TypeError('No profile for ana.lopez@example.com'), {
      code: 'not-found',
    });

    logException('Command updateProfile failed unexpectedly', cause, { uid: 'u1' });

    const [message, logged, fields] = vi.mocked(logger.error).mock.calls[0] ?? [];
    expect(message).toBe('Command updateProfile failed unexpectedly');
    expect(fields).toEqual({ uid: 'u1' });
    expect(logged).toBeInstanceOf(Error);
    const error = logged as Error & { code?: unknown };
    expect(error.name).toBe('TypeError');
    expect(error.message).toBe('No profile for [email]');
    expect(error.code).toBe('not-found');
    expect(error.stack).toContain('TypeError: No profile for [email]');
    // The frames that locate the failure survive.
    expect(error.stack).toContain('logs.test.ts');
    expect(error.stack).not.toContain('ana.lopez');
  });

  it('turns a thrown non-Error into redacted text', () => {
    logException('Something failed', { detail: 'token for ana@example.com' });

    expect(logger.error).toHaveBeenCalledWith(
      'Something failed',
      expect.stringContaining('[email]'),
    );
    expect(JSON.stringify(vi.mocked(logger.error).mock.calls)).not.toContain('ana@example.com');
  });
});

describe('redact', () => {
  it.each([
    [
      'an email address',
      'mail to Ana.Lopez+yard@mail.example.co.uk failed',
      'mail to [email] failed',
    ],
    [
      'a Firebase ID token',
      'token eyJhbGciOiJSUzI1NiJ9.eyJ1aWQiOiJ1MSJ9.c2lnbmF0dXJl expired',
      'token [token] expired',
    ],
    ['a bearer token', 'Authorization: Bearer ya29.a0AfH6SM', 'Authorization: Bearer [token]'],
    ['basic credentials', 'Authorization: Basic c2tfbGl2ZTo=', 'Authorization: Basic [token]'],
    [
      'a Stripe secret key',
      'Invalid API Key provided: sk_live_51Habc123',
      'Invalid API Key provided: [secret]',
    ],
    ['a Stripe test key', 'key sk_test_abc123', 'key [secret]'],
    ['a webhook signing secret', 'secret whsec_abc123 rejected', 'secret [secret] rejected'],
    ['a PaymentIntent client secret', 'pi_3Ab_secret_Xyz9 leaked', '[secret] leaked'],
    ['a SendGrid key', 'key SG.abcdefghijkl.mnopqrstuvwxyz123 bad', 'key [secret] bad'],
    ['a Google API key', 'key AIzaSyA1234567890abcdefghijklmnopqr', 'key [secret]'],
    [
      'a URL-encoded email address in a link',
      '/purchase?design-profile-quiz-email=ana%40example.com&step=2',
      '/purchase?design-profile-quiz-email=[email]&step=2',
    ],
    [
      'a password-reset code in a link',
      'https://app.example/__/auth/action?mode=resetPassword&oobCode=XyZ123&apiKey=abc',
      'https://app.example/__/auth/action?mode=resetPassword&oobCode=[redacted]&apiKey=[redacted]',
    ],
  ])('hides %s', (_, text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('leaves ids, codes and plain sentences alone', () => {
    const text = 'Order order-1 (pi_3AbC, evt_9) for uid u1 answered 503 after 2 attempts';
    expect(redact(text)).toBe(text);
  });

  it('cuts very long text without leaving half an email address at the cut', () => {
    const email = 'ana.lopez@example.com';
    const text = `${'x'.repeat(MAX_LOGGED_TEXT - 5)} ${email} ${'y'.repeat(100_000)}`;

    const redacted = redact(text);

    expect(redacted.length).toBeLessThanOrEqual(MAX_LOGGED_TEXT + '…[cut]'.length);
    expect(redacted).not.toContain('ana.lo');
    expect(redacted.endsWith('…[cut]')).toBe(true);
  });

  it('stays fast on a huge string with no address in it', () => {
    const started = performance.now();
    redact('a'.repeat(1_000_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('redactError', () => {
  it('copies only an error that needs hiding', () => {
    const clean = new Error('timeout after 5000 ms');
    expect(redactError(clean)).toBe(clean);
    expect(redactError(new Error('for bob@example.com'))).not.toHaveProperty(
      'message',
      'for bob@example.com',
    );
  });
});
