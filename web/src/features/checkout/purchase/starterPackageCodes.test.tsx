import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CHECKOUT_CODE_STORAGE_KEY } from '@web/features/checkout/start/checkoutCode';
import { cartFor } from '@web/features/checkout/confirmation/confirmationTestUtils';
import { callsOf, READY_TO_BUY, renderPurchase } from './purchaseTestUtils';

// A Starter Full Yard costs $795 on a standard lot: below $995, so no promo box shows. A yzlo
// code or a code made for the package still applies, brought by the checkout link's `code`.

const STARTER_FULL_YARD = { ...READY_TO_BUY, cart: cartFor({ packageKey: 'starter-full-yard' }) };
const PROMO_LABEL = 'Enter referral or promo code (optional)';

function total(): string {
  return screen.getByTestId('order-total').textContent ?? '';
}

function arriveWithCode(code: string) {
  window.localStorage.setItem(CHECKOUT_CODE_STORAGE_KEY, code);
  return renderPurchase(STARTER_FULL_YARD);
}

afterEach(() => window.localStorage.clear());

describe('a starter package below $995 and the code its checkout link brings', () => {
  it('shows no promo box and tries no code when the link brought none', async () => {
    const { call } = renderPurchase(STARTER_FULL_YARD);
    await waitFor(() => expect(total()).toContain('$795.00'));
    expect(screen.queryByRole('textbox', { name: PROMO_LABEL })).toBeNull();
    expect(callsOf(call, 'lookupPromoCode')).toEqual([]);
  });

  it('applies a yzlo code: its message, the code and the discounted total', async () => {
    const { store } = arriveWithCode('yzlo7qk4m9xw2t');
    expect(await screen.findByText('Your rewards code has been applied.')).toBeInTheDocument();
    expect(screen.getByText('YZLO7QK4M9XW2T')).toBeInTheDocument();
    expect(store.getState().checkout.promotionalCode).toBe('YZLO7QK4M9XW2T');
    await waitFor(() => expect(total()).toContain('$295.00'));
    expect(screen.queryByRole('textbox', { name: PROMO_LABEL })).toBeNull();
  });

  it('applies the code made for the package, and the order is priced with it', async () => {
    const { user, call, store } = arriveWithCode('STARTERFULL100');
    expect(await screen.findByText('$100 off your Starter Full Yard design.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await screen.findByRole('button', { name: 'CONFIRM ORDER' });

    expect(callsOf(call, 'createOrder')).toEqual([
      expect.objectContaining({
        order: expect.objectContaining({
          sku: 'starter-full-yard_standard',
          referralCode: 'STARTERFULL100',
        }),
      }),
    ]);
    expect(store.getState().payment.orderPrice).toBe(69500);
  });

  it('refuses any other code, saying it is not valid for this package', async () => {
    const { store } = arriveWithCode('save250');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'SAVE250 is not valid for this package.',
    );
    expect(store.getState().checkout.promotionalCode).toBeNull();
    expect(total()).toContain('$795.00');
  });

  it('lets the buyer remove the applied code', async () => {
    const { user, store } = arriveWithCode('YZLO7QK4M9XW2T');
    await user.click(await screen.findByRole('button', { name: 'Remove code' }));
    expect(store.getState().checkout.promotionalCode).toBeNull();
    await waitFor(() => expect(total()).toContain('$795.00'));
  });
});
