import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { rejection, type TestCaller } from '../testing/callable';
import { limitMessage, rateLimitDocIds } from '../security/testing/rateLimiterFixtures';
import { configureSendGrid, outbox, sendgridSend, sentMessages } from '../testing/email';
import {
  send,
  startEachConsultationTestClean,
  TEAM,
  valid,
  visitor,
} from './testing/consultationRequest';

startEachConsultationTestClean();

describe('requestConsultation callable', () => {
  it("emails the team an anonymous visitor's request, and emails nothing to the address given", async () => {
    configureSendGrid();

    expect(await send(valid, visitor)).toEqual({ sent: true });

    expect(sentMessages()).toHaveLength(1);
    const [message] = sentMessages();
    expect(message).toMatchObject({
      to: TEAM,
      subject: 'Design consultation request from Ana Lopez',
    });
    expect(message!.text).toContain('We want a shady back yard.');
    expect(message!.text).toContain('Where do we start?');
    expect(message!.text).toContain('Reply to ana@example.com or call 5550104477.');
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: TEAM, template: 'consultation-request', state: 'SENT' }),
    ]);
  });

  it('takes a request without a phone, and one from a signed-in client', async () => {
    const { phone: _omitted, ...withoutPhone } = valid;
    const client: TestCaller = { uid: 'client-1', signIn: 'password', email: 'ana@example.com' };

    expect(await send(withoutPhone, visitor)).toEqual({ sent: true });
    expect(await send({ ...valid, requestId: `${valid.requestId.slice(0, -1)}9` }, client)).toEqual(
      {
        sent: true,
      },
    );

    const emails = await outbox();
    expect(emails).toHaveLength(2);
    expect(emails.every((email) => email.state === 'LOCAL_ONLY')).toBe(true);
  });

  it('answers unavailable when the provider refuses the email', async () => {
    configureSendGrid();
    sendgridSend.mockRejectedValueOnce(Object.assign(new Error('Forbidden'), { code: 403 }));

    expect((await rejection(send(valid, visitor))).code).toBe('unavailable');
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'ERROR', attempts: 1 })]);
  });

  it('retries a request whose email failed', async () => {
    configureSendGrid();
    sendgridSend.mockRejectedValueOnce(Object.assign(new Error('Unavailable'), { code: 503 }));

    await rejection(send(valid, visitor));
    expect(await send(valid, visitor)).toEqual({ sent: true });
    expect(sendgridSend).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no name', { name: ' ' }],
    ['a name with markup', { name: '<b>Ana</b>' }],
    ['an invalid email', { email: 'ana@' }],
    ['a phone that is not 10 digits', { phone: '555-0104' }],
    ['an empty message', { message: '' }],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }],
    ['a bad request id', { requestId: 'x' }],
    ['an extra field', { to: 'someone@example.com' }],
  ])('rejects %s as invalid-argument, sending and counting nothing', async (_, change) => {
    expect((await rejection(send({ ...valid, ...change }, visitor))).code).toBe('invalid-argument');
    expect(await outbox()).toEqual([]);
    expect(await rateLimitDocIds()).toEqual([]);
  });

  it('refuses a signed-out caller', async () => {
    expect((await rejection(send(valid, undefined))).code).toBe('unauthenticated');
    expect(await outbox()).toEqual([]);
  });

  it('refuses requests past the limit without sending them, while another visitor still sends', async () => {
    const { maxCalls } = RATE_LIMITS.requestConsultation;
    const numbered = (call: number) => ({
      ...valid,
      requestId: `0b6f1f7e-8c1d-4f3a-9e2b-${String(call).padStart(12, '0')}`,
    });
    for (let call = 0; call < maxCalls; call += 1) await send(numbered(call), visitor);

    const error = await rejection(send(numbered(maxCalls), visitor));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage(60));
    expect(await outbox()).toHaveLength(maxCalls);
    await expect(send(valid, { uid: 'anon-2', signIn: 'anonymous' })).resolves.toEqual({
      sent: true,
    });
  });
});
