import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import {
  ABANDONED_CART_IDLE_MS,
  ABANDONED_CART_MAX_SEND_ATTEMPTS,
  ABANDONED_CART_STALE_CLAIM_MS,
} from '@yardwise/domain/checkout/abandonedCart';
import type { AbandonedCartDoc, OrderDoc } from '@yardwise/domain/firestore/commerceDocuments';
import type {
  DesignProfileDoc,
  OutboxEmailDoc,
  ProfileDoc,
} from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import type { EmailTransport } from '../adapters/sendgrid/emailTransport';
import { outboxMailer } from '../adapters/sendgrid/mailer';
import { orderFixture, seedOrder } from '../payments/testing/paymentFixtures';
import { clearFirestore } from '../testing/firestore';
import { runAbandonedCartJob } from './abandonedCartJob';
import { outboxWithIds } from '../testing/email';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const idle = ago(ABANDONED_CART_IDLE_MS + 60_000);

function cartOf(uid: string, overrides: Partial<AbandonedCartDoc> = {}): AbandonedCartDoc {
  return {
    userId: uid,
    email: `${uid}@example.com`,
    sku: 'front-yard_standard',
    firstName: 'Ana',
    lastName: 'Rivera',
    createdAt: idle,
    updatedAt: idle,
    emailState: 'PENDING',
    ...overrides,
  };
}

function profileOf(uid: string): DesignProfileDoc {
  return {
    userId: uid,
    versionId: 'v10',
    isTestAccount: false,
    abandonedCartEmailSent: false,
    purchased: false,
    packagePurchased: null,
    step: 3,
    contactInformation: { email: `${uid}@example.com` },
    questions: [],
  };
}

function orderOf(uid: string, status: OrderDoc['status']): Partial<OrderDoc> {
  return { userId: uid, status, email: `${uid}@example.com`, createdAt: ago(1000) };
}

/** A provider that records what it was given; `fail` makes it refuse. */
function recordingTransport(fail = false) {
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport: EmailTransport = {
    async send(message) {
      // A provider takes a moment: overlapping runs really overlap.
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (fail) throw Object.assign(new Error('Bad Request'), { code: 400 });
      sent.push({ to: message.to, subject: message.subject, text: message.text });
    },
  };
  return { sent, transport };
}

async function seed(
  carts: AbandonedCartDoc[],
  extra: { profiles?: DesignProfileDoc[]; orders?: Partial<OrderDoc>[] } = {},
) {
  const db = await getDb();
  const batch = db.batch();
  for (const cart of carts) batch.set(db.collection('abandonedCarts').doc(cart.userId), cart);
  for (const profile of extra.profiles ?? [])
    batch.set(db.collection('designProfiles').doc(), profile);
  for (const order of extra.orders ?? []) batch.set(db.collection('orders').doc(), order);
  await batch.commit();
}

async function cartState(uid: string) {
  const db = await getDb();
  return ((await db.collection('abandonedCarts').doc(uid).get()).data() as AbandonedCartDoc)
    .emailState;
}

beforeEach(async () => {
  vi.mocked(logger.error).mockClear();
  await clearFirestore(['abandonedCarts', 'designProfiles', 'orders', 'outbox', 'profiles']);
});

/**
 * Another account's purchase as fulfilment leaves it: the order paid and the buyer's profile
 * carrying the order's email.
 */
async function seedPurchaseFromAnotherAccount(n: number, email: string) {
  const { order } = await seedOrder(
    orderFixture(n, { email, status: 'paid', paidAt: ago(30 * 60_000) }),
  );
  const profile: ProfileDoc = { email, firstName: order.firstName, lastName: order.lastName };
  const db = await getDb();
  await db.collection('profiles').doc(order.userId).set(profile);
}

