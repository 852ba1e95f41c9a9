import { describe, expect, it } from 'vitest';
import {
  addPaymentInfoEvent,
  isProductionHost,
  normalizedEmailForHash,
  purchaseEvent,
  TRACKING_EVENTS,
  type CheckoutTrackingInput,
} from './tracking';

// Full Yard at its sample standard price, with the default expedited add-on (39500 cents).
const fullYardWithExpedited: CheckoutTrackingInput = {
  totalCents: 289000,
  packageName: 'Full Yard',
  packageKey: 'full-yard',
  packagePriceCents: 249500,
  addOns: [{ id: 'expedited', name: 'Expedited Service', priceCents: 39500 }],
  promoCode: 'FALL25',
  isProductionHost: true,
};

describe('tracking event names', () => {
  it('uses the event names the tracking expects', () => {
    expect(Object.values(TRACKING_EVENTS)).toEqual([
      'add_payment_info',
      'purchase',
      'billing_details_form_submit',
      'toggle_billing_same_as_property_address',
      'page_view',
    ]);
  });
});

describe('purchase event', () => {
  it('carries the order id, dollars and items in category 536 on the production host', () => {
    expect(purchaseEvent({ ...fullYardWithExpedited, orderId: 'YW-100245' })).toEqual({
      name: 'purchase',
      params: {
        transaction_id: 'YW-100245',
        value: 2890,
        currency: 'USD',
        coupon: 'FALL25',
        items: [
          { item_id: 'full-yard', item_name: 'Full Yard', item_category: '536', price: 2495 },
          {
            item_id: 'expedited',
            item_name: 'Expedited Service',
            item_category: '536',
            price: 395,
          },
        ],
      },
    });
  });

  it('sends test-labelled names with price 0 on other hosts', () => {
    const { params } = purchaseEvent({
      ...fullYardWithExpedited,
      orderId: 'YW-100245',
      isProductionHost: false,
    });
    expect(params.transaction_id).toBe('YW-100245');
    expect(params.value).toBe(0);
    expect(params.items).toEqual([
      { item_id: 'full-yard', item_name: 'TEST - Full Yard', item_category: '536', price: 0 },
      {
        item_id: 'expedited',
        item_name: 'TEST - Expedited Service',
        item_category: '536',
        price: 0,
      },
    ]);
  });

  it('keeps cents exact when converting to dollars', () => {
    const { params } = purchaseEvent({
      ...fullYardWithExpedited,
      orderId: 'YW-1',
      totalCents: 123456,
      addOns: [{ id: 'hoa-extra-revision', name: 'HOA Extra Revision', priceCents: 29500 }],
    });
    expect(params.value).toBe(1234.56);
    expect(params.items.map((item) => item.price)).toEqual([2495, 295]);
  });

  it('leaves the coupon out when there is no code', () => {
    for (const promoCode of [null, undefined, '', '  ']) {
      const { params } = purchaseEvent({ ...fullYardWithExpedited, orderId: 'YW-1', promoCode });
      expect(params).not.toHaveProperty('coupon');
    }
  });

  it('refuses a price that is not whole cents, even where it would send 0', () => {
    expect(() =>
      purchaseEvent({
        ...fullYardWithExpedited,
        orderId: 'YW-1',
        totalCents: 10.5,
        isProductionHost: false,
      }),
    ).toThrow(RangeError);
  });
});

describe('add payment info event', () => {
  it('carries value, currency and items but no order id', () => {
    const event = addPaymentInfoEvent({ ...fullYardWithExpedited, addOns: [] });
    expect(event).toEqual({
      name: 'add_payment_info',
      params: {
        value: 2890,
        currency: 'USD',
        coupon: 'FALL25',
        items: [
          { item_id: 'full-yard', item_name: 'Full Yard', item_category: '536', price: 2495 },
        ],
      },
    });
  });

  it('follows the same host rule', () => {
    const { params } = addPaymentInfoEvent({ ...fullYardWithExpedited, isProductionHost: false });
    expect(params.value).toBe(0);
    expect(params.items.every((item) => item.price === 0)).toBe(true);
    expect(params.items.every((item) => item.item_name.startsWith('TEST - '))).toBe(true);
  });
});

describe('production host', () => {
  it('is only the configured host', () => {
    expect(isProductionHost('app.yardwise.example', 'app.yardwise.example')).toBe(true);
    expect(isProductionHost('App.Yardwise.Example', ' app.yardwise.example ')).toBe(true);
    expect(isProductionHost('staging.yardwise.example', 'app.yardwise.example')).toBe(false);
    expect(isProductionHost('localhost', 'app.yardwise.example')).toBe(false);
  });

  it('is no host when none is configured', () => {
    for (const productionHost of [null, undefined, '', ' ']) {
      expect(isProductionHost('app.yardwise.example', productionHost)).toBe(false);
      expect(isProductionHost('', productionHost)).toBe(false);
    }
  });
});

describe('email for tracking hashes', () => {
  it('is lower-cased and trimmed', () => {
    expect(normalizedEmailForHash('  Client@Yardwise.Example \n')).toBe('client@yardwise.example');
  });
});
