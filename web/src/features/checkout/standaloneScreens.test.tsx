import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_RETURN_TEXT } from '@yardwise/domain/checkout/paymentReturn';
import {
  INITIAL_CHECKOUT_STATE,
  INITIAL_PAYMENT_STATE,
} from '@yardwise/domain/checkout/checkoutState';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { CHECKOUT_STORAGE_KEY } from './cart/checkoutStore';
import { CheckoutPage } from './CheckoutPage';
import { REDEEM_TEXT } from './redeem/RedeemPage';

function Landed() {
  const location = useLocation();
  return <p>Landed on {`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string, signedInAs: 'anonymous' | 'sample-client' = 'anonymous') {
  return renderWithProviders(
    <Routes>
      {['/confirm-payment', '/redeem', '/purchase-additional-revision'].map((path) => (
        <Route key={path} path={path} element={<CheckoutPage title="Redeem a gift card" />} />
      ))}
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route, signedInAs },
  );
}

/** A checkout that created payment intent pi_123, as the purchase page leaves it in storage. */
function storeCheckoutWithPayment(paymentIntentId: string) {
  window.localStorage.setItem(
    CHECKOUT_STORAGE_KEY,
    JSON.stringify({
      state: {
        cart: null,
        checkout: INITIAL_CHECKOUT_STATE,
        payment: { ...INITIAL_PAYMENT_STATE, paymentIntentId },
      },
      version: 1,
    }),
  );
}

afterEach(() => window.localStorage.clear());

describe('/confirm-payment', () => {
  it('goes on to the confirmation page it was given after a confirmed payment', async () => {
    storeCheckoutWithPayment('pi_123');
    renderAt(
      '/confirm-payment?to=%2Fdesign-profile%2Fpayment-confirmed&payment_intent=pi_123&redirect_status=succeeded',
    );
    expect(
      await screen.findByText('Landed on /design-profile/payment-confirmed'),
    ).toBeInTheDocument();
  });

  it('says a failed payment charged nothing and leads back to the payment', async () => {
    storeCheckoutWithPayment('pi_123');
    renderAt('/confirm-payment?payment_intent=pi_123&redirect_status=failed');
    expect(
      await screen.findByRole('heading', { level: 1, name: PAYMENT_RETURN_TEXT.failedHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_RETURN_TEXT.backToPayment })).toHaveAttribute(
      'href',
      '/purchase',
    );
  });

  it("does not claim another checkout's payment", async () => {
    storeCheckoutWithPayment('pi_123');
    renderAt('/confirm-payment?payment_intent=pi_999&redirect_status=succeeded');
    expect(
      await screen.findByRole('heading', { level: 1, name: PAYMENT_RETURN_TEXT.unknownHeading }),
    ).toBeInTheDocument();
  });
});

describe('/redeem', () => {
  it('takes the upper-cased gift card code on to the packages', async () => {
    const { user } = renderAt('/redeem');
    const submit = await screen.findByRole('button', { name: REDEEM_TEXT.submit });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: REDEEM_TEXT.codeLabel }), 'gift-2026');
    await user.click(submit);
    expect(await screen.findByText('Landed on /packages?code=GIFT-2026')).toBeInTheDocument();
  });
});

describe('/purchase-additional-revision', () => {
  it('starts the checkout for an additional revision', async () => {
    renderAt('/purchase-additional-revision', 'sample-client');
    expect(
      await screen.findByText(
        'Landed on /create-account?package=additional-revision&lotsize=standard',
      ),
    ).toBeInTheDocument();
  });
});
