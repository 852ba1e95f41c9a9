import { vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { CEDAR_HOLLOW } from '@web/testing/seedAddress';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import type { Tracker } from '@web/data/tracking/tracker';
import { TrackingProvider } from '@web/data/tracking/TrackingContext';
import { CheckoutStoreContext } from '@web/features/checkout/cart/checkoutStore';
import {
  cartFor,
  seededCheckoutStore,
  type SeededCheckout,
} from '@web/features/checkout/confirmation/confirmationTestUtils';
import { PurchasePage } from './PurchasePage';

export const PURCHASE_TITLE = 'Purchase';

/** The sample client about to buy a Full Yard (standard lot: $2,495.00 in the sample catalogue). */
export const READY_TO_BUY: SeededCheckout = {
  cart: cartFor(),
  checkout: {
    firstName: 'Jordan',
    lastName: 'Rivera',
    checkoutEmail: SAMPLE_CLIENT.email,
    address: CEDAR_HOLLOW,
    accountCreated: true,
  },
};

/**
 * The purchase page on its store route, signed in as the sample client, with a checkout store the
 * test can read and change, and a spy on every command the page sends.
 */
export function renderPurchase(seed: SeededCheckout = READY_TO_BUY, route = '/purchase') {
  const store = seededCheckoutStore(seed);
  const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
  const call = vi.spyOn(dataLayer.commands, 'call');
  const tracker = {
    event: vi.fn<Tracker['event']>(),
    pageView: vi.fn<Tracker['pageView']>(),
    identify: vi.fn<Tracker['identify']>(async () => {}),
  };
  const view = renderWithProviders(
    <TrackingProvider tracker={tracker}>
      <CheckoutStoreContext.Provider value={store}>
        <Routes>
          <Route path="/purchase" element={<PurchasePage title={PURCHASE_TITLE} />} />
          <Route path="*" element={<p>Left the purchase page</p>} />
        </Routes>
      </CheckoutStoreContext.Provider>
    </TrackingProvider>,
    { route, dataLayer },
  );
  return { ...view, store, dataLayer, call, tracker };
}

/** The calls of one command, in order. */
export function callsOf(call: ReturnType<typeof renderPurchase>['call'], name: string) {
  return call.mock.calls.filter(([command]) => command === name).map(([, input]) => input);
}
