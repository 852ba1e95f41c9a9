import { describe, expect, it } from 'vitest';
import { paymentIntentMetadata } from '@yardwise/domain/checkout/paymentIntentMetadata';
import { orderFixture } from '../payments/testing/paymentFixtures';
import { resyncIntentKey, updateIntentKey } from './paymentIntentParams';

const { orderId: id, order } = orderFixture(1);
const stored = { id, order };
const metadata = paymentIntentMetadata(id, order);
const stale = { amount: order.total - 25000, metadata: { ...metadata, promoCode: 'SAVE250' } };

describe('the idempotency key of a re-sync', () => {
  it("differs from the key of the order's revision, which Stripe would only replay", () => {
    expect(resyncIntentKey(stored, stale)).not.toBe(
      updateIntentKey(id, order.updatedAt, order.total, metadata),
    );
  });

  it('is the same for two commands correcting the same stale intent, so Stripe applies one', () => {
    expect(resyncIntentKey(stored, { ...stale, metadata: { ...stale.metadata } })).toBe(
      resyncIntentKey(stored, stale),
    );
    expect(resyncIntentKey(stored, stale)).toMatch(new RegExp(`^${id}:update:[0-9a-f]{32}$`));
  });

  it('differs for another stale state or another revision of the order', () => {
    const key = resyncIntentKey(stored, stale);
    expect(resyncIntentKey(stored, { ...stale, amount: stale.amount + 1 })).not.toBe(key);
    expect(resyncIntentKey(stored, { ...stale, metadata })).not.toBe(key);
    const later = { id, order: { ...order, updatedAt: '2026-03-02T15:00:01.000Z' } };
    expect(resyncIntentKey(later, stale)).not.toBe(key);
  });
});
