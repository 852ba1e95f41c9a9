import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  CHECKOUT_STORAGE_KEY,
  type CheckoutStoreState,
} from '@web/features/checkout/cart/checkoutStore';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import type { DataLayer } from '@web/data/types';
import { SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { CheckoutPage } from '@web/features/checkout/CheckoutPage';

/** The route's own title, as the router gives it (domain routes). */
export const STORE_TITLE = 'Create your account';
export const BACK_YARD_QUERY = '?package=back-yard&sku-lookup-key=back-yard_standard';

/** The checkout's routes as the router mounts them, plus a page for anywhere the start page leaves to. */
function CheckoutRoutes() {
  return (
    <Routes>
      <Route path="/create-account" element={<CheckoutPage title={STORE_TITLE} />} />
      <Route
        path="/design-profile/create-account"
        element={<CheckoutPage title="Design profile: create account" />}
      />
      <Route
        path="/purchase-additional-revision"
        element={<CheckoutPage title="Additional revision" />}
      />
      <Route path="*" element={<p>Left the start page</p>} />
    </Routes>
  );
}

export function renderStart(
  route = `/create-account${BACK_YARD_QUERY}`,
  dataLayer: DataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' }),
  routeState?: unknown,
) {
  return renderWithProviders(<CheckoutRoutes />, { route, dataLayer, routeState });
}

/** The checkout as the store keeps it in local storage. */
export function savedCheckout(): Pick<CheckoutStoreState, 'cart' | 'checkout'> {
  const raw = window.localStorage.getItem(CHECKOUT_STORAGE_KEY);
  if (!raw) throw new Error('No checkout stored');
  return (JSON.parse(raw) as { state: Pick<CheckoutStoreState, 'cart' | 'checkout'> }).state;
}

/**
 * The sample client signed in, with no design profile yet: nothing saved to carry into the
 * checkout's profile (the seed's profile holds their address).
 */
export function sampleClientWithoutProfiles(): MemoryDataLayer {
  return createMemoryDataLayer({
    signedInAs: 'sample-client',
    data: { ...SAMPLE_DATA, documents: { ...SAMPLE_DATA.documents, designProfiles: {} } },
  });
}

export function memoryLayerOf(dataLayer: DataLayer): MemoryDataLayer {
  return dataLayer as MemoryDataLayer;
}

export interface SignupDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  acceptTerms?: boolean;
}

/** Fills the signup form (names, email, password, terms) as a buyer would. */
export async function fillSignup(user: UserEvent, details: SignupDetails = {}) {
  const {
    firstName = 'Casey',
    lastName = 'Morgan',
    email = 'casey@example.com',
    password = 'garden-42',
    acceptTerms = true,
  } = details;
  if (firstName) await user.type(screen.getByRole('textbox', { name: /first name/i }), firstName);
  if (lastName) await user.type(screen.getByRole('textbox', { name: /last name/i }), lastName);
  if (email) await user.type(screen.getByRole('textbox', { name: /email/i }), email);
  if (password) await user.type(screen.getByLabelText(/^password/i), password);
  if (acceptTerms) await user.click(screen.getByRole('checkbox', { name: /I agree/i }));
}
