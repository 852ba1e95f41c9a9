import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADD_ON_IDS } from '@yardwise/domain/catalog/catalog';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { CHANGING_CHECKOUT_STATE } from '@web/features/checkout/checkoutFlow';
import { CHECKOUT_CODE_STORAGE_KEY } from '@web/features/checkout/start/checkoutCode';
import { cartFor } from '@web/features/checkout/confirmation/confirmationTestUtils';
import { callsOf, READY_TO_BUY, renderPurchase } from './purchaseTestUtils';

const PROMO_LABEL = 'Enter referral or promo code (optional)';

function total(): string {
  return screen.getByTestId('order-total').textContent ?? '';
}

function addOnBox(name: RegExp) {
  return screen.getByRole('checkbox', { name });
}

function exteriorChoice(name: RegExp | string) {
  return within(screen.getByRole('radiogroup', { name: 'Exterior Upgrade' })).getByRole('radio', {
    name,
  });
}

/** The order summary's price lines, label and amount, from the package down to the total. */
function summaryLines(): string[] {
  const lines = screen.getByTestId('order-total').parentElement!.children;
  return [...lines].map((line) =>
    [...line.children].map((part) => part.textContent?.trim()).join(' '),
  );
}

async function pressNext(user: ReturnType<typeof renderPurchase>['user']) {
  await user.click(await screen.findByRole('button', { name: 'NEXT' }));
  return screen.findByRole('button', { name: 'CONFIRM ORDER' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  window.localStorage.clear();
});

describe('purchase page guard', () => {
  it('sends a checkout without a package or address to /packages, keeping sku-lookup-key', async () => {
    const view = renderPurchase(
      { ...READY_TO_BUY, checkout: { ...READY_TO_BUY.checkout, address: null } },
      '/purchase?sku-lookup-key=full-yard_standard',
    );
    expect(await screen.findByText('Left the purchase page')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/packages');
    expect(view.location().search).toBe('?sku-lookup-key=full-yard_standard');
  });

  it('sends a paid order to the confirmation page', async () => {
    const view = renderPurchase({ ...READY_TO_BUY, payment: { orderId: 'ord_1' } });
    expect(await screen.findByText('Left the purchase page')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/payment-confirmed');
  });
});

describe('account block', () => {
  it('Change goes back to the start page, asking it not to skip ahead again', async () => {
    const { user, location } = renderPurchase();

    await user.click(await screen.findByRole('button', { name: 'Change' }));

    expect(location().pathname).toBe('/create-account');
    expect(location().state).toEqual(CHANGING_CHECKOUT_STATE);
  });
});

describe('order summary and add-ons', () => {
  it('shows the package, its price and the add-ons with their prices', async () => {
    renderPurchase();
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase' })).toBeInTheDocument();
    expect(await screen.findByText('Full Yard')).toBeInTheDocument();
    await waitFor(() => expect(total()).toContain('$2,495.00'));
    expect(addOnBox(/Expedited Service\s*\$395\.00/)).not.toBeChecked();
    expect(addOnBox(/HOA Extra Revision\s*\$295\.00/)).toBeInTheDocument();
    expect(exteriorChoice(/Exterior Upgrade: Full\s*\$800\.00/)).toBeInTheDocument();
  });

  it('shows the package price and lot size, each add-on, then the total', async () => {
    const { user } = renderPurchase({
      ...READY_TO_BUY,
      cart: cartFor({ packageKey: 'back-yard', addOnIds: [ADD_ON_IDS.hoa] }),
    });
    await waitFor(() => expect(total()).toContain('$1,990.00'));

    expect(summaryLines()).toEqual([
      'Back Yard — Standard lot (up to 1/2 acre) $1,695.00',
      'HOA Extra Revision $295.00',
      'Total $1,990.00',
    ]);

    await user.click(screen.getByRole('checkbox', { name: /Expedited Service/ }));
    await waitFor(() =>
      expect(summaryLines()).toEqual([
        'Back Yard — Standard lot (up to 1/2 acre) $1,695.00',
        'HOA Extra Revision $295.00',
        'Expedited Service $395.00',
        'Total $2,385.00',
      ]),
    );
  });

  it('prices the package for the lot size being bought', async () => {
    renderPurchase({ ...READY_TO_BUY, cart: cartFor({ lotSize: 'acreage' }) });

    expect(await screen.findByText('Full Yard — Acreage (more than 1 acre)')).toBeInTheDocument();
    expect(screen.getByTestId('order-package-line')).toHaveTextContent('$3,795.00');
  });

  it('adds a ticked add-on to the cart and the total', async () => {
    const { user, store } = renderPurchase();
    await user.click(await screen.findByRole('checkbox', { name: /Expedited Service/ }));

    expect(store.getState().cart?.addOnIds).toEqual([ADD_ON_IDS.expedited]);
    await waitFor(() => expect(total()).toContain('$2,890.00'));
  });

  it('after NEXT hides the unticked add-ons and locks the ticked one', async () => {
    const { user, store } = renderPurchase({
      ...READY_TO_BUY,
      cart: cartFor({ addOnIds: [ADD_ON_IDS.hoa] }),
    });
    await pressNext(user);

    expect(store.getState().checkout.restrictChanges).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /Expedited Service/ })).toBeNull();
    expect(addOnBox(/HOA Extra Revision/)).toBeDisabled();
  });
});

