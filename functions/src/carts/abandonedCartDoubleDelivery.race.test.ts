// onSchedule delivers at least once: the same tick can run twice at the same time, and a run can
// crash between sending an email and marking its cart. The checkout can also report a cart twice
// at once, or while the job is emailing it. Each cart is emailed once, with one outbox entry.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ABANDONED_CART_IDLE_MS,
  ABANDONED_CART_STALE_CLAIM_MS,
} from '@yardwise/domain/checkout/abandonedCart';
import type { AbandonedCartDoc } from '@yardwise/domain/firestore/commerceDocuments';
import type { DesignProfileDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import type { EmailTransport } from '../adapters/sendgrid/emailTransport';
import { outboxMailer } from '../adapters/sendgrid/mailer';
import { failTransactionWrites } from '../payments/testing/transactionFaults';
import { callableRequest } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { runAbandonedCartJob } from './abandonedCartJob';
import { addEmailToAbandonedCartMailingList } from './addEmailToAbandonedCartMailingList';
import { outboxWithIds } from '../testing/email';

const now = new Date('2026-03-10T12:00:00.000Z');
const idle = new Date(now.getTime() - ABANDONED_CART_IDLE_MS - 60_000).toISOString();
const afterStaleClaim = new Date(now.getTime() + ABANDONED_CART_STALE_CLAIM_MS);

function cartOf(uid: string, minutesOlder = 0): AbandonedCartDoc {
  const at = new Date(Date.parse(idle) - minutesOlder * 60_000).toISOString();
  return {
    userId: uid,
    email: `${uid}@example.com`,
    sku: 'front-yard_standard',
    firstName: 'Ana',
    lastName: 'Rivera',
    createdAt: at,
    updatedAt: at,
    emailState: 'PENDING',
  };
}

/** A provider that takes a moment (so runs really overlap) and records what it sent. */
function recordingTransport(onSend?: () => Promise<void>) {
  const sent: string[] = [];
  const transport: EmailTransport = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await onSend?.();
      sent.push(message.to);
    },
  };
  return { sent, transport };
}

async function seedCarts(carts: AbandonedCartDoc[]) {
  const db = await getDb();
  const batch = db.batch();
  for (const cart of carts) batch.set(db.collection('abandonedCarts').doc(cart.userId), cart);
  await batch.commit();
}

async function cartsById() {
  const db = await getDb();
  const docs = (await db.collection('abandonedCarts').get()).docs;
  return Object.fromEntries(docs.map((doc) => [doc.id, doc.data() as AbandonedCartDoc]));
}

beforeEach(async () => {
  vi.restoreAllMocks();
  await clearFirestore(['abandonedCarts', 'designProfiles', 'orders', 'outbox', 'rateLimits']);
});

