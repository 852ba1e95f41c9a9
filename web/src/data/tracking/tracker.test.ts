import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmationPageViewLabel } from '@yardwise/domain/checkout/confirmationPage';
import { purchaseEvent, type PurchaseTrackingInput } from '@yardwise/domain/checkout/tracking';
import {
  createTracker,
  GOOGLE_TAG_SCRIPT_URL,
  MISSING_GTAG_MESSAGE,
  onProductionHost,
  trackingConfigFromEnv,
  type TrackingConfig,
} from './tracker';

const MEASUREMENT_ID = 'G-TEST123';
// jsdom pages are served from localhost.
const ON_PRODUCTION: TrackingConfig = {
  measurementId: MEASUREMENT_ID,
  productionHost: 'localhost',
};
const ON_STAGING: TrackingConfig = {
  measurementId: MEASUREMENT_ID,
  productionHost: 'app.yardwise.example',
};
const UNCONFIGURED: TrackingConfig = { measurementId: null, productionHost: null };

const order: Omit<PurchaseTrackingInput, 'isProductionHost'> = {
  orderId: 'YW-100245',
  totalCents: 289000,
  packageName: 'Full Yard',
  packageKey: 'full-yard',
  packagePriceCents: 249500,
  addOns: [{ id: 'expedited', name: 'Expedited Service', priceCents: 39500 }],
  promoCode: null,
};

function googleTagScripts(): HTMLScriptElement[] {
  return [...document.scripts].filter((script) => script.src.startsWith(GOOGLE_TAG_SCRIPT_URL));
}

/** The gtag commands queued so far, as plain arrays (gtag queues Arguments objects). */
function commands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function sentEvents(): unknown[][] {
  return commands().filter(([command]) => command === 'event');
}

function sendPurchase(config: TrackingConfig) {
  const event = purchaseEvent({ ...order, isProductionHost: onProductionHost(config) });
  createTracker(config).event(event.name, event.params);
}

afterEach(() => {
  googleTagScripts().forEach((script) => script.remove());
  delete window.dataLayer;
  delete window.gtag;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('tracker without a measurement id', () => {
  it('does nothing: no script, no data layer, no gtag', async () => {
    const tracker = createTracker(UNCONFIGURED);
    tracker.event('purchase', purchaseEvent({ ...order, isProductionHost: true }).params);
    tracker.pageView('packages-payment-confirmation-step');
    await tracker.identify('customer-1', 'client@yardwise.example');

    expect(googleTagScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  it('reads an empty environment as unconfigured', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '  ');
    vi.stubEnv('VITE_PRODUCTION_HOST', '');
    expect(trackingConfigFromEnv()).toEqual(UNCONFIGURED);
    expect(onProductionHost()).toBe(false);
  });
});

describe('tracker with a measurement id', () => {
  it('loads the Google tag once, on the first event', () => {
    const tracker = createTracker(trackingConfigFromEnvWith(MEASUREMENT_ID));
    expect(googleTagScripts()).toEqual([]);

    tracker.pageView('packages-payment-confirmation-step');
    tracker.event('billing_details_form_submit');
    tracker.event('toggle_billing_same_as_property_address');

    const scripts = googleTagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(`${GOOGLE_TAG_SCRIPT_URL}?id=${MEASUREMENT_ID}`);
    expect(scripts[0]?.async).toBe(true);
    expect(commands().filter(([command]) => command === 'config')).toEqual([
      ['config', MEASUREMENT_ID, { send_page_view: false }],
    ]);
    expect(sentEvents().map(([, name]) => name)).toEqual([
      'page_view',
      'billing_details_form_submit',
      'toggle_billing_same_as_property_address',
    ]);
  });

  it('sends the confirmation page-view label', () => {
    createTracker(ON_STAGING).pageView(confirmationPageViewLabel('/design-profile/purchase'));
    expect(sentEvents()).toEqual([
      ['event', 'page_view', { page_title: 'design-profile-payment-confirmation-step' }],
    ]);
  });

  it('sends real purchase values on the production host', () => {
    sendPurchase(ON_PRODUCTION);
    expect(sentEvents()).toEqual([
      [
        'event',
        'purchase',
        {
          transaction_id: 'YW-100245',
          value: 2890,
          currency: 'USD',
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
      ],
    ]);
  });

  it('sends test-labelled names with price 0 on any other host', () => {
    sendPurchase(ON_STAGING);
    const [[, , params]] = sentEvents() as [[string, string, Record<string, unknown>]];
    expect(params).toMatchObject({ transaction_id: 'YW-100245', value: 0 });
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

  it('identifies the customer with the hash of the lower-cased, trimmed email', async () => {
    await createTracker(ON_STAGING).identify('customer-1', '  Client@Yardwise.Example ');
    expect(commands().filter(([command]) => command === 'set')).toEqual([
      ['set', { user_id: 'customer-1' }],
      [
        'set',
        'user_data',
        // sha256("client@yardwise.example")
        {
          sha256_email_address: '93f8ae4f03e5a2fef7a226d8c3b9cb73ec7a6ad0b40a1eda51a013de89bdafcb',
        },
      ],
    ]);
  });
});

describe('tracking failures', () => {
  it('catches a throwing gtag and logs the order id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.gtag = () => {
      throw new Error('blocked by the browser');
    };

    expect(() => sendPurchase(ON_PRODUCTION)).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      'Sending purchase tracking events failed for order YW-100245',
      expect.objectContaining({ message: 'blocked by the browser' }),
    );
  });

  it('logs a missing gtag function and carries on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tracker = createTracker(ON_PRODUCTION);
    tracker.event('billing_details_form_submit');
    delete window.gtag;

    expect(() => tracker.event('toggle_billing_same_as_property_address')).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      MISSING_GTAG_MESSAGE,
      'event',
      'toggle_billing_same_as_property_address',
    );
    expect(sentEvents().map(([, name]) => name)).toEqual(['billing_details_form_submit']);
  });
});

function trackingConfigFromEnvWith(measurementId: string): TrackingConfig {
  vi.stubEnv('VITE_GA_MEASUREMENT_ID', ` ${measurementId} `);
  return trackingConfigFromEnv();
}
