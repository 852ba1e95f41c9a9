// Orders created at the same moment, on the official emulator where their transactions overlap
// under Firestore's locking. A double click makes one order and one PaymentIntent.
// Limited-redemption codes cannot oversell: two buyers checking out with the last redemption of a
// code at the same moment get one discount between them, and a paid order turns its reservation
// into the redemption. On the official emulator the two orders' transactions really overlap, with
// Firestore's locking: that proves the reservation is read and written in the order's transaction.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@yardwise/domain/firestore/collections';
import type { OrderDoc } from '@yardwise/domain/firestore/commerceDocuments';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { getDb } from '../admin';
import { setPaymentGatewayForTests } from '../adapters/stripe/selectPaymentGateway';
import { clearStandInKeyRecords } from '../adapters/stripe/standInPaymentGateway';
import { processPaymentEvent } from '../payments/processPaymentEvent';
import { succeededEventFor } from '../payments/testing/standInEvents';
import { lookupPromoCode } from '../promo/lookupPromoCode';
import { callableRequest as request } from '../testing/callable';
import { clearFirestore } from '../testing/firestore';
import { createOrder } from './createOrder';
import { allDocs, client, inputFor, otherClient, seedCatalog } from './orderTestData';
import { updateOrder } from './updateOrder';

// Seeded catalogue: Full Yard standard 2,495.00; LAST100 takes 100.00 off, once more.
const FULL_YARD = 249500;
const WITH_LAST100 = 239500;
const LIMIT_MESSAGE =
  'The number of redemptions for this promo code has reached its limit. Please enter a valid promo code.';

const LAST100: PromoCodeDoc = {
  code: 'LAST100',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '10000',
  maxRedemptions: 5,
  timesRedeemed: 4,
};

const anaInput = (code: string | null) => inputFor({ promotionalCode: code });
const benInput = (code: string | null) =>
  inputFor({
    promotionalCode: code,
    userId: otherClient.uid,
    email: otherClient.email,
    firstName: 'Ben',
    lastName: 'Okafor',
  });

async function codeDoc(): Promise<PromoCodeDoc> {
  const db = await getDb();
  return (await db.collection(COLLECTIONS.codes).doc('LAST100').get()).data() as PromoCodeDoc;
}

async function ordersByBuyer(): Promise<Record<string, OrderDoc>> {
  const docs = await allDocs('orders');
  const orders = docs.map((doc) => doc.data() as OrderDoc);
  return Object.fromEntries(orders.map((order) => [order.userId, order]));
}

async function pay(paymentIntentId: string) {
  const db = await getDb();
  await db.collection(COLLECTIONS.standInPaymentIntents).doc(paymentIntentId).update({
    status: 'succeeded',
  });
  return processPaymentEvent(
    db,
    await succeededEventFor(paymentIntentId, `evt_${paymentIntentId}`),
  );
}

beforeEach(async () => {
  setPaymentGatewayForTests(null);
  await clearFirestore();
  await clearStandInKeyRecords(await getDb());
  await seedCatalog({ codes: { LAST100 } });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the last redemption of a limited code', () => {
  it('goes to one of two buyers ordering at once; the other is priced without it and told why', async () => {
    const [ana, ben] = await Promise.all([
      createOrder.run(request(anaInput('LAST100'), client)),
      createOrder.run(request(benInput('LAST100'), otherClient)),
    ]);

    const results = [ana, ben];
    const winners = results.filter((result) => result.discountCodesApplied.includes('LAST100'));
    expect(winners).toHaveLength(1);
    const loser = results.find((result) => result !== winners[0])!;
    expect(loser).toMatchObject({
      price: FULL_YARD,
      discountCodesApplied: [],
      message: LIMIT_MESSAGE,
    });
    expect(winners[0]!.price).toBe(WITH_LAST100);

    const orders = await ordersByBuyer();
    const discounted = Object.values(orders).filter((order) => order.promoCode === 'LAST100');
    expect(discounted).toHaveLength(1);
    expect(Object.keys((await codeDoc()).reservedBy ?? {})).toEqual([discounted[0]!.userId]);
  });

  it('is redeemed when the order pays: the reservation becomes the count, and no one else gets it', async () => {
    const ana = await createOrder.run(request(anaInput('LAST100'), client));
    expect(await pay(ana.paymentIntentId)).toBe('processed');

    expect(await codeDoc()).toMatchObject({ timesRedeemed: 5, reservedBy: {} });
    const ben = await createOrder.run(request(benInput('LAST100'), otherClient));
    expect(ben).toMatchObject({ price: FULL_YARD, message: LIMIT_MESSAGE });
  });

  it('is refused by the code look-up while another buyer holds it, and freed when they drop the code', async () => {
    await createOrder.run(request(anaInput('LAST100'), client));
    const lookup = () =>
      lookupPromoCode.run(
        request(
          { code: 'LAST100', packageKey: 'full-yard', lotSize: 'standard', addOnIds: [] },
          otherClient,
        ),
      );
    expect(await lookup()).toMatchObject({
      code: { status: 'MAX_REDEMPTIONS_EXCEEDED' },
      evaluation: { kind: 'rejected', message: LIMIT_MESSAGE },
    });

    await updateOrder.run(request(anaInput(null), client));

    expect((await codeDoc()).reservedBy).toEqual({});
    expect(await lookup()).toMatchObject({
      code: { code: 'LAST100', status: 'USABLE' },
      evaluation: { kind: 'applied' },
    });
    const ben = await createOrder.run(request(benInput('LAST100'), otherClient));
    expect(ben.price).toBe(WITH_LAST100);
  });
});

describe('creates that race (a double click)', () => {
  it('return one order and one intent to all of them', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => createOrder.run(request(anaInput(null), client))),
    );

    expect(new Set(results.map((result) => result.paymentIntentId)).size).toBe(1);
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(await allDocs('orders')).toHaveLength(1);
    expect(await allDocs('standInPaymentIntents')).toHaveLength(1);
  });
});
