import { describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { HELP_REPEAT_WINDOW_MS, HELP_SUCCESS_REPLY } from '@yardwise/domain/forms/help';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { getDb } from '../admin';
import { client, send, startEachHelpTestClean, SUPPORT, valid } from './testing/helpRequest';
import { rejection, type TestCaller } from '../testing/callable';
import { limitMessage, rateLimitDocIds } from '../security/testing/rateLimiterFixtures';
import { configureSendGrid, outbox, sendgridSend } from '../testing/email';

async function outboxIds() {
  const db = await getDb();
  return (await db.collection('outbox').get()).docs.map((doc) => doc.id);
}

startEachHelpTestClean();

describe('sendOnboardHelpEmail callable', () => {
  it('emails support and answers 202 when the provider accepts it', async () => {
    configureSendGrid();

    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);

    expect(sendgridSend).toHaveBeenCalledOnce();
    const message = sendgridSend.mock.calls[0]![0] as { to: string; subject: string; text: string };
    expect(message.to).toBe(SUPPORT);
    expect(message.subject).toBe('Technical question from Ana Lee');
    expect(message.text).toContain('My photos will not upload.');
    expect(message.text).toContain('The bar stops at 90%.');
    expect(message.text).toContain(client.email);
    expect(message.text).not.toContain(valid.emailAddress);
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: SUPPORT, template: 'onboard-help', state: 'SENT' }),
    ]);
  });

  it('local stand-in: without a SendGrid key the email stays in the outbox and still answers 202', async () => {
    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);

    expect(sendgridSend).not.toHaveBeenCalled();
    expect(await outbox()).toEqual([
      expect.objectContaining({
        to: SUPPORT,
        state: 'LOCAL_ONLY',
        data: expect.objectContaining({ replyTo: client.email, body: valid.body }),
      }),
    ]);
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringContaining('Help email kept in the outbox'),
      expect.objectContaining({ outboxId: expect.any(String) }),
    );
  });

  it('answers unavailable when the provider refuses the email, so the dialog shows its failure', async () => {
    configureSendGrid();
    sendgridSend.mockRejectedValueOnce(Object.assign(new Error('Forbidden'), { code: 403 }));

    const error = await rejection(send(valid, client));

    expect(error.code).toBe('unavailable');
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'ERROR', attempts: 1 })]);
  });

  it.each([
    ['a body of 4 characters once trimmed', { body: '   Help   ' }],
    ['an empty body', { body: '' }],
    ['an unknown help type', { helpType: 'billing' }],
    ['no help type', { helpType: undefined }],
    ['an extra field', { to: 'someone@example.com' }],
    ['a body that is not text', { body: ['My photos will not upload.'] }],
  ])('rejects %s as invalid-argument and sends nothing', async (_, change) => {
    configureSendGrid();
    const data = Object.fromEntries(
      Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined),
    );

    const error = await rejection(send(data, client));

    expect(error.code).toBe('invalid-argument');
    expect(sendgridSend).not.toHaveBeenCalled();
    expect(await outbox()).toEqual([]);
  });

  it.each([
    ['a signed-out caller', undefined, 'unauthenticated'],
    [
      'an anonymous visitor',
      { uid: 'anon-1', signIn: 'anonymous' } as TestCaller,
      'permission-denied',
    ],
  ])('refuses %s and sends nothing', async (_, caller, code) => {
    const error = await rejection(send(valid, caller));
    expect(error.code).toBe(code);
    expect(await outbox()).toEqual([]);
  });
});

