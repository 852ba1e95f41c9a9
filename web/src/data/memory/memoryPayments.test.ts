import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputFor as orderInputFor, TEST_BUYER } from '@yardwise/domain/checkout/orderTestData';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import type { PromoCodeDoc } from '@yardwise/domain/firestore/documents';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from './createMemoryDataLayer';
import { PREVIEW_SETUP_DELAY_MS } from './memoryPayments';

// The preview's test payment redeems the order's promo code as the webhook does: once per paid
// order, so a code at its limit is refused to the next order with the limit-reached message.

const BUYER = { ...TEST_BUYER, password: 'preview-pass', displayName: 'Ana Lopez' };
const LAST_ONE: PromoCodeDoc = {
  code: 'LAUNCH250',
  status: 'USABLE',
  category: 'MARKETING',
  discountType: 'FIXED',
  discount: '25000',
  maxRedemptions: 1,
  timesRedeemed: 0,
};

function inputWith(code: string): CallableInput<'createOrder'> {
  return orderInputFor({ promotionalCode: code }) as CallableInput<'createOrder'>;
}

async function buyerWithCode() {
  const dataLayer = createMemoryDataLayer({
    data: {
      users: [...SAMPLE_DATA.users, BUYER],
      documents: {
        ...SAMPLE_DATA.documents,
        codes: { ...SAMPLE_DATA.documents.codes, [LAST_ONE.code]: LAST_ONE },
      },
    },
  });
  await dataLayer.auth.signInWithEmail(BUYER.email, BUYER.password);
  return dataLayer;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('completeTestPayment in the preview redeems the promo code', () => {
  it('counts the code once when the order is paid, then refuses it at its limit', async () => {
    const dataLayer = await buyerWithCode();
    const order = await dataLayer.commands.call('createOrder', inputWith(LAST_ONE.code));
    expect(order.discountCodesApplied).toEqual([LAST_ONE.code]);

    await dataLayer.commands.call('completeTestPayment', {
      paymentIntentId: order.paymentIntentId,
    });
    const again = await dataLayer.commands.call('completeTestPayment', {
      paymentIntentId: order.paymentIntentId,
    });
    await vi.advanceTimersByTimeAsync(PREVIEW_SETUP_DELAY_MS * 2);

    expect(again.outcome).toBe('duplicate');
    expect(dataLayer.store.read('orders', order.orderId)).toMatchObject({ status: 'paid' });
    expect(dataLayer.store.read('codes', LAST_ONE.code)?.timesRedeemed).toBe(1);

    // The buyer's next order (their first is paid, so a new one opens) no longer gets the discount.
    const next = await dataLayer.commands.call('createOrder', inputWith(LAST_ONE.code));
    expect(next.orderId).not.toBe(order.orderId);
    expect(next).toMatchObject({
      discountCodesApplied: [],
      message: PROMO_MESSAGES.maxRedemptions,
    });
  });
});