describe('runAbandonedCartJob', () => {
  it('emails an idle cart once with the abandoned-cart template and marks it SENT', async () => {
    await seed([cartOf('u1')]);
    const { sent, transport } = recordingTransport();
    const db = await getDb();

    const summary = await runAbandonedCartJob(
      db,
      now,
      outboxMailer(db, { transport, baseUrl: 'https://app.example' }),
    );

    expect(summary).toEqual({ sent: 1, skipped: 0, failed: 0, left: 0 });
    expect(sent).toEqual([
      {
        to: 'u1@example.com',
        subject: 'Your Front Yard design is waiting',
        text: expect.stringContaining(
          'https://app.example/create-account?package=front-yard&lotsize=standard',
        ),
      },
    ]);
    expect(await cartState('u1')).toBe('SENT');
    expect(await outboxWithIds()).toEqual([
      expect.objectContaining({
        id: 'abandoned-cart-u1',
        template: 'abandoned-cart',
        state: 'SENT',
        attempts: 1,
      }),
    ]);
  });

  it('sends each cart’s email exactly once over two runs', async () => {
    await seed([cartOf('u1'), cartOf('u2')]);
    const { sent, transport } = recordingTransport();
    const db = await getDb();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    await runAbandonedCartJob(db, now, mailer);
    const second = await runAbandonedCartJob(db, new Date(now.getTime() + 15 * 60_000), mailer);

    expect(sent.map((email) => email.to).sort()).toEqual(['u1@example.com', 'u2@example.com']);
    expect(second.sent).toBe(0);
  });

  it('sends each cart’s email exactly once when two runs overlap', async () => {
    await seed([cartOf('u1'), cartOf('u2'), cartOf('u3')]);
    const { sent, transport } = recordingTransport();
    const db = await getDb();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    const summaries = await Promise.all([
      runAbandonedCartJob(db, now, mailer),
      runAbandonedCartJob(db, now, mailer),
    ]);

    expect(sent.map((email) => email.to).sort()).toEqual([
      'u1@example.com',
      'u2@example.com',
      'u3@example.com',
    ]);
    expect(summaries[0]!.sent + summaries[1]!.sent).toBe(3);
    for (const uid of ['u1', 'u2', 'u3']) expect(await cartState(uid)).toBe('SENT');
  });

  it('leaves carts that are not idle for 2 hours yet', async () => {
    await seed([cartOf('u1', { updatedAt: ago(ABANDONED_CART_IDLE_MS - 60_000) })]);
    const { sent, transport } = recordingTransport();
    const db = await getDb();

    await runAbandonedCartJob(db, now, outboxMailer(db, { transport, baseUrl: null }));

    expect(sent).toEqual([]);
    expect(await cartState('u1')).toBe('PENDING');
  });

  it('skips the cart of a user who paid, and emails a user whose order is unpaid', async () => {
    await seed([cartOf('paid'), cartOf('unpaid')], {
      orders: [orderOf('paid', 'paid'), orderOf('unpaid', 'awaiting_payment')],
    });
    const { sent, transport } = recordingTransport();
    const db = await getDb();

    const summary = await runAbandonedCartJob(
      db,
      now,
      outboxMailer(db, { transport, baseUrl: null }),
    );

    expect(summary).toMatchObject({ sent: 1, skipped: 1 });
    expect(sent.map((email) => email.to)).toEqual(['unpaid@example.com']);
    expect(await cartState('paid')).toBe('SKIPPED');
    expect(await cartState('unpaid')).toBe('SENT');
  });

  it('skips the cart of an anonymous visitor whose email paid from another account', async () => {
    // The visitor left the cart anonymously, then paid signed in to another account (another uid)
    // with the same email, spelled in another letter case.
    await seed([cartOf('anon-ana', { email: 'Ana.Rivera@Example.com' })]);
    await seedPurchaseFromAnotherAccount(7, 'ana.rivera@example.com');
    const { sent, transport } = recordingTransport();
    const db = await getDb();

    const summary = await runAbandonedCartJob(
      db,
      now,
      outboxMailer(db, { transport, baseUrl: null }),
    );

    expect(summary).toEqual({ sent: 0, skipped: 1, failed: 0, left: 0 });
    expect(sent).toEqual([]);
    expect(await outboxWithIds()).toEqual([]);
    expect(await cartState('anon-ana')).toBe('SKIPPED');
    // Idempotent: a later run leaves the skipped cart alone.
    const later = await runAbandonedCartJob(
      db,
      new Date(now.getTime() + 15 * 60_000),
      outboxMailer(db, { transport, baseUrl: null }),
    );
    expect(later).toEqual({ sent: 0, skipped: 0, failed: 0, left: 0 });
    expect(sent).toEqual([]);
  });

  it('still emails the cart when another account paid under a different email', async () => {
    await seed([cartOf('anon-ana', { email: 'ana.rivera@example.com' })]);
    await seedPurchaseFromAnotherAccount(8, 'ana.r@example.com');
    const { sent, transport } = recordingTransport();
    const db = await getDb();

    const summary = await runAbandonedCartJob(
      db,
      now,
      outboxMailer(db, { transport, baseUrl: null }),
    );

    expect(summary).toEqual({ sent: 1, skipped: 0, failed: 0, left: 0 });
    expect(sent.map((email) => email.to)).toEqual(['ana.rivera@example.com']);
    expect(await cartState('anon-ana')).toBe('SENT');
  });

  it('decision: waits while a payment is processing', async () => {
    await seed([cartOf('u1')], { orders: [orderOf('u1', 'processing')] });
    const { sent, transport } = recordingTransport();
    const db = await getDb();

    await runAbandonedCartJob(db, now, outboxMailer(db, { transport, baseUrl: null }));

    expect(sent).toEqual([]);
    expect(await cartState('u1')).toBe('PENDING');
  });

  it('sets abandonedCartEmailSent on the user’s design profile, and only theirs', async () => {
    await seed([cartOf('u1')], { profiles: [profileOf('u1'), profileOf('other')] });
    const db = await getDb();

    await runAbandonedCartJob(db, now, outboxMailer(db, { transport: null, baseUrl: null }));

    const profiles = (await db.collection('designProfiles').get()).docs.map(
      (doc) => doc.data() as DesignProfileDoc,
    );
    expect(profiles.find((p) => p.userId === 'u1')?.abandonedCartEmailSent).toBe(true);
    expect(profiles.find((p) => p.userId === 'other')?.abandonedCartEmailSent).toBe(false);
  });

  it('without SendGrid keeps the email in the outbox as LOCAL_ONLY and counts the cart as done', async () => {
    await seed([cartOf('u1')]);
    const db = await getDb();

    const summary = await runAbandonedCartJob(
      db,
      now,
      outboxMailer(db, { transport: null, baseUrl: null }),
    );

    expect(summary.sent).toBe(1);
    expect(await cartState('u1')).toBe('SENT');
    expect(await outboxWithIds()).toEqual([
      expect.objectContaining({ id: 'abandoned-cart-u1', state: 'LOCAL_ONLY', attempts: 0 }),
    ]);
  });

  it('retries a failed send once the claim is stale, and gives up after the last attempt', async () => {
    await seed([cartOf('u1')]);
    const { transport } = recordingTransport(true);
    const db = await getDb();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    let at = now;
    for (let attempt = 1; attempt <= ABANDONED_CART_MAX_SEND_ATTEMPTS; attempt += 1) {
      expect(await cartState('u1')).toBe(attempt === 1 ? 'PENDING' : 'CLAIMED');
      const summary = await runAbandonedCartJob(db, at, mailer);
      expect(summary.failed).toBe(1);
      // Not retried while the claim is fresh.
      expect((await runAbandonedCartJob(db, new Date(at.getTime() + 60_000), mailer)).failed).toBe(
        0,
      );
      at = new Date(at.getTime() + ABANDONED_CART_STALE_CLAIM_MS);
    }

    expect(await cartState('u1')).toBe('SKIPPED');
    expect(await outboxWithIds()).toEqual([
      expect.objectContaining({ state: 'ERROR', attempts: 3, lastError: '400 Bad Request' }),
    ]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('Giving up'),
      expect.objectContaining({ uid: 'u1' }),
    );
  });

  it('does not email again when a run crashed after sending (a stale claim finds the outbox SENT)', async () => {
    await seed([
      cartOf('u1', { emailState: 'CLAIMED', claimedAt: ago(ABANDONED_CART_STALE_CLAIM_MS) }),
    ]);
    const db = await getDb();
    await db
      .collection('outbox')
      .doc('abandoned-cart-u1')
      .set({
        to: 'u1@example.com',
        template: 'abandoned-cart',
        data: {},
        state: 'SENT',
        createdAt: ago(ABANDONED_CART_STALE_CLAIM_MS),
        attempts: 1,
      } satisfies OutboxEmailDoc);
    const { sent, transport } = recordingTransport();

    await runAbandonedCartJob(db, now, outboxMailer(db, { transport, baseUrl: null }));

    expect(sent).toEqual([]);
    expect(await cartState('u1')).toBe('SENT');
  });
});