describe('the exterior upgrade: one choice of none, front, back or full', () => {
  it('offers the four choices as radio buttons, none chosen at first', async () => {
    renderPurchase();

    const group = await screen.findByRole('radiogroup', { name: 'Exterior Upgrade' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'No exterior upgrade',
      'Exterior Upgrade: Front$600.00',
      'Exterior Upgrade: Back$700.00',
      'Exterior Upgrade: Full$800.00',
    ]);
    expect(exteriorChoice('No exterior upgrade')).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Exterior Upgrade/ })).toBeNull();
  });

  it('keeps exactly one upgrade in the cart and the total, and none takes it out', async () => {
    const { user, store } = renderPurchase({
      ...READY_TO_BUY,
      cart: cartFor({ addOnIds: [ADD_ON_IDS.expedited] }),
    });

    await user.click(await screen.findByRole('radio', { name: /Exterior Upgrade: Front/ }));
    expect(store.getState().cart?.addOnIds).toEqual([
      ADD_ON_IDS.expedited,
      ADD_ON_IDS.exteriorFront,
    ]);
    await waitFor(() => expect(total()).toContain('$3,490.00'));

    await user.click(exteriorChoice(/Exterior Upgrade: Full/));
    expect(store.getState().cart?.addOnIds).toEqual([
      ADD_ON_IDS.expedited,
      ADD_ON_IDS.exteriorFull,
    ]);
    expect(exteriorChoice(/Exterior Upgrade: Full/)).toBeChecked();
    expect(exteriorChoice(/Exterior Upgrade: Front/)).not.toBeChecked();
    await waitFor(() => expect(total()).toContain('$3,690.00'));

    await user.click(exteriorChoice('No exterior upgrade'));
    expect(store.getState().cart?.addOnIds).toEqual([ADD_ON_IDS.expedited]);
    await waitFor(() => expect(total()).toContain('$2,890.00'));
  });

  it('after NEXT shows only the chosen upgrade, disabled', async () => {
    const { user } = renderPurchase({
      ...READY_TO_BUY,
      cart: cartFor({ addOnIds: [ADD_ON_IDS.exteriorBack] }),
    });
    await pressNext(user);

    const group = screen.getByRole('radiogroup', { name: 'Exterior Upgrade' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]).toHaveAccessibleName(/Exterior Upgrade: Back/);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toBeDisabled();
  });

  it('after NEXT hides the choice when no upgrade was chosen', async () => {
    const { user } = renderPurchase();
    await pressNext(user);

    expect(screen.queryByRole('radiogroup', { name: 'Exterior Upgrade' })).toBeNull();
  });

  it('keeps a plain checkbox for a package with one side to upgrade', async () => {
    renderPurchase({ ...READY_TO_BUY, cart: cartFor({ packageKey: 'front-yard' }) });

    expect(
      await screen.findByRole('checkbox', { name: /Exterior Upgrade: Front\s*\$600\.00/ }),
    ).not.toBeChecked();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('the partner-retailer package', () => {
  it('is labelled as a partner package in the order summary', async () => {
    renderPurchase({
      ...READY_TO_BUY,
      cart: cartFor({ packageKey: 'partner-rewards-full-yard' }),
    });

    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(within(summary).getByText("MyLowe's Rewards partner package")).toBeInTheDocument();
    expect(within(summary).getByText('Full Yard')).toBeInTheDocument();
  });

  it('is the only package so labelled', async () => {
    renderPurchase();

    await screen.findByRole('region', { name: 'Your order' });
    expect(screen.queryByText(/partner package/)).toBeNull();
  });
});

describe('promo box', () => {
  it('upper-cases the code and keeps Submit disabled while it is empty', async () => {
    const { user } = renderPurchase();
    const input = await screen.findByRole('textbox', { name: PROMO_LABEL });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.type(input, 'save250');
    expect(input).toHaveValue('SAVE250');
    expect(submit).toBeEnabled();
  });

  it('applies a usable code: success message and the discounted total', async () => {
    const { user, store } = renderPurchase();
    await user.type(await screen.findByRole('textbox', { name: PROMO_LABEL }), 'save250');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(PROMO_MESSAGES.success)).toBeInTheDocument();
    expect(store.getState().checkout.promotionalCode).toBe('SAVE250');
    // $250 off the $2,495.00 package, the original struck through.
    await waitFor(() => expect(total()).toContain('$2,245.00'));
    expect(within(screen.getByTestId('order-total')).getByText(/\$2,495\.00/).tagName).toBe('S');
  });

  it('says when a code is not valid and applies nothing', async () => {
    const { user, store } = renderPurchase();
    await user.type(await screen.findByRole('textbox', { name: PROMO_LABEL }), 'nope123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PROMO_MESSAGES.invalid);
    expect(store.getState().checkout.promotionalCode).toBeNull();
  });

  it('tries FALL25 for the buyer on Sep 26 when no code was entered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-26T16:00:00Z'));
    const { store } = renderPurchase();
    await waitFor(() => expect(store.getState().checkout.promotionalCode).toBe('FALL25'));
    expect(
      await screen.findByText('Fall savings applied: 10% off your design package.'),
    ).toBeInTheDocument();
  });

  it('does not try FALL25 on another day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-09-28T16:00:00Z'));
    const { call } = renderPurchase();
    await screen.findByRole('textbox', { name: PROMO_LABEL });
    expect(callsOf(call, 'lookupPromoCode')).toEqual([]);
  });

  it('applies the code the visitor came with, once', async () => {
    window.localStorage.setItem(CHECKOUT_CODE_STORAGE_KEY, 'save250');
    const { store } = renderPurchase();
    expect(await screen.findByText(PROMO_MESSAGES.success)).toBeInTheDocument();
    expect(store.getState().checkout.promotionalCode).toBe('SAVE250');
    expect(window.localStorage.getItem(CHECKOUT_CODE_STORAGE_KEY)).toBeNull();
  });

  it('says so when the code the visitor came with is not valid', async () => {
    window.localStorage.setItem(CHECKOUT_CODE_STORAGE_KEY, 'nope123');
    renderPurchase();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROMO_MESSAGES.invalid);
  });

  it("gives up after 10 seconds with 'Timed out'", async () => {
    const { user, call } = renderPurchase();
    const input = await screen.findByRole('textbox', { name: PROMO_LABEL });
    await user.type(input, 'SAVE250');
    call.mockImplementation(() => new Promise(() => undefined));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(() => vi.advanceTimersByTimeAsync(9_999));
    expect(screen.queryByText(PROMO_MESSAGES.timedOut)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(PROMO_MESSAGES.timedOut);
  });

  it('is hidden once the payment intent exists', async () => {
    const { user } = renderPurchase();
    await screen.findByRole('textbox', { name: PROMO_LABEL });
    await pressNext(user);
    expect(screen.queryByRole('textbox', { name: PROMO_LABEL })).toBeNull();
  });
});

