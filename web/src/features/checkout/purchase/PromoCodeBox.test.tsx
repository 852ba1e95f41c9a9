import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { renderPurchase } from './purchaseTestUtils';

const PROMO_LABEL = 'Enter referral or promo code (optional)';

async function submitCode(user: ReturnType<typeof renderPurchase>['user'], code: string) {
  const input = await screen.findByRole('textbox', { name: PROMO_LABEL });
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return input;
}

describe('promo box: an applied code', () => {
  it('"Remove code" clears the input, the message and the code, and puts focus back in the input', async () => {
    const { user, store } = renderPurchase();
    const input = await submitCode(user, 'save250');
    expect(await screen.findByText(PROMO_MESSAGES.success)).toBeInTheDocument();
    expect(screen.getByText('Code applied:')).toHaveTextContent('Code applied: SAVE250');

    await user.click(screen.getByRole('button', { name: 'Remove code' }));

    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByText(PROMO_MESSAGES.success)).toBeNull();
    expect(screen.queryByText('Code applied:')).toBeNull();
    expect(store.getState().checkout.promotionalCode).toBeNull();
  });

  it('stays in view as "Code applied" after NEXT, when the promo box is gone', async () => {
    const { user } = renderPurchase();
    await submitCode(user, 'save250');
    expect(await screen.findByText(PROMO_MESSAGES.success)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await screen.findByRole('button', { name: 'CONFIRM ORDER' });

    expect(screen.queryByRole('textbox', { name: PROMO_LABEL })).toBeNull();
    expect(screen.getByText('Code applied:')).toHaveTextContent('Code applied: SAVE250');
    // Changes are restricted after NEXT: the code can no longer be removed.
    expect(screen.queryByRole('button', { name: 'Remove code' })).toBeNull();
  });
});

describe('promo box: the expired referral code FRIEND-MORGAN', () => {
  it('says why it did not apply, as an alert, never success, and discounts nothing', async () => {
    const { user, store } = renderPurchase();
    await submitCode(user, 'friend-morgan');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'FRIEND-MORGAN is no longer valid and cannot be applied to your order.',
    );
    expect(screen.queryByText(PROMO_MESSAGES.success)).toBeNull();
    expect(screen.queryByText('Code applied:')).toBeNull();
    // Kept as the referral code, as the checkout rules say, with no discount.
    await waitFor(() => expect(store.getState().checkout.inputReferralCode).toBe('FRIEND-MORGAN'));
    expect(store.getState().checkout.promotionalCode).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$2,495.00');
    expect(screen.getByTestId('order-total')).not.toHaveTextContent('$2,245.00');
  });
});
