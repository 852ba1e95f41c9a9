import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { renderPurchase } from './purchaseTestUtils';

const confirmPayment = vi.fn();

vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(() => Promise.resolve({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  confirmPayment.mockReset();
  window.localStorage.clear();
});

describe('card payment with a publishable key (checkout §7)', () => {
  it('shows the Payment Element and confirms with the billing details', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_123');
    confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const { user, location } = renderPurchase();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));

    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    const { loadStripe } = await import('@stripe/stripe-js');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByText('Test payment')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'CONFIRM ORDER' }));
    expect(await screen.findByText('Left the purchase page')).toBeInTheDocument();
    expect(location().pathname).toBe('/payment-confirmed');
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
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
    await user.click(await screen.findByRole('button', { name: 'CONFIRM ORDER' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByText('Left the purchase page')).toBeNull();
  });
});
