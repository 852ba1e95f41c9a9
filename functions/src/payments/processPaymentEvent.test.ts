import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { LEGACY_V1_PRICE_IDS } from '@yardwise/domain/checkout/v1OnlyTag';
import type { OrderStatus } from '@yardwise/domain/firestore/commerceDocuments';
import { newDesignProfile } from '@yardwise/domain/funnel/designProfile';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { getDb } from '../admin';
import { clearFirestore } from '../testing/firestore';
import {
  MalformedPaymentEventError,
  type PaymentIntentEventType,
} from '@yardwise/domain/checkout/paymentEvent';
import { processPaymentEvent, type PaymentEventOutcome } from './processPaymentEvent';
import { fulfilmentCounts, NOTHING_FULFILLED, readAll, readDoc } from './testing/firestoreReads';
import {
  intentEvent,
  intentMetadata,
  orderFixture,
  seedOrder,
  type SeededOrder,
} from './testing/paymentFixtures';

const T = 1_772_463_600; // an event's `created`, seconds

async function process(event: unknown): Promise<PaymentEventOutcome> {
  return processPaymentEvent(await getDb(), event);
}

async function seedDoc(collection: string, id: string, data: object) {
  await (await getDb()).collection(collection).doc(id).set(data);
}

async function orderStatus(seeded: SeededOrder): Promise<OrderStatus | undefined> {
  return (await readDoc('orders', seeded.orderId))?.status;
}

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
  await clearFirestore();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('order status from processing, failed and canceled events', () => {
  it.each([
    ['payment_intent.processing', 'processing'],
    ['payment_intent.payment_failed', 'payment_failed'],
    ['payment_intent.canceled', 'canceled'],
  ] as const)('%s moves an awaiting order to %s and fulfils nothing', async (type, status) => {
    const seeded = await seedOrder(orderFixture(1));

    expect(await process(intentEvent(type, seeded))).toBe('processed');

    expect(await orderStatus(seeded)).toBe(status);
    expect(await fulfilmentCounts()).toEqual({ ...NOTHING_FULFILLED, paymentEvents: 1 });
  });

  it.each([
    'payment_intent.processing',
    'payment_intent.payment_failed',
    'payment_intent.canceled',
  ] as const)('%s never undoes paid, even when Stripe stamped it later', async (type) => {
    const seeded = await seedOrder(orderFixture(1));
    await process(intentEvent('payment_intent.succeeded', seeded, { created: T }));

    expect(await process(intentEvent(type, seeded, { created: T + 60 }))).toBe('ignored');

    expect(await orderStatus(seeded)).toBe('paid');
  });

  it('keeps a failure when the older processing event arrives after it', async () => {
    const seeded = await seedOrder(orderFixture(1));
    await process(intentEvent('payment_intent.payment_failed', seeded, { created: T + 10 }));

    expect(await process(intentEvent('payment_intent.processing', seeded, { created: T }))).toBe(
      'ignored',
    );
    expect(await orderStatus(seeded)).toBe('payment_failed');
  });

  it('follows a retried payment: failed, then a newer processing', async () => {
    const seeded = await seedOrder(orderFixture(1));
    await process(intentEvent('payment_intent.payment_failed', seeded, { created: T }));
    await process(
      intentEvent('payment_intent.processing', seeded, { created: T + 30, id: 'evt_retry' }),
    );
    expect(await orderStatus(seeded)).toBe('processing');
  });

  it('ignores events of an intent the order no longer pays with', async () => {
    const seeded = await seedOrder(orderFixture(1));
    const old = { ...seeded, order: { ...seeded.order, paymentIntentId: 'pi_replaced' } };

    expect(await process(intentEvent('payment_intent.canceled', old))).toBe('ignored');
    expect(await orderStatus(seeded)).toBe('awaiting_payment');
  });
});

