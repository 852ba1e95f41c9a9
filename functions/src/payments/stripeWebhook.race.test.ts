// Stripe delivers at least once and in parallel: the same event several times at once, and the
// events of one PaymentIntent in any order. Whatever the interleaving, a purchase is fulfilled once
// and its promo code counted once. These run on the official emulator, where the deliveries'
// transactions overlap under Firestore's own locking.
import { describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import type { PaymentIntentEventType } from '@yardwise/domain/checkout/paymentEvent';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { newDesignProfile } from '@yardwise/domain/funnel/designProfile';
import { getDb } from '../admin';
import { recordCommittedWrites } from './testing/committedWrites';
import { countDocs, readAll, readDoc } from './testing/firestoreReads';
import { intentEvent, orderFixture, seedOrder, type SeededOrder } from './testing/paymentFixtures';
import { deliver, startEachWebhookTestClean } from './testing/deliverWebhook';

const T = 1_772_463_600; // an event's `created`, seconds

const outcomeOf = (answer: { body: unknown }) => (answer.body as { outcome?: string }).outcome;

/**
 * One delivery as Stripe makes it: an answer of 5xx (the event could not be recorded, e.g. its
 * transaction was given up under contention) is delivered again, here up to 3 more times. The
 * emulator gives up a transaction that waited too long for a lock, where Firestore would retry it.
 */
async function deliverAsStripe(event: unknown) {
  let answer = await deliver(event);
  for (let retry = 0; retry < 3 && answer.statusCode >= 500; retry += 1) {
    answer = await deliver(event);
  }
  return answer;
}

/** What the webhook logged as errors: why a delivery was answered 500, shown when one was. */
const loggedErrors = () =>
  vi
    .mocked(logger.error)
    .mock.calls.map((call) => call.map((part) => JSON.stringify(part)).join(' '));

function countOf<T>(items: readonly T[], item: T): number {
  return items.filter((each) => each === item).length;
}

/** The documents a succeeded payment writes for buyer n (design profile included). */
function fulfilmentPaths({ orderId, order }: SeededOrder, designProfileId: string) {
  return [
    `paymentEvents/evt_payment_intent_succeeded_${order.paymentIntentId}`,
    `orders/${orderId}`,
    `yzOrderEvents/${order.paymentIntentId}`,
    `profiles/${order.userId}`,
    `projects/project-${order.userId}`,
    `onboardStates/onboard-state-${order.userId}`,
    `designProfiles/${designProfileId}`,
    `newPackageOrderStatuses/${orderId}`,
  ];
}

async function seedPurchase(n: number) {
  const seeded = await seedOrder(orderFixture(n));
  const designProfileId = `dp-${n}`;
  await (
    await getDb()
  )
    .collection('designProfiles')
    .doc(designProfileId)
    .set(newDesignProfile({ userId: seeded.order.userId, versionId: 'v10', isTestAccount: false }));
  return { seeded, designProfileId };
}

startEachWebhookTestClean();

describe('the same succeeded event delivered 8 times at once', () => {
  it('fulfils once: every document written by exactly one delivery, every delivery answered 200', async () => {
    const writes = recordCommittedWrites();
    const { seeded, designProfileId } = await seedPurchase(1);
    const event = intentEvent('payment_intent.succeeded', seeded);

    const answers = await Promise.all(Array.from({ length: 8 }, () => deliverAsStripe(event)));

    expect(
      answers.map((answer) => answer.statusCode),
      loggedErrors().join('\n'),
    ).toEqual(Array(8).fill(200));
    const outcomes = answers.map(outcomeOf);
    expect(countOf(outcomes, 'processed')).toBe(1);
    expect(countOf(outcomes, 'duplicate')).toBe(7);
    // One committed write per document: the claim, the order, and each piece of setup.
    expect(writes.countsByPath()).toEqual(
      Object.fromEntries(fulfilmentPaths(seeded, designProfileId).map((path) => [path, 1])),
    );
    expect(await readDoc('orders', seeded.orderId)).toMatchObject({ status: 'paid' });
    expect(await readDoc('newPackageOrderStatuses', seeded.orderId)).toEqual({
      userId: seeded.order.userId,
      createdAt: expect.any(String),
      profileDocCreated: true,
      projectDocCreated: true,
    });
    expect(await readDoc('designProfiles', designProfileId)).toMatchObject({
      purchased: true,
      packagePurchased: 'full-yard',
    });
    for (const collection of ['yzOrderEvents', 'profiles', 'projects', 'onboardStates'] as const) {
      expect(await countDocs(collection)).toBe(1);
    }
    expect(await countDocs('paymentEvents')).toBe(1);
    // Fulfilment sends no email of its own (Stripe sends the receipt): nothing to double.
    expect(await countDocs('outbox')).toBe(0);
  });

  it('fulfils each of 5 buyers once when all their events race together', async () => {
    const writes = recordCommittedWrites();
    const purchases = await Promise.all([1, 2, 3, 4, 5].map(seedPurchase));

    const answers = await Promise.all(
      purchases.flatMap(({ seeded }) =>
        Array.from({ length: 4 }, () =>
          deliverAsStripe(intentEvent('payment_intent.succeeded', seeded)),
        ),
      ),
    );

    expect(
      answers.every((answer) => answer.statusCode === 200),
      loggedErrors().join('\n'),
    ).toBe(true);
    expect(countOf(answers.map(outcomeOf), 'processed')).toBe(5);
    const expected = purchases.flatMap(({ seeded, designProfileId }) =>
      fulfilmentPaths(seeded, designProfileId),
    );
    expect(writes.countsByPath()).toEqual(Object.fromEntries(expected.map((path) => [path, 1])));
    const orders = await readAll('orders');
    expect(orders.map((order) => order.status)).toEqual(Array(5).fill('paid'));
  });
});

/** Delivery orders of processing (p, created T) and succeeded (s, created T + 3), 4 copies each. */
const INTERLEAVINGS = {
  'processing first': 'ppppssss',
  'succeeded first': 'sssspppp',
  'alternating from processing': 'pspspsps',
  'alternating from succeeded': 'spspspsp',
} as const;

describe.each(Object.entries(INTERLEAVINGS))(
  'processing and succeeded of one intent, 4 copies each, in parallel: %s',
  (_, sequence) => {
    it('ends paid and fulfilled once; processing moves the order only when it came first', async () => {
      const writes = recordCommittedWrites();
      const { seeded, designProfileId } = await seedPurchase(1);
      const events: Record<string, PaymentIntentEventType> = {
        p: 'payment_intent.processing',
        s: 'payment_intent.succeeded',
      };
      const deliveries = [...sequence].map((letter) => ({
        letter,
        event: intentEvent(events[letter]!, seeded, { created: letter === 'p' ? T : T + 3 }),
      }));

      const answers = await Promise.all(deliveries.map(({ event }) => deliverAsStripe(event)));

      expect(
        answers.map((answer) => answer.statusCode),
        loggedErrors().join('\n'),
      ).toEqual(Array(8).fill(200));
      const outcomes = (letter: string) =>
        answers.filter((_, i) => deliveries[i]!.letter === letter).map(outcomeOf);
      expect(countOf(outcomes('s'), 'processed')).toBe(1);
      expect(countOf(outcomes('s'), 'duplicate')).toBe(3);
      expect(countOf(outcomes('p'), 'duplicate')).toBe(3);
      const processingMoved = countOf(outcomes('p'), 'processed') === 1;
      expect(countOf(outcomes('p'), processingMoved ? 'processed' : 'ignored')).toBe(1);

      const paths = fulfilmentPaths(seeded, designProfileId);
      expect(writes.countsByPath()).toEqual({
        ...Object.fromEntries(paths.map((path) => [path, 1])),
        [`paymentEvents/evt_payment_intent_processing_${seeded.order.paymentIntentId}`]: 1,
        // processing then paid when processing came first; only paid otherwise.
        [`orders/${seeded.orderId}`]: processingMoved ? 2 : 1,
      });
      expect((await readDoc('orders', seeded.orderId))?.status).toBe('paid');
      expect(await countDocs('paymentEvents')).toBe(2);
    });
  },
);

/** A fixed shuffle (no flaky orders): a small linear congruential generator. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

// Six purchases interleave as freely as more would. The emulator serialises the fulfilments'
// overlapping reads through lock waits of seconds, so each purchase more adds seconds: twelve
// took 14 s alone and passed the 60 s limit beside the browser journeys.
const PURCHASES = 6;

describe(`${PURCHASES} purchases whose events arrive shuffled and duplicated`, () => {
  it(`ends with exactly ${PURCHASES} paid orders, order events and complete status records`, async () => {
    const purchases = await Promise.all(
      Array.from({ length: PURCHASES }, (_, n) => seedOrder(orderFixture(n))),
    );
    // Per purchase: processing, then succeeded a few seconds later; every event is sent twice,
    // and a third of them three times.
    const events = purchases.flatMap((seeded, n) => [
      intentEvent('payment_intent.processing', seeded, { created: T + n }),
      intentEvent('payment_intent.succeeded', seeded, { created: T + n + 3 }),
    ]);
    const deliveries = shuffled(
      events.flatMap((event, i) => (i % 3 === 0 ? [event, event, event] : [event, event])),
      2026,
    );

    const answers = await Promise.all(deliveries.map((event) => deliverAsStripe(event)));

    expect(
      answers.every((answer) => answer.statusCode === 200),
      loggedErrors().join('\n'),
    ).toBe(true);
    const outcomes = answers.map((answer) => (answer.body as { outcome: string }).outcome);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(
      deliveries.length - events.length,
    );
    const orders = await readAll('orders');
    expect(orders.filter((order) => order.status === 'paid')).toHaveLength(PURCHASES);
    expect(await countDocs('yzOrderEvents')).toBe(PURCHASES);
    const statuses = await readAll('newPackageOrderStatuses');
    expect(statuses.filter((s) => s.profileDocCreated && s.projectDocCreated)).toHaveLength(
      PURCHASES,
    );
    expect(await countDocs('profiles')).toBe(PURCHASES);
    expect(await countDocs('projects')).toBe(PURCHASES);
    expect(await countDocs('onboardStates')).toBe(PURCHASES);
    expect(await countDocs('paymentEvents')).toBe(2 * PURCHASES);
  });
});

describe("an order's promo code when its succeeded event arrives 8 times at once", () => {
  it('counts the redemption once', async () => {
    const code: PromoCodeDoc = {
      code: 'SPRING10',
      status: 'USABLE',
      category: 'MARKETING',
      discountType: 'PERCENTAGE',
      discount: '%10',
      maxRedemptions: 50,
      timesRedeemed: 41,
    };
    await (await getDb()).collection('codes').doc(code.code).set(code);
    const seeded = await seedOrder(
      orderFixture(1, { promoCode: code.code, discountCodesApplied: [code.code] }),
    );
    const writes = recordCommittedWrites();

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        deliverAsStripe(intentEvent('payment_intent.succeeded', seeded)),
      ),
    );

    expect(
      answers.every((answer) => answer.statusCode === 200),
      loggedErrors().join('\n'),
    ).toBe(true);
    expect(writes.countsByPath(['codes'])).toEqual({ 'codes/SPRING10': 1 });
    expect((await readDoc('codes', code.code))?.timesRedeemed).toBe(42);
  });
});
