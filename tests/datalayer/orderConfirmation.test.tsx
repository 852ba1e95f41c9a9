import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type * as logger from 'firebase-functions/logger';
import { skuLookupKey } from '@yardwise/domain/catalog/packageNames';
import { createOrder } from '../../functions/src/orders/createOrder';
import { client, inputFor, seedCatalog } from '../../functions/src/orders/orderTestData';
import { stripeWebhook } from '../../functions/src/payments/stripeWebhook';
import { readDoc } from '../../functions/src/payments/testing/firestoreReads';
import { succeededEventFor } from '../../functions/src/payments/testing/standInEvents';
import {
  recordingResponse,
  stripeRequest,
  TEST_WEBHOOK_SECRET,
} from '../../functions/src/payments/testing/webhookHttp';
import { callableRequest } from '../../functions/src/testing/callable';
import { CheckoutStoreContext } from '../../web/src/features/checkout/cart/checkoutStore';
import {
  cartFor,
  seededCheckoutStore,
} from '../../web/src/features/checkout/confirmation/confirmationTestUtils';
import { PaymentConfirmedPage } from '../../web/src/features/checkout/confirmation/PaymentConfirmedPage';
import { renderWithProviders } from '../../web/src/testing/renderWithProviders';
import { emulatorDataLayer } from './support/emulatorDataLayer';
import { openWebFirebase, type WebFirebase } from './support/webFirebase';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  info: vi.fn(),
  warn: vi.fn(),
}));

const SETTING_UP = "We're setting up your account...";
const DASHBOARD = 'GO TO MY PROJECT DASHBOARD';
const cart = cartFor({ addOnIds: ['expedited'] });

let web: WebFirebase;

beforeAll(async () => {
  web = await openWebFirebase();
  // No Stripe key: createOrder opens a stand-in PaymentIntent, as in the functions' checkout test.
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', TEST_WEBHOOK_SECRET);
  await seedCatalog();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await web.close();
});

/** The buyer's order, placed through the real createOrder callable as the checkout test does. */
async function placeOrder() {
  const input = inputFor({
    sku: skuLookupKey(cart.packageKey, cart.lotSize),
    addOnIds: cart.addOnIds,
  });
  return createOrder.run(callableRequest(input, client));
}

/** Stripe's signed payment_intent.succeeded for the intent, through the webhook function. */
async function deliverSucceeded(paymentIntentId: string) {
  const event = await succeededEventFor(paymentIntentId, `evt_datalayer_${paymentIntentId}`);
  const { res, answer } = recordingResponse();
  await stripeWebhook(stripeRequest(event), res);
  return answer;
}

function detailValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

describe('order confirmation, live from Firestore', () => {
  it('moves from setting up to the dashboard button when the webhook fulfils the order', async () => {
    const order = await placeOrder();
    // What the purchase page leaves behind: the cart and the payment, no order id yet.
    const store = seededCheckoutStore({
      cart,
      checkout: { checkoutEmail: client.email },
      payment: {
        paymentIntentId: order.paymentIntentId,
        orderPrice: order.price,
        originalOrderPrice: order.originalPrice,
      },
    });
    const { dataLayer, reads } = emulatorDataLayer(web, client);
    renderWithProviders(
      <CheckoutStoreContext.Provider value={store}>
        <PaymentConfirmedPage />
      </CheckoutStoreContext.Provider>,
      { route: '/payment-confirmed', dataLayer },
    );

    await screen.findByRole(
      'heading',
      { level: 1, name: 'Thank you for your order!' },
      { timeout: 10_000 },
    );
    const status = screen.getByRole('status');
    // Both listeners have answered (nothing yet) before the payment arrives.
    await waitFor(() =>
      expect(reads.loaded()).toEqual(
        expect.arrayContaining([
          `newPackageOrderStatuses where userId == ${client.uid}`,
          `yzOrderEvents where userId == ${client.uid} and paymentIntentId == ${order.paymentIntentId}`,
        ]),
      ),
    );
    expect(status).toHaveTextContent(SETTING_UP);
    expect(detailValue('Order ID')).toBeNull();

    const answer = await deliverSucceeded(order.paymentIntentId);
    expect(answer.body).toEqual({ received: true, outcome: 'processed' });

    // Fulfilment wrote the order-status record with profileDocCreated and projectDocCreated.
    const dashboard = await within(status).findByRole(
      'link',
      { name: DASHBOARD },
      { timeout: 5000 },
    );
    expect(dashboard).toHaveAttribute('href', '/onboard/my-yard');
    expect(status).not.toHaveTextContent(SETTING_UP);
    // The order event of this payment brought the order id.
    await waitFor(() => expect(detailValue('Order ID')).toBe(order.orderId));
    expect(store.getState().payment.orderId).toBe(order.orderId);
    // With the order id known, the page records the buyer's terms through acceptTerms.
    await waitFor(async () =>
      expect(await readDoc('termsAgreements', client.uid)).toMatchObject({ tosAgreed: true }),
    );
  });
});
