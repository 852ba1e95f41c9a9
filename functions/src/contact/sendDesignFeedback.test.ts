import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { newMediaDoc } from '@yardwise/domain/onboarding/media';
import { DESIGN_FEEDBACK_ERRORS } from '@yardwise/domain/contact/messages';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { writeDoc } from '../designProfiles/firestoreDocs';
import { sendDesignFeedback } from '../index';
import { callableRequest as request, rejection, type TestCaller } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { limitMessage, rateLimitDocIds } from '../security/testing/rateLimiterFixtures';
import {
  configureSendGrid,
  outbox,
  SENDGRID_ACCEPTED,
  sendgridSend,
  sentMessages,
  unconfigureSendGrid,
} from '../testing/email';

const TEAM = 'design@yard.example';
const client: TestCaller = {
  uid: 'client-1',
  signIn: 'password',
  email: 'ana@example.com',
  emailVerified: true,
};
const otherClient: TestCaller = {
  uid: 'client-2',
  signIn: 'password',
  email: 'ben@example.com',
  emailVerified: true,
};
const valid = {
  requestId: '0b6f1f7e-8c1d-4f3a-9e2b-6a7c5d4e3f21',
  changes: '  Move the fire pit closer to the patio.\nSwap the lawn for clover.  ',
  mediaIds: ['photo-b', 'photo-a'],
};

const send = (data: unknown, caller: TestCaller | undefined) =>
  sendDesignFeedback.run(request(data, caller));

async function seedPhoto(id: string, owner: TestCaller, fileName: string) {
  await writeDoc(
    'media',
    id,
    newMediaDoc(
      {
        path: `media/${owner.uid}/${id}.1772445600000.jpg`,
        fileType: 'image/jpeg',
        variant: 'design-feedback',
        tag: 'design-feedback',
        originalFileName: fileName,
      },
      {
        uid: owner.uid,
        projectId: projectIdFor(owner.uid),
        now: new Date('2026-03-02T10:00:00.000Z'),
        downloadURL: `https://media-stand-in.example/${id}`,
      },
    ),
  );
}