describe('what a succeeded payment sets up', () => {
  it('tags the project V1-ONLY for each legacy price id, and only for those', async () => {
    const legacy = await Promise.all(
      LEGACY_V1_PRICE_IDS.map((sku, n) => seedOrder(orderFixture(n, { sku }))),
    );
    const current = await seedOrder(orderFixture(9));

    for (const seeded of [...legacy, current]) {
      await process(intentEvent('payment_intent.succeeded', seeded));
    }

    expect((await readDoc('projects', 'project-buyer-0'))?.tags).toEqual(['V1-ONLY']);
    expect((await readDoc('projects', 'project-buyer-1'))?.tags).toEqual(['V1-ONLY']);
    expect((await readDoc('projects', 'project-buyer-9'))?.tags).toEqual([]);
  });

  it('gives the new profile the terms the buyer accepted at signup, so the terms gate reads only it', async () => {
    const seeded = await seedOrder(orderFixture(1));
    const agreement = { typeOfTos: CURRENT_TERMS_VERSION, dateOfAgree: '2026-03-01T11:40:00.000Z' };
    await seedDoc('termsAgreements', 'buyer-1', {
      userId: 'buyer-1',
      tosAgreed: true,
      ...agreement,
    });
    await process(intentEvent('payment_intent.succeeded', seeded));
    expect((await readDoc('profiles', 'buyer-1'))?.termsAccepted).toEqual(agreement);
  });

  it("records the lifestyle package's style on the project", async () => {
    const seeded = await seedOrder(orderFixture(1, { packageStyle: 'modern-farmhouse' }));
    await process(intentEvent('payment_intent.succeeded', seeded));
    expect((await readDoc('projects', 'project-buyer-1'))?.packageStyle).toBe('modern-farmhouse');
  });

  it('completes an existing profile without overwriting it, reuses the project and onboard state, marks the design profile', async () => {
    const seeded = await seedOrder(
      orderFixture(1, { sku: LEGACY_V1_PRICE_IDS[0]!, packageStyle: 'coastal' }),
    );
    await seedDoc('profiles', 'buyer-1', {
      email: 'old@example.com',
      firstName: 'Bobbie',
      lastName: '',
    });
    await seedDoc('projects', 'legacy-project', {
      profileId: 'buyer-1',
      experienceVersion: 2,
      createdAt: '2025-01-01T00:00:00.000Z',
      tags: ['VIP'],
    });
    await seedDoc('onboardStates', 'legacy-onboard', {
      userId: 'buyer-1',
      projectId: 'legacy-project',
    });
    await seedDoc(
      'designProfiles',
      'dp-1',
      newDesignProfile({ userId: 'buyer-1', versionId: 'v2', isTestAccount: false }),
    );

    await process(intentEvent('payment_intent.succeeded', seeded));

    expect(await readDoc('profiles', 'buyer-1')).toEqual({
      email: 'old@example.com',
      firstName: 'Bobbie',
      lastName: 'Buyer1',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      package: 'full-yard',
    });
    expect(await readAll('projects')).toEqual([
      {
        id: 'legacy-project',
        profileId: 'buyer-1',
        experienceVersion: 2,
        createdAt: '2025-01-01T00:00:00.000Z',
        tags: ['VIP', 'V1-ONLY'],
        packageStyle: 'coastal',
      },
    ]);
    expect(await readAll('onboardStates')).toEqual([
      { id: 'legacy-onboard', userId: 'buyer-1', projectId: 'legacy-project' },
    ]);
    expect(await readDoc('designProfiles', 'dp-1')).toMatchObject({
      purchased: true,
      packagePurchased: 'full-yard',
    });
  });

  it("takes the project's experience version from the design profile", async () => {
    const seeded = await seedOrder(orderFixture(1));
    await seedDoc(
      'designProfiles',
      'dp-1',
      newDesignProfile({ userId: 'buyer-1', versionId: 'v1', isTestAccount: false }),
    );
    await process(intentEvent('payment_intent.succeeded', seeded));
    expect((await readDoc('projects', 'project-buyer-1'))?.experienceVersion).toBe(1);
  });

  it('creates the onboard state of the package bought (front-or-back starts with the front yard)', async () => {
    const seeded = await seedOrder(
      orderFixture(1, {
        packageKey: 'starter-front-or-backyard',
        sku: 'starter-front-or-backyard_standard',
      }),
    );
    await process(intentEvent('payment_intent.succeeded', seeded));
    expect(await readDoc('onboardStates', 'onboard-state-buyer-1')).toMatchObject({
      selectedYard: 'front',
      yardsStatusObj: { front: { upload: 'NOT_STARTED' } },
    });
  });

  it('rebuilds a missing order from the intent metadata, fulfils it and flags it for staff', async () => {
    const seeded = orderFixture(1, { promoCode: 'FALL25', addOnIds: ['expedited'] }); // not stored
    await seedDoc('designProfiles', 'dp-1', {
      ...newDesignProfile({ userId: 'buyer-1', versionId: 'v2', isTestAccount: false }),
      contactInformation: {
        email: 'dp@example.com',
        firstName: 'Dee',
        lastName: 'Pee',
        city: 'Austin',
      },
    });

    expect(await process(intentEvent('payment_intent.succeeded', seeded))).toBe('processed');

    expect(await readDoc('orders', 'order-1')).toMatchObject({
      userId: 'buyer-1',
      status: 'paid',
      paymentIntentId: 'pi_test_1',
      packageKey: 'full-yard',
      addOnIds: ['expedited'],
      promoCode: 'FALL25',
      total: seeded.order.total,
      email: 'dp@example.com',
    });
    expect((await readDoc('profiles', 'buyer-1'))?.email).toBe('dp@example.com');
    expect(await readDoc('newPackageOrderStatuses', 'order-1')).toMatchObject({
      profileDocCreated: true,
      projectDocCreated: true,
    });
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('order missing'),
      expect.objectContaining({ orderId: 'order-1' }),
    );
  });

  it('reports profileDocCreated false when no email is known for a missing order', async () => {
    const seeded = orderFixture(1);
    await process(intentEvent('payment_intent.succeeded', seeded));
    expect(await readDoc('profiles', 'buyer-1')).toBeUndefined();
    expect(await readDoc('newPackageOrderStatuses', 'order-1')).toMatchObject({
      profileDocCreated: false,
      projectDocCreated: true,
    });
  });

  it('claims but ignores a payment that is not one of our orders', async () => {
    const seeded = orderFixture(1);
    const { orderId: _dropped, ...foreign } = intentMetadata(seeded);
    expect(
      await process(intentEvent('payment_intent.succeeded', seeded, { metadata: foreign })),
    ).toBe('ignored');
    expect(await fulfilmentCounts()).toEqual({ ...NOTHING_FULFILLED, paymentEvents: 1 });
  });
});