// A double click or a retried request sends the same help request twice (requests at the same
// moment are in sendOnboardHelpEmail.race.test.ts).
describe('sendOnboardHelpEmail sent twice', () => {
  const sendgridMessages = () => sendgridSend.mock.calls.map(([message]) => message);

  it('sends one email for two identical requests in quick succession, answering 202 to both', async () => {
    configureSendGrid();

    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);
    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);

    expect(sendgridSend).toHaveBeenCalledOnce();
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'SENT', attempts: 1 })]);
  });

  it('sends a second email for a different message, or from another client', async () => {
    configureSendGrid();
    const otherClient: TestCaller = {
      uid: 'client-2',
      signIn: 'password',
      email: 'ben@example.com',
    };

    await send(valid, client);
    await send({ ...valid, body: `${valid.body} Still stuck.` }, client);
    await send({ ...valid, helpType: 'design' }, client);
    await send(valid, otherClient);

    expect(sendgridSend).toHaveBeenCalledTimes(4);
    expect(await outbox()).toHaveLength(4);
  });

  it('sends the same message again once the window has passed, keeping the first in the outbox', async () => {
    configureSendGrid();
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = new Date(Date.now() + 60_000);
    vi.setSystemTime(first);
    await send(valid, client);

    vi.setSystemTime(first.getTime() + HELP_REPEAT_WINDOW_MS - 1000);
    await send(valid, client);
    expect(sendgridSend).toHaveBeenCalledOnce();

    vi.setSystemTime(first.getTime() + HELP_REPEAT_WINDOW_MS);
    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);

    expect(sendgridSend).toHaveBeenCalledTimes(2);
    expect(sendgridMessages()[1]).toEqual(sendgridMessages()[0]);
    const emails = await outbox();
    expect(emails).toHaveLength(2);
    expect(emails.map((email) => email.createdAt).sort()).toEqual([
      first.toISOString(),
      new Date(first.getTime() + HELP_REPEAT_WINDOW_MS).toISOString(),
    ]);
    expect(emails.every((email) => email.state === 'SENT')).toBe(true);
    expect(new Set(await outboxIds()).size).toBe(2);
  });

  it('tries again when the first send failed: a retry is not a repeat', async () => {
    configureSendGrid();
    sendgridSend.mockRejectedValueOnce(
      Object.assign(new Error('Service Unavailable'), { code: 503 }),
    );

    expect((await rejection(send(valid, client))).code).toBe('unavailable');
    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);
    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);

    expect(sendgridSend).toHaveBeenCalledTimes(2);
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'SENT', attempts: 2 })]);
  });

  it('counts no repeat against the rate limit', async () => {
    const { maxCalls } = RATE_LIMITS.sendOnboardHelpEmail;
    for (let call = 0; call < maxCalls + 2; call += 1) {
      expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);
    }
    for (let call = 1; call < maxCalls; call += 1) {
      expect(await send({ ...valid, body: `${valid.body} (${call})` }, client)).toBe(
        HELP_SUCCESS_REPLY,
      );
    }

    expect(await outbox()).toHaveLength(maxCalls);
  });
});

describe('sendOnboardHelpEmail rate limit', () => {
  const { maxCalls } = RATE_LIMITS.sendOnboardHelpEmail;
  const otherClient: TestCaller = { uid: 'client-2', signIn: 'password', email: 'ben@example.com' };

  it('refuses the email past the limit without sending it, while another client still sends', async () => {
    configureSendGrid();
    // Different messages: the same one again would be a repeat, answered without an email.
    const message = (call: number) => ({ ...valid, body: `${valid.body} (${call})` });
    for (let call = 0; call < maxCalls; call += 1) {
      expect(await send(message(call), client)).toBe(HELP_SUCCESS_REPLY);
    }

    const error = await rejection(send(message(maxCalls), client));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage(60));
    expect(error.details).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(sendgridSend).toHaveBeenCalledTimes(maxCalls);
    expect(await outbox()).toHaveLength(maxCalls);

    expect(await send(valid, otherClient)).toBe(HELP_SUCCESS_REPLY);
    expect(sendgridSend).toHaveBeenCalledTimes(maxCalls + 1);
  });

  it('counts nothing for an invalid payload or a refused caller', async () => {
    for (let call = 0; call < maxCalls + 1; call += 1) {
      await rejection(send({ ...valid, body: '' }, client));
    }
    await rejection(send(valid, { uid: 'anon-1', signIn: 'anonymous' }));

    expect(await rateLimitDocIds()).toEqual([]);
    expect(await send(valid, client)).toBe(HELP_SUCCESS_REPLY);
  });
});
