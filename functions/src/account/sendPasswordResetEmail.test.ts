import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { callableRequest, rejection, type TestCaller } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { sendPasswordResetEmail } from './sendPasswordResetEmail';
import { outbox, sendgridSend, unconfigureSendGrid } from '../testing/email';

// Firebase Auth is faked: the functions tests run without the Auth emulator.
const generatePasswordResetLink = vi.fn(async (email: string) => {
  if (email === 'nobody@example.com') {
    throw Object.assign(new Error('no user'), { code: 'auth/email-not-found' });
  }
  return `https://auth.example/reset?oobCode=abc&email=${encodeURIComponent(email)}`;
});
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ generatePasswordResetLink }) }));

const staffUser: TestCaller = { uid: 'staff-1', signIn: 'password', email: 'staff@yard.example' };
const customerUser: TestCaller = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' };

/** A callable request whose ID token carries the given custom claims. */
function request(
  data: unknown,
  caller: TestCaller | undefined,
  claims: Record<string, unknown> = {},
) {
  const base = callableRequest(data, caller);
  if (base.auth) base.auth.token = { ...base.auth.token, ...claims } as DecodedIdToken;
  return base;
}

const asStaff = (data: unknown) =>
  sendPasswordResetEmail.run(request(data, staffUser, { staff: true }));

beforeEach(async () => {
  generatePasswordResetLink.mockClear();
  sendgridSend.mockClear();
  await clearFirestore(['outbox', 'rateLimits']);
});

afterEach(() => {
  unconfigureSendGrid();
});

describe('sendPasswordResetEmail (a staff purchase for a customer)', () => {
  it('local stand-in: keeps the reset email in the outbox, not sent by a provider', async () => {
    expect(await asStaff({ email: 'ana@example.com' })).toEqual({ outboxState: 'LOCAL_ONLY' });

    expect(generatePasswordResetLink).toHaveBeenCalledWith('ana@example.com', undefined);
    expect(sendgridSend).not.toHaveBeenCalled();
    expect(await outbox()).toEqual([
      expect.objectContaining({
        to: 'ana@example.com',
        template: 'password-reset',
        state: 'LOCAL_ONLY',
        attempts: 0,
        data: { resetLink: 'https://auth.example/reset?oobCode=abc&email=ana%40example.com' },
      }),
    ]);
  });

  it('sends through SendGrid when configured and marks the email SENT', async () => {
    process.env.SENDGRID_API_KEY = 'SG.test';
    process.env.SENDGRID_FROM_EMAIL = 'hello@yard.example';

    expect(await asStaff({ email: 'ana@example.com' })).toEqual({ outboxState: 'SENT' });

    expect(sendgridSend).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'ana@example.com',
        from: 'hello@yard.example',
        subject: 'Set your password for Yard Design Studio',
        text: expect.stringContaining('https://auth.example/reset?oobCode=abc'),
      }),
    );
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'SENT', attempts: 1 })]);
  });

  it('answers unavailable and keeps the email as ERROR when SendGrid refuses it', async () => {
    process.env.SENDGRID_API_KEY = 'SG.test';
    process.env.SENDGRID_FROM_EMAIL = 'hello@yard.example';
    sendgridSend.mockRejectedValueOnce(Object.assign(new Error('Unauthorized'), { code: 401 }));

    const error = await rejection(asStaff({ email: 'ana@example.com' }));

    expect(error.code).toBe('unavailable');
    expect(await outbox()).toEqual([
      expect.objectContaining({ state: 'ERROR', attempts: 1, lastError: '401 Unauthorized' }),
    ]);
  });

  it("lets an account send the link to its own email (the checkout's proxy signup)", async () => {
    const result = await sendPasswordResetEmail.run(
      request({ email: 'ana@example.com' }, customerUser),
    );
    expect(result).toEqual({ outboxState: 'LOCAL_ONLY' });
    expect(generatePasswordResetLink).toHaveBeenCalledWith('ana@example.com', undefined);
  });

  it('sends one address three links an hour at most, whoever asks', async () => {
    for (let call = 0; call < 3; call += 1) await asStaff({ email: 'ana@example.com' });
    const refused = await rejection(
      sendPasswordResetEmail.run(request({ email: 'ana@example.com' }, customerUser)),
    );
    expect(refused.code).toBe('resource-exhausted');
    expect(await outbox()).toHaveLength(3);
    // Another address is not held up by it.
    expect(await asStaff({ email: 'ben@example.com' })).toEqual({ outboxState: 'LOCAL_ONLY' });
  });

  it('lets one caller send ten links an hour at most', async () => {
    for (let call = 0; call < 10; call += 1) await asStaff({ email: `client${call}@example.com` });
    expect((await rejection(asStaff({ email: 'client10@example.com' }))).code).toBe(
      'resource-exhausted',
    );
  });

  it('tells staff when no account uses the email', async () => {
    const error = await rejection(asStaff({ email: 'nobody@example.com' }));
    expect(error.code).toBe('not-found');
    expect(error.message).toBe('There is no account with that email.');
    expect(await outbox()).toEqual([]);
  });

  it.each([
    ['a customer without the staff claim', request({ email: 'a@example.com' }, customerUser)],
    [
      'a claim that is not true',
      request({ email: 'a@example.com' }, customerUser, { staff: 'yes' }),
    ],
    [
      'an anonymous visitor with the claim',
      request({ email: 'a@example.com' }, { uid: 'anon-1', signIn: 'anonymous' }, { staff: true }),
    ],
  ])('refuses %s and sends nothing', async (_, req) => {
    const error = await rejection(sendPasswordResetEmail.run(req));
    expect(error.code).toBe('permission-denied');
    expect(generatePasswordResetLink).not.toHaveBeenCalled();
    expect(await outbox()).toEqual([]);
  });

  it('refuses a signed-out caller', async () => {
    const error = await rejection(
      sendPasswordResetEmail.run(request({ email: 'a@example.com' }, undefined)),
    );
    expect(error.code).toBe('unauthenticated');
  });

  it.each([
    ['null', null],
    ['a string', 'ana@example.com'],
    ['an array', [{ email: 'ana@example.com' }]],
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['a bad email', { email: 'ana@' }],
    ['an email with spaces around', { email: ' ana@example.com ' }],
    ['a number', { email: 1 }],
    ['an object', { email: { $ne: null } }],
    ['a huge email', { email: `${'a'.repeat(300)}@example.com` }],
    ['an extra field', { email: 'ana@example.com', continueUrl: 'https://evil.example' }],
  ])('rejects %s as invalid-argument and sends nothing', async (_, data) => {
    const error = await rejection(asStaff(data));
    expect(error.code).toBe('invalid-argument');
    expect(generatePasswordResetLink).not.toHaveBeenCalled();
    expect(await outbox()).toEqual([]);
  });
});
