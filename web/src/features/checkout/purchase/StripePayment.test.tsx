import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { PURCHASE_COPY } from './purchaseCopy';
import { renderPurchase } from './purchaseTestUtils';

const confirmPayment = vi.fn();
const elementsGroup = { kind: 'elements', create: vi.fn(() => paymentElement) };
const paymentElementHandlers = new Map<string, (event?: unknown) => void>();
/** How Stripe's Payment Element ends up after mounting: shown, or failing to load its form. */
let paymentElementOutcome: 'ready' | 'loaderror' = 'ready';
const paymentElement = {
  on: vi.fn((event: string, handler: (event?: unknown) => void) => {
    paymentElementHandlers.set(event, handler);
  }),
  mount: vi.fn((container: HTMLElement) => {
    const form = document.createElement('div');
    form.dataset.testid = 'payment-element';
    container.append(form);
    queueMicrotask(() =>
      paymentElementOutcome === 'ready'
        ? paymentElementHandlers.get('ready')?.()
        : paymentElementHandlers.get('loaderror')?.({ error: { type: 'invalid_request_error' } }),
    );
  }),
  destroy: vi.fn(),
};
const stripe = { confirmPayment, elements: vi.fn(() => elementsGroup) };

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve(stripe)) }));
vi.mock('@web/data/errorReporting', () => ({ reportError: vi.fn() }));

afterEach(() => {
  vi.unstubAllEnvs();
  confirmPayment.mockReset();
  paymentElementOutcome = 'ready';
  window.localStorage.clear();
});

describe('card payment with a publishable key', () => {
  it('shows the Payment Element and confirms with the billing details', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123');
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { user, location } = renderPurchase();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    const { loadStripe } = await import('@stripe/stripe-js');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.elements).toHaveBeenCalledWith({ clientSecret: expect.any(String) });
    expect(screen.queryByText('Test payment')).toBeNull();

    await user.click(await confirmOrderWhenEnabled());
    expect(await screen.findByText('Left the purchase page')).toBeInTheDocument();
    expect(location().pathname).toBe('/payment-confirmed');
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: elementsGroup,
      redirect: 'if_required',
      confirmParams: {
        payment_method_data: {
          billing_details: {
            name: 'Jordan Rivera',
            email: SAMPLE_CLIENT.email,
            address: expect.objectContaining({ line1: '2418 Cedar Hollow Lane', country: 'US' }),
          },
        },
        // A payment that needs the bank comes back to /confirm-payment, then the confirmation.
        return_url: `${window.location.origin}/confirm-payment?to=%2Fpayment-confirmed`,
      },
    });
  });

  it("shows the card processor's message when the payment fails", async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123');
    confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const { user } = renderPurchase();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.click(await confirmOrderWhenEnabled());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByText('Left the purchase page')).toBeNull();
  });

  it('keeps CONFIRM ORDER disabled and says so when Stripe.js cannot be downloaded', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_offline');
    const { loadStripe } = await import('@stripe/stripe-js');
    vi.mocked(loadStripe).mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const { user } = renderPurchase();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PURCHASE_COPY.paymentLoadFailed);
    expect(screen.getByRole('button', { name: 'CONFIRM ORDER' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Billing Details' })).toBeInTheDocument();
    const { reportError } = await import('@web/data/errorReporting');
    expect(reportError).toHaveBeenCalled();
  });

  it('says so when the card form itself fails to load', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123');
    paymentElementOutcome = 'loaderror';
    const { user } = renderPurchase();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PURCHASE_COPY.paymentLoadFailed);
    expect(screen.getByRole('button', { name: 'CONFIRM ORDER' })).toBeDisabled();
  });
});

/** CONFIRM ORDER, once the card form is on screen. */
async function confirmOrderWhenEnabled() {
  const button = await screen.findByRole('button', { name: 'CONFIRM ORDER' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
