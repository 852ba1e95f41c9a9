import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { CheckoutPage } from '@web/features/checkout/CheckoutPage';
import { cartFor, seededCheckoutStore } from './confirmationTestUtils';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/payment-confirmed" element={<CheckoutPage title="Order confirmed" />} />
      <Route path="/design-profile/:step" element={<CheckoutPage title="Design profile" />} />
    </Routes>,
    { route, signedInAs: 'anonymous' },
  );
}

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
});

describe('where the confirmation page is drawn', () => {
  it('shows the order kept from the purchase at /payment-confirmed', async () => {
    // The checkout keeps its state in local storage, as the purchase page leaves it.
    seededCheckoutStore({ cart: cartFor(), payment: { paymentIntentId: 'pi_test_1' } });
    renderAt('/payment-confirmed');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your Package' })).toHaveTextContent('Full Yard');
  });

  it("is v1's payment-confirmed step in the funnel", async () => {
    document.cookie = `${TEST_VERSION_COOKIE}=v1; path=/`;
    seededCheckoutStore({ cart: cartFor(), payment: { paymentIntentId: 'pi_test_1' } });
    const view = renderAt('/design-profile/payment-confirmed');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/design-profile/payment-confirmed');
  });
});
