import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { OutboxEmailDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../../admin';
import { clearFirestore } from '../../testing/firestore';
import { createMailer } from './createMailer';
import { renderEmail } from './emailTemplates';
import type { EmailTransport } from './emailTransport';
import { OUTBOX_SEND_LEASE_MS, outboxMailer } from './mailer';
import { outboxWithIds, unconfigureSendGrid } from '../../testing/email';

const email = {
  to: 'ana@example.com',
  template: 'abandoned-cart' as const,
  // A name no random outbox id can contain (ids are letters and digits only).
  data: { firstName: 'Ana-Sofía', packageName: 'Front Yard', resumePath: '/create-account' },
};

function countingTransport() {
  const send = vi.fn<EmailTransport['send']>(async () => {});
  return { send, transport: { send } satisfies EmailTransport };
}

beforeEach(async () => {
  vi.mocked(logger.info).mockClear();
  await clearFirestore(['outbox']);
});

afterEach(() => {
  unconfigureSendGrid();
});

describe('the outbox mailer', () => {
  it('local stand-in: writes every email to the outbox as LOCAL_ONLY and logs its id, not its text', async () => {
    const db = await getDb();
    const result = await createMailer(db).send(email);

    expect(result).toEqual({
      outboxId: expect.any(String),
      state: 'LOCAL_ONLY',
      attempts: 0,
      duplicate: false,
    });
    expect(await outboxWithIds()).toEqual([
      expect.objectContaining({ id: result.outboxId, to: email.to, state: 'LOCAL_ONLY' }),
    ]);
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('[local stand-in]'), {
      outboxId: result.outboxId,
      template: email.template,
    });
    const logged = JSON.stringify(vi.mocked(logger.info).mock.calls);
    expect(logged).not.toContain(email.to);
    expect(logged).not.toContain(email.data.firstName);
  });

  it('sends an email without an id every time, as a new outbox document', async () => {
    const db = await getDb();
    const { send, transport } = countingTransport();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    await mailer.send(email);
    await mailer.send(email);

    expect(send).toHaveBeenCalledTimes(2);
    expect(await outboxWithIds()).toHaveLength(2);
  });

  it('dates each email for the TTL policy: a reset link two days, anything else thirty', async () => {
    const db = await getDb();
    const clock = () => new Date('2026-03-01T10:00:00.000Z');
    const mailer = outboxMailer(db, {
      transport: countingTransport().transport,
      baseUrl: null,
      clock,
    });

    await mailer.send(email, { id: 'cart-1' });
    await mailer.send(
      {
        to: 'ana@example.com',
        template: 'password-reset',
        data: { resetLink: 'https://a.example' },
      },
      { id: 'reset-1' },
    );

    const stored = await db.collection('outbox').get();
    const expiry = Object.fromEntries(
      stored.docs.map((doc) => [
        doc.id,
        (doc.get('expiresAt') as Timestamp).toDate().toISOString(),
      ]),
    );
    expect(expiry).toEqual({
      'cart-1': '2026-03-31T10:00:00.000Z',
      'reset-1': '2026-03-03T10:00:00.000Z',
    });
  });

  it('sends an email with an id once: a second send finds it SENT', async () => {
    const db = await getDb();
    const { send, transport } = countingTransport();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    await mailer.send(email, { id: 'once' });
    const again = await mailer.send(email, { id: 'once' });

    expect(send).toHaveBeenCalledOnce();
    expect(again).toEqual({ outboxId: 'once', state: 'SENT', attempts: 1, duplicate: true });
  });

  it('leaves a send in flight alone until its lease runs out', async () => {
    const db = await getDb();
    const startedAt = new Date('2026-03-10T12:00:00.000Z');
    await db
      .collection('outbox')
      .doc('inflight')
      .set({
        to: email.to,
        template: email.template,
        data: email.data,
        state: 'PENDING',
        createdAt: startedAt.toISOString(),
        attempts: 0,
        lastAttemptAt: startedAt.toISOString(),
      } satisfies OutboxEmailDoc);
    const { send, transport } = countingTransport();
    const at = (ms: number) => () => new Date(startedAt.getTime() + ms);

    const during = await outboxMailer(db, { transport, baseUrl: null, clock: at(60_000) }).send(
      email,
      { id: 'inflight' },
    );
    expect(during.state).toBe('PENDING');
    expect(send).not.toHaveBeenCalled();

    const after = await outboxMailer(db, {
      transport,
      baseUrl: null,
      clock: at(OUTBOX_SEND_LEASE_MS),
    }).send(email, { id: 'inflight' });
    expect(after).toMatchObject({ state: 'SENT', attempts: 1 });
  });

  it('records a key without a sender address as an ERROR, never sending from a made-up address', async () => {
    process.env.SENDGRID_API_KEY = 'SG.test';
    const db = await getDb();

    const result = await createMailer(db).send(email);

    expect(result).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect((await outboxWithIds())[0]?.lastError).toBe('SENDGRID_FROM_EMAIL is not set');
  });
});

describe('email templates', () => {
  it('makes links absolute with the app URL and escapes every value in the HTML', () => {
    const rendered = renderEmail(
      'abandoned-cart',
      { ...email.data, firstName: '<b>Ana</b>', resumePath: '/create-account?package=x&lotsize=y' },
      { baseUrl: 'https://app.example/' },
    );
    expect(rendered.text).toContain('https://app.example/create-account?package=x&lotsize=y');
    expect(rendered.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(rendered.html).toContain(
      'href="https://app.example/create-account?package=x&amp;lotsize=y"',
    );
    expect(rendered.html).not.toContain('<b>');
  });

  it('tells staff what a held payment received, what the order costs and whom to write to', () => {
    const rendered = renderEmail(
      'payment-held',
      {
        orderId: 'order-1',
        paymentIntentId: 'pi_1',
        userId: 'client-1',
        customerEmail: 'ana@example.com',
        amountReceived: 100000,
        orderTotal: 249500,
      },
      { baseUrl: null },
    );
    expect(rendered.subject).toBe('Payment held: $1,000.00 received for an order of $2,495.00');
    expect(rendered.text).toContain('Settle it with the customer at ana@example.com');
    expect(rendered.text).toContain('Payment intent: pi_1. Account id: client-1.');
  });

  it('tells staff about a refund or a dispute: what, how much, which order and whom to write to', () => {
    const data = {
      orderId: 'order-1',
      paymentIntentId: 'pi_1',
      chargeId: 'ch_1',
      userId: 'client-1',
      customerEmail: 'ana@example.com',
      amountCharged: 249500,
    };
    const refunded = renderEmail(
      'payment-reversed',
      { ...data, kind: 'partially_refunded', amount: 50000, reason: '' },
      { baseUrl: null },
    );
    expect(refunded.subject).toBe('Payment refunded: $500.00 of $2,495.00, order order-1');
    expect(refunded.text).toContain('Customer: ana@example.com.');
    const disputed = renderEmail(
      'payment-reversed',
      { ...data, kind: 'disputed', amount: 249500, reason: 'fraudulent' },
      { baseUrl: null },
    );
    expect(disputed.subject).toBe('Payment disputed: $2,495.00 of $2,495.00, order order-1');
    expect(disputed.text).toContain("The bank's reason: fraudulent.");
    expect(disputed.text).toContain('Payment intent: pi_1. Charge: ch_1. Account id: client-1.');
  });

  it('refuses a template it does not know', () => {
    expect(() => renderEmail('welcome', {}, { baseUrl: null })).toThrow('Unknown email template');
  });
});