describe('the abandoned-cart job delivered twice', () => {
  it('the same tick three times at once: 12 carts, each emailed once, one outbox entry each', async () => {
    const uids = Array.from({ length: 12 }, (_, n) => `u${n}`);
    await seedCarts(uids.map((uid, n) => cartOf(uid, n)));
    const { sent, transport } = recordingTransport();
    const db = await getDb();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    const summaries = await Promise.all([1, 2, 3].map(() => runAbandonedCartJob(db, now, mailer)));

    expect([...sent].sort()).toEqual(uids.map((uid) => `${uid}@example.com`).sort());
    expect(summaries.reduce((total, summary) => total + summary.sent, 0)).toBe(12);
    const entries = await outboxWithIds();
    expect(entries.map((entry) => entry.id).sort()).toEqual(
      uids.map((uid) => `abandoned-cart-${uid}`).sort(),
    );
    expect(entries.every((entry) => entry.state === 'SENT' && entry.attempts === 1)).toBe(true);
    const carts = await cartsById();
    expect(uids.map((uid) => carts[uid]!.emailState)).toEqual(uids.map(() => 'SENT'));
  });

  it('one of two runs of a tick crashes after sending, before marking: no email is lost or sent twice', async () => {
    await seedCarts([cartOf('u1', 2), cartOf('u2', 1), cartOf('u3')]);
    const db = await getDb();
    await db
      .collection('designProfiles')
      .doc('dp-u1')
      .set({ userId: 'u1', abandonedCartEmailSent: false } as Partial<DesignProfileDoc>);
    const { sent, transport } = recordingTransport();
    const mailer = outboxMailer(db, { transport, baseUrl: null });
    // The first cart marked SENT fails, as a run that dies right after the provider took the email.
    const crash = failTransactionWrites({
      collection: 'abandonedCarts',
      op: 'update',
      when: (data) => data.emailState === 'SENT',
    });

    const runs = await Promise.allSettled([
      runAbandonedCartJob(db, now, mailer),
      runAbandonedCartJob(db, now, mailer),
    ]);

    expect(crash.failures()).toBe(1);
    expect(runs.map((run) => run.status).sort()).toEqual(['fulfilled', 'rejected']);
    // The crashed cart keeps its claim; the next ticks find its email in the outbox, already SENT.
    await runAbandonedCartJob(db, new Date(now.getTime() + 15 * 60_000), mailer);
    await runAbandonedCartJob(db, afterStaleClaim, mailer);

    expect([...sent].sort()).toEqual(['u1@example.com', 'u2@example.com', 'u3@example.com']);
    const carts = await cartsById();
    expect([carts.u1!.emailState, carts.u2!.emailState, carts.u3!.emailState]).toEqual([
      'SENT',
      'SENT',
      'SENT',
    ]);
    const entries = await outboxWithIds();
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.state === 'SENT' && entry.attempts === 1)).toBe(true);
    const profile = await db.collection('designProfiles').doc('dp-u1').get();
    expect(profile.data()?.abandonedCartEmailSent).toBe(true);
  });
});

describe('the checkout reporting a cart more than once', () => {
  const visitor = { uid: 'anon-cart-1', signIn: 'anonymous' } as const;
  const contact = {
    email: 'ana@example.com',
    sku: 'front-yard_large',
    firstName: 'Ana',
    lastName: 'Rivera',
  };
  const report = (data: object = contact) =>
    addEmailToAbandonedCartMailingList.run(callableRequest(data, visitor));

  it('five reports at once keep one cart, PENDING, and the job emails it once', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => report()));

    expect(answers).toEqual(Array(5).fill({ emailState: 'PENDING' }));
    const carts = await cartsById();
    expect(Object.keys(carts)).toEqual([visitor.uid]);
    expect(carts[visitor.uid]).toMatchObject({ ...contact, emailState: 'PENDING' });

    const { sent, transport } = recordingTransport();
    const db = await getDb();
    const mailer = outboxMailer(db, { transport, baseUrl: null });
    const due = new Date(Date.now() + ABANDONED_CART_IDLE_MS + 60_000);
    await Promise.all([runAbandonedCartJob(db, due, mailer), runAbandonedCartJob(db, due, mailer)]);

    expect(sent).toEqual([contact.email]);
    expect(await outboxWithIds()).toHaveLength(1);
  });

  it('a report arriving while the job emails the cart keeps the new contact and the cart SENT', async () => {
    await report();
    const db = await getDb();
    const { sent, transport } = recordingTransport(async () => {
      await report({ ...contact, sku: 'back-yard_standard' });
    });
    const due = new Date(Date.now() + ABANDONED_CART_IDLE_MS + 60_000);

    await runAbandonedCartJob(db, due, outboxMailer(db, { transport, baseUrl: null }));
    const later = new Date(due.getTime() + ABANDONED_CART_IDLE_MS + ABANDONED_CART_STALE_CLAIM_MS);
    await runAbandonedCartJob(db, later, outboxMailer(db, { transport, baseUrl: null }));

    expect(sent).toEqual([contact.email]);
    expect((await cartsById())[visitor.uid]).toMatchObject({
      sku: 'back-yard_standard',
      emailState: 'SENT',
    });
  });
});