beforeEach(async () => {
  sendgridSend.mockClear();
  vi.mocked(logger.info).mockClear();
  process.env.SUPPORT_EMAIL = TEAM;
  await clearFirestore(['outbox', 'rateLimits', 'media', 'profiles']);
  await seedPhoto('photo-a', client, 'deck.jpg');
  await seedPhoto('photo-b', client, 'pergola.jpg');
  await seedPhoto('photo-other', otherClient, 'their-yard.jpg');
  await writeDoc('profiles', client.uid, {
    email: client.email!,
    firstName: 'Ana',
    lastName: 'Lee',
    package: 'full-yard',
  });
  await writeDoc('profiles', otherClient.uid, {
    email: otherClient.email!,
    firstName: 'Ben',
    lastName: 'Ode',
    package: 'front-yard',
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  unconfigureSendGrid();
  delete process.env.SUPPORT_EMAIL;
});

describe('sendDesignFeedback: no free mail', () => {
  it('refuses an account that bought no design, sending and counting nothing', async () => {
    configureSendGrid();
    const stranger: TestCaller = { ...client, uid: 'stranger-1', email: 'sam@example.com' };
    const refused = await rejection(send({ ...valid, mediaIds: [] }, stranger));
    expect(refused.code).toBe('permission-denied');
    expect(refused.message).toBe(DESIGN_FEEDBACK_ERRORS.clientsOnly);
    expect(sentMessages()).toEqual([]);
    expect(await rateLimitDocIds()).toEqual([]);
  });

  it('sends no confirmation to an address its owner has not verified', async () => {
    configureSendGrid();
    const unverified: TestCaller = { ...client, emailVerified: false };
    expect(await send(valid, unverified)).toEqual({ confirmationSent: false });
    expect(sentMessages().map((message) => message.to)).toEqual([TEAM]);
  });

  it('confirms to the address of a Google account, which Google verified', async () => {
    configureSendGrid();
    const google: TestCaller = { ...client, signIn: 'google.com', emailVerified: false };
    expect(await send(valid, google)).toEqual({ confirmationSent: true });
    expect(sentMessages().map((message) => message.to)).toEqual([TEAM, client.email]);
  });
});

describe('sendDesignFeedback callable', () => {
  it('emails the team the feedback with links to the photos, then confirms to the client', async () => {
    configureSendGrid();

    expect(await send(valid, client)).toEqual({ confirmationSent: true });

    const [team, confirmation] = sentMessages();
    expect(sentMessages()).toHaveLength(2);
    expect(team).toMatchObject({ to: TEAM, subject: 'Design feedback from Ana Lee' });
    expect(team!.text).toContain('Move the fire pit closer to the patio.');
    expect(team!.text).toContain('Swap the lawn for clover.');
    expect(team!.text).toContain('Reference photos (2):');
    // In the order the client gave them.
    expect(team!.text.indexOf('pergola.jpg: https://media-stand-in.example/photo-b')).toBeLessThan(
      team!.text.indexOf('deck.jpg: https://media-stand-in.example/photo-a'),
    );
    expect(team!.html).toContain('<a href="https://media-stand-in.example/photo-a">deck.jpg</a>');
    expect(team!.text).toContain(`Reply to the client at ${client.email}.`);
    expect(team!.text).toContain(`Project id: ${projectIdFor(client.uid)}.`);
    expect(confirmation).toMatchObject({
      to: client.email,
      subject: 'We received your design feedback',
    });
    // A summary: nothing the sender typed reaches the inbox the confirmation goes to.
    expect(confirmation!.text).toContain(`(${valid.changes.trim().length} characters)`);
    expect(confirmation!.text).not.toContain('clover');
    expect(confirmation!.text).not.toContain('Ana');
    expect(confirmation!.text).toContain('With 2 reference photos.');
    expect(await outbox()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: TEAM, template: 'design-feedback', state: 'SENT' }),
        expect.objectContaining({
          to: client.email,
          template: 'design-feedback-received',
          state: 'SENT',
        }),
      ]),
    );
  });

  it('sends feedback without photos, the text trimmed', async () => {
    configureSendGrid();

    expect(await send({ ...valid, mediaIds: [] }, client)).toEqual({ confirmationSent: true });

    expect(sentMessages()[0]!.text).toContain('No reference photos.');
    const [teamEmail] = (await outbox()).filter((email) => email.template === 'design-feedback');
    expect(teamEmail!.data).toMatchObject({
      changes: 'Move the fire pit closer to the patio.\nSwap the lawn for clover.',
      photos: [],
    });
  });

  it('local stand-in: without a SendGrid key both emails stay in the outbox and it answers sent', async () => {
    expect(await send(valid, client)).toEqual({ confirmationSent: true });

    expect(sendgridSend).not.toHaveBeenCalled();
    expect((await outbox()).map((email) => [email.template, email.state]).sort()).toEqual([
      ['design-feedback', 'LOCAL_ONLY'],
      ['design-feedback-received', 'LOCAL_ONLY'],
    ]);
    expect(logger.info).toHaveBeenCalledWith(
      expect.stringContaining('Design feedback kept in the outbox'),
      expect.objectContaining({ outboxId: expect.any(String) }),
    );
  });

  it('answers unavailable when the provider refuses the team email, and sends no confirmation', async () => {
    configureSendGrid();
    sendgridSend.mockRejectedValueOnce(Object.assign(new Error('Forbidden'), { code: 403 }));

    const error = await rejection(send(valid, client));

    expect(error.code).toBe('unavailable');
    expect(sendgridSend).toHaveBeenCalledOnce();
    expect(await outbox()).toEqual([
      expect.objectContaining({ template: 'design-feedback', state: 'ERROR' }),
    ]);
  });

  it('answers the confirmation as not sent when only it fails: the team has the feedback', async () => {
    configureSendGrid();
    sendgridSend
      .mockResolvedValueOnce(SENDGRID_ACCEPTED)
      .mockRejectedValueOnce(Object.assign(new Error('Bad Gateway'), { code: 502 }));

    expect(await send(valid, client)).toEqual({ confirmationSent: false });
  });

  it("refuses another client's photo as not found, sending and counting nothing", async () => {
    configureSendGrid();

    const error = await rejection(send({ ...valid, mediaIds: ['photo-a', 'photo-other'] }, client));

    expect(error.code).toBe('not-found');
    expect(error.message).toBe(
      'One of your photos could not be found. Please remove it and add it again.',
    );
    expect(sendgridSend).not.toHaveBeenCalled();
    expect(await outbox()).toEqual([]);
    expect(await rateLimitDocIds()).toEqual([]);
  });

  it('refuses a photo that does not exist as not found', async () => {
    expect((await rejection(send({ ...valid, mediaIds: ['gone'] }, client))).code).toBe(
      'not-found',
    );
  });

  it.each([
    ['empty feedback', { changes: '  ' }],
    ['feedback over 2,000 characters', { changes: 'x'.repeat(2001) }],
    ['six photos', { mediaIds: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] }],
    ['the same photo twice', { mediaIds: ['photo-a', 'photo-a'] }],
    ['no request id', { requestId: undefined }],
    ['an address to send to', { to: 'someone@example.com' }],
  ])('rejects %s as invalid-argument and sends nothing', async (_, change) => {
    configureSendGrid();
    const data = Object.fromEntries(
      Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined),
    );

    expect((await rejection(send(data, client))).code).toBe('invalid-argument');
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
    expect((await rejection(send(valid, caller))).code).toBe(code);
    expect(await outbox()).toEqual([]);
  });
});