describe('order and test payment', () => {
  it('creates the order with the checkout payload and shows the server price', async () => {
    const { user, call, store } = renderPurchase({
      ...READY_TO_BUY,
      cart: cartFor({ addOnIds: [ADD_ON_IDS.expedited], packageStyle: 'modern' }),
    });
    await pressNext(user);

    expect(callsOf(call, 'createOrder')).toEqual([
      {
        order: expect.objectContaining({
          sku: 'full-yard_standard',
          firstName: 'Jordan',
          lastName: 'Rivera',
          email: SAMPLE_CLIENT.email,
          userId: SAMPLE_CLIENT.uid,
          addOns: ADD_ON_IDS.expedited,
          isExpedited: 'true',
          isHOA: '',
          isAdditionalRevision: 'false',
          referralCode: '',
          address: expect.objectContaining({ street: '2418 Cedar Hollow Lane', country: 'US' }),
        }),
        packageStyle: 'modern',
      },
    ]);
    const payment = store.getState().payment;
    expect(payment.paymentIntentId).toMatch(/^pi_standin_/);
    expect(payment).toMatchObject({ orderPrice: 289000, originalOrderPrice: 289000, taxAmount: 0 });
    expect(total()).toContain('$2,890.00');
  });

  it('sends the order again when an add-on changes after the intent exists', async () => {
    const { user, call, store } = renderPurchase();
    await pressNext(user);
    expect(callsOf(call, 'updateOrder')).toEqual([]);

    act(() => store.getState().setAddOnIds([ADD_ON_IDS.hoa]));

    await waitFor(() =>
      expect(callsOf(call, 'updateOrder')).toEqual([
        { order: expect.objectContaining({ addOns: ADD_ON_IDS.hoa, isHOA: 'true' }) },
      ]),
    );
    await waitFor(() => expect(store.getState().payment.orderPrice).toBe(249500 + 29500));
  });

  it('sends the order again when the exterior choice changes after the intent exists', async () => {
    const { user, call, store } = renderPurchase({
      ...READY_TO_BUY,
      cart: cartFor({ addOnIds: [ADD_ON_IDS.exteriorFront] }),
    });
    await pressNext(user);

    act(() => store.getState().setAddOnIds([ADD_ON_IDS.exteriorFull]));

    await waitFor(() =>
      expect(callsOf(call, 'updateOrder')).toEqual([
        { order: expect.objectContaining({ addOns: ADD_ON_IDS.exteriorFull }) },
      ]),
    );
    await waitFor(() => expect(store.getState().payment.orderPrice).toBe(249500 + 80000));
  });

  it('pays with the test payment and goes on to the confirmation', async () => {
    const { user, call, store, location } = renderPurchase();
    const confirm = await pressNext(user);
    expect(screen.getByText('Test payment')).toBeInTheDocument();
    await user.click(confirm);

    expect(await screen.findByText('Left the purchase page')).toBeInTheDocument();
    expect(location().pathname).toBe('/payment-confirmed');
    const { payment } = store.getState();
    expect(callsOf(call, 'completeTestPayment')).toEqual([
      { paymentIntentId: payment.paymentIntentId },
    ]);
    expect(payment.orderId).toMatch(/^ord_/);
  });

  it('tracks the billing toggle, the billing submit and the payment info, and labels the step', async () => {
    const { user, tracker } = renderPurchase();
    const same = await screen.findByRole('checkbox', { name: 'Use property address for billing' });
    await user.click(same);
    await user.click(same);
    const confirm = await pressNext(user);
    await user.click(confirm);
    await screen.findByText('Left the purchase page');

    const events = tracker.event.mock.calls.map(([name]) => name);
    expect(events).toEqual([
      'toggle_billing_same_as_property_address',
      'toggle_billing_same_as_property_address',
      'billing_details_form_submit',
      'add_payment_info',
    ]);
    const paymentInfo = tracker.event.mock.calls[3]![1] as { items: { item_id: string }[] };
    expect(paymentInfo.items[0]!.item_id).toBe('full-yard');
    expect(tracker.pageView).toHaveBeenCalledWith('packages-billing-details-step');
  });
});
