import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PURCHASE_COPY } from './purchaseCopy';
import { renderPurchase } from './purchaseTestUtils';

// As when the connection drops before the payment form's code has downloaded.
vi.mock('./PaymentStep', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('@web/data/errorReporting', () => ({ reportError: vi.fn() }));

afterEach(() => window.localStorage.clear());

describe('payment form that cannot load', () => {
  it('says so on the purchase page and keeps the order and billing details in view', async () => {
    const { user } = renderPurchase();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PURCHASE_COPY.paymentLoadFailed);
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Billing Details' })).toBeInTheDocument();
    const { reportError } = await import('@web/data/errorReporting');
    expect(reportError).toHaveBeenCalled();
  });
});