describe('sendDesignFeedback sent twice', () => {
  it('emails once for a doubled click, answering both', async () => {
    configureSendGrid();

    const replies = await Promise.all([send(valid, client), send(valid, client)]);
    replies.push(await send(valid, client));

    expect(replies).toEqual(Array(3).fill({ confirmationSent: true }));
    expect(sentMessages().map((message) => message.to)).toEqual([TEAM, client.email]);
    expect(await outbox()).toHaveLength(2);
  });

  it('tries again after a failed send: a retry is not a repeat', async () => {
    configureSendGrid();
    sendgridSend.mockRejectedValueOnce(Object.assign(new Error('Unavailable'), { code: 503 }));

    expect((await rejection(send(valid, client))).code).toBe('unavailable');
    expect(await send(valid, client)).toEqual({ confirmationSent: true });

    expect(sentMessages().map((message) => message.to)).toEqual([TEAM, TEAM, client.email]);
  });

  it('emails again for a new request id, and counts no repeat against the limit', async () => {
    const { maxCalls } = RATE_LIMITS.sendDesignFeedback;
    for (let call = 0; call < maxCalls + 2; call += 1) await send(valid, client);
    await send({ ...valid, requestId: '0b6f1f7e-8c1d-4f3a-9e2b-000000000002' }, client);

    expect((await outbox()).filter((email) => email.template === 'design-feedback')).toHaveLength(
      2,
    );
  });
});

describe('sendDesignFeedback rate limit', () => {
  const { maxCalls } = RATE_LIMITS.sendDesignFeedback;
  const requestNumber = (call: number) =>
    `0b6f1f7e-8c1d-4f3a-9e2b-${String(call).padStart(12, '0')}`;

  it('refuses feedback past the limit without sending it, while another client still sends', async () => {
    for (let call = 0; call < maxCalls; call += 1) {
      await send({ ...valid, requestId: requestNumber(call) }, client);
    }

    const error = await rejection(send({ ...valid, requestId: requestNumber(maxCalls) }, client));

    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe(limitMessage(60));
    expect((await outbox()).filter((email) => email.template === 'design-feedback')).toHaveLength(
      maxCalls,
    );
    await expect(send({ ...valid, mediaIds: [] }, otherClient)).resolves.toEqual({
      confirmationSent: true,
    });
  });
});