describe('runAbandonedCartJob under a flood of carts', () => {
  it('sends one address one reminder a week, however many visitors named it', async () => {
    const victim = 'victim@example.com';
    await seed([
      cartOf('flood-1', { email: victim }),
      cartOf('flood-2', { email: ' Victim@Example.com ' }),
    ]);
    const { sent, transport } = recordingTransport();
    const db = await getDb();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    expect(await runAbandonedCartJob(db, now, mailer)).toMatchObject({ sent: 1, skipped: 1 });

    const sixDaysLater = new Date(now.getTime() + 6 * 24 * 60 * 60_000);
    await seed([cartOf('flood-3', { email: victim, updatedAt: ago(-5 * 24 * 60 * 60_000) })]);
    expect(await runAbandonedCartJob(db, sixDaysLater, mailer)).toMatchObject({
      sent: 0,
      skipped: 1,
    });
    const eightDaysLater = new Date(now.getTime() + 8 * 24 * 60 * 60_000);
    await seed([cartOf('flood-4', { email: victim, updatedAt: ago(-7 * 24 * 60 * 60_000) })]);
    expect(await runAbandonedCartJob(db, eightDaysLater, mailer)).toMatchObject({ sent: 1 });
    expect(sent.map((message) => message.to)).toEqual([victim, victim]);
  });

  it('reaches every due cart a batch at a time, oldest first', async () => {
    const carts = ['c1', 'c2', 'c3', 'c4', 'c5'].map((uid, index) =>
      cartOf(uid, { updatedAt: ago(ABANDONED_CART_IDLE_MS + (10 - index) * 60_000) }),
    );
    await seed(carts);
    const { sent, transport } = recordingTransport();
    const db = await getDb();

    const summary = await runAbandonedCartJob(
      db,
      now,
      outboxMailer(db, { transport, baseUrl: null }),
      {
        batchSize: 2,
      },
    );

    expect(summary.sent).toBe(5);
    expect(sent.map((message) => message.to)).toEqual(carts.map((cart) => cart.email));
  });

  it('stops taking carts at its deadline; the next run goes on from the oldest left', async () => {
    await seed([cartOf('d1'), cartOf('d2')]);
    const { sent, transport } = recordingTransport();
    const db = await getDb();
    const mailer = outboxMailer(db, { transport, baseUrl: null });

    expect(await runAbandonedCartJob(db, now, mailer, { deadline: Date.now() })).toMatchObject({
      sent: 0,
    });
    expect(await runAbandonedCartJob(db, now, mailer)).toMatchObject({ sent: 2 });
    expect(sent).toHaveLength(2);
  });
});