describe('events it cannot read', () => {
  const valid = intentEvent('payment_intent.succeeded', orderFixture(1));
  const intent = valid.data.object as Record<string, unknown>;
  it.each([
    ['null', null],
    ['a string', 'evt_1'],
    ['no id', { ...valid, id: undefined }],
    ['an id with a slash', { ...valid, id: 'evt/../x' }],
    ['an empty type', { ...valid, type: '' }],
    ['a fractional created', { ...valid, created: 1.5 }],
    ['no data', { ...valid, data: undefined }],
    ['an intent without an id', { ...valid, data: { object: { ...intent, id: undefined } } }],
    ['a negative amount', { ...valid, data: { object: { ...intent, amount: -1 } } }],
    ['an amount as text', { ...valid, data: { object: { ...intent, amount: '249500' } } }],
  ])('rejects %s and writes nothing', async (_, event) => {
    await seedOrder(orderFixture(1));
    await expect(process(event)).rejects.toBeInstanceOf(MalformedPaymentEventError);
    expect(await fulfilmentCounts()).toEqual(NOTHING_FULFILLED);
    expect((await readDoc('orders', 'order-1'))?.status).toBe('awaiting_payment');
  });
});

describe.each<PaymentIntentEventType>(['payment_intent.succeeded', 'payment_intent.processing'])(
  'a duplicate %s',
  (type) => {
    it('changes nothing the second time', async () => {
      const seeded = await seedOrder(orderFixture(1));
      const event = intentEvent(type, seeded);
      expect(await process(event)).toBe('processed');
      const before = await readAll('orders');

      expect(await process(event)).toBe('duplicate');

      expect(await readAll('orders')).toEqual(before);
    });
  },
);
