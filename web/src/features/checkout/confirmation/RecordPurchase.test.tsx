import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_PAGE_VIEW_LABELS } from '@yardwise/domain/checkout/confirmationPage';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import type { Tracker } from '@web/data/tracking/tracker';
import { TrackingProvider } from '@web/data/tracking/TrackingContext';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { CheckoutStoreContext } from '@web/features/checkout/cart/checkoutStore';
import { cartFor, seededCheckoutStore, type SeededCheckout } from './confirmationTestUtils';
import { PaymentConfirmedPage } from './PaymentConfirmedPage';

const PAID: SeededCheckout = {
  cart: cartFor({ addOnIds: ['expedited'] }),
  checkout: { checkoutEmail: 'casey@example.com' },
  payment: { paymentIntentId: 'pi_1', orderId: 'order-1', orderPrice: 339000 },
};

function fakeTracker() {
  return {
    event: vi.fn<Tracker['event']>(),
    pageView: vi.fn<Tracker['pageView']>(),
    identify: vi.fn<Tracker['identify']>(async () => {}),
  };
}

async function renderPaid(seed: SeededCheckout, route = '/payment-confirmed') {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  await dataLayer.auth.createAccountWithEmail('casey@example.com', 'garden-42');
  const tracker = fakeTracker();
  const store = seededCheckoutStore(seed);
  const page = (
    <TrackingProvider tracker={tracker}>
      <CheckoutStoreContext.Provider value={store}>
        <PaymentConfirmedPage />
      </CheckoutStoreContext.Provider>
    </TrackingProvider>
  );
  const view = renderWithProviders(page, { route, dataLayer });
  await screen.findByText('Thank you for your order!');
  return { ...view, page, tracker, dataLayer };
}

const agreements = (dataLayer: ReturnType<typeof createMemoryDataLayer>) =>
  dataLayer.store.list('termsAgreements').filter((doc) => doc.userId === 'anon-preview');

describe('payment confirmed: terms and purchase events', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('sends the purchase once with the order id and items, and records the terms', async () => {
    const { tracker, dataLayer, unmount, page } = await renderPaid(PAID);
    await waitFor(() => expect(tracker.event).toHaveBeenCalledTimes(1));
    const [name, params = {}] = tracker.event.mock.calls[0]!;
    expect(name).toBe('purchase');
    expect(params).toMatchObject({ transaction_id: 'order-1', currency: 'USD' });
    expect((params.items as { item_id: string }[]).map((item) => item.item_id)).toEqual([
      'full-yard',
      'expedited',
    ]);
    expect(tracker.identify).toHaveBeenCalledWith('anon-preview', 'casey@example.com');
    await waitFor(() => expect(agreements(dataLayer)).toHaveLength(1));

    // Coming back to the page does not count the purchase again.
    unmount();
    renderWithProviders(page, { route: '/payment-confirmed', dataLayer });
    await screen.findByText('Thank you for your order!');
    expect(tracker.event).toHaveBeenCalledTimes(1);
  });

  it('records no terms agreement for an additional revision', async () => {
    const { tracker, dataLayer } = await renderPaid({
      ...PAID,
      cart: cartFor({ packageKey: 'additional-revision' }),
    });
    await waitFor(() => expect(tracker.event).toHaveBeenCalled());
    expect(agreements(dataLayer)).toHaveLength(0);
  });

  it('records no terms agreement for a purchase made by proxy', async () => {
    const { tracker, dataLayer } = await renderPaid({ ...PAID, cart: cartFor({ byProxy: true }) });
    await waitFor(() => expect(tracker.event).toHaveBeenCalled());
    expect(agreements(dataLayer)).toHaveLength(0);
  });

  it('labels the page view by where the confirmation is', async () => {
    const packages = await renderPaid(PAID);
    expect(packages.tracker.pageView).toHaveBeenCalledWith(CONFIRMATION_PAGE_VIEW_LABELS.packages);
    packages.unmount();
    const funnel = await renderPaid(PAID, '/design-profile/payment-confirmed');
    expect(funnel.tracker.pageView).toHaveBeenCalledWith(
      CONFIRMATION_PAGE_VIEW_LABELS.designProfile,
    );
  });
});
