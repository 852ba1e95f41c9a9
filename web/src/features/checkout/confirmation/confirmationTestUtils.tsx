import { act } from '@testing-library/react';
import {
  INITIAL_CHECKOUT_STATE,
  INITIAL_PAYMENT_STATE,
  type CheckoutState,
  type PaymentState,
} from '@yardwise/domain/checkout/checkoutState';
import type { OrderEventDoc, OrderStatusDoc } from '@yardwise/domain/firestore/documents';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import {
  CheckoutStoreContext,
  createCheckoutStore,
  type CartSelection,
} from '@web/features/checkout/cart/checkoutStore';
import { PaymentConfirmedPage } from './PaymentConfirmedPage';

/** The uid of the memory data layer's anonymous visitor. */
export const BUYER_UID = 'anon-preview';

export function cartFor(patch: Partial<CartSelection> = {}): CartSelection {
  return {
    packageKey: 'full-yard',
    lotSize: 'standard',
    packageStyle: null,
    skuLookupKey: null,
    addOnIds: [],
    byProxy: false,
    ...patch,
  };
}

export interface SeededCheckout {
  cart?: CartSelection | null;
  checkout?: Partial<CheckoutState>;
  payment?: Partial<PaymentState>;
}

/** A checkout store holding what the purchase page leaves behind after paying. */
export function seededCheckoutStore(seed: SeededCheckout) {
  const store = createCheckoutStore();
  store.setState({
    cart: seed.cart ?? null,
    checkout: { ...INITIAL_CHECKOUT_STATE, ...seed.checkout },
    payment: { ...INITIAL_PAYMENT_STATE, ...seed.payment },
  });
  return store;
}

export function renderConfirmation(seed: SeededCheckout, route = '/payment-confirmed') {
  const store = seededCheckoutStore(seed);
  const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  const view = renderWithProviders(
    <CheckoutStoreContext.Provider value={store}>
      <PaymentConfirmedPage />
    </CheckoutStoreContext.Provider>,
    { route, dataLayer },
  );
  return { ...view, store, dataLayer };
}

/**
 * Writes an order-status record as fulfilment does; flags may be missing (an "empty record"),
 * which the document type does not allow, hence the cast.
 */
export async function writeOrderStatus(
  dataLayer: MemoryDataLayer,
  flags: Partial<
    Pick<
      OrderStatusDoc,
      'profileDocCreated' | 'projectDocCreated' | 'paymentHeld' | 'paymentReversal'
    >
  >,
  id = 'status-1',
) {
  await act(() =>
    dataLayer.store.transaction((db) =>
      db.set('newPackageOrderStatuses', id, {
        userId: BUYER_UID,
        createdAt: '2025-09-26T12:00:00.000Z',
        ...flags,
      } as OrderStatusDoc),
    ),
  );
}

export async function writeOrderEvent(dataLayer: MemoryDataLayer, event: Partial<OrderEventDoc>) {
  await act(() =>
    dataLayer.store.transaction((db) =>
      db.set('yzOrderEvents', `event-${event.paymentIntentId}`, {
        userId: BUYER_UID,
        paymentIntentId: 'pi_test_1',
        orderId: 'order-1',
        createdAt: '2025-09-26T12:00:00.000Z',
        ...event,
      }),
    ),
  );
}
