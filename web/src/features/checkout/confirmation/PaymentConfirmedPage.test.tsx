import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ADD_ON_IDS } from '@yardwise/domain/catalog/catalog';
import { brand } from '@web/ui/brand';
import {
  BUYER_UID,
  cartFor,
  renderConfirmation,
  writeOrderEvent,
  writeOrderStatus,
} from './confirmationTestUtils';
import { NO_ORDER_TEXT } from '@yardwise/domain/checkout/messages';

const SETTING_UP = "We're setting up your account...";
const FINISHING = 'Putting the finishing touches on your account...';
const FALLBACK = `We've received your payment. We can't wait to get started on your project! Watch out for an email from us with instructions on next steps. Reach out to ${brand.supportEmail} at any time with questions.`;

/** A Full Yard (standard lot, $2,495.00 in the sample catalogue) with expedited service, paid. */
const PAID_FULL_YARD = {
  cart: cartFor({ addOnIds: [ADD_ON_IDS.expedited] }),
  checkout: { checkoutEmail: 'pat@example.com' },
  payment: {
    paymentIntentId: 'pi_test_1',
    // 249500 + 39500 before a $250 discount; the order service's numbers.
    originalOrderPrice: 289000,
    orderPrice: 264000,
    taxAmount: 1250,
    orderId: 'order-123',
  },
};

function detailValue(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

/** The summary's price rows, once the catalogue's prices have been read. */
async function priceRows(): Promise<[string, string][]> {
  const summary = screen.getByRole('region', { name: /Your (Package|Purchase)/ });
  return (await within(summary).findAllByRole('term')).map((term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

/** The setup's live region, once the page (not the loader before it) shows it. */
async function setupRegion(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
  return screen.getByRole('status');
}

function leaveIsWarned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('order confirmation page', () => {
  it('shows the title, subtitle and the order details', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 8, 26, 12, 0));
    renderConfirmation(PAID_FULL_YARD);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please stay on this page while we set up your account'),
    ).toBeInTheDocument();
    expect(detailValue('Order Date')).toBe('September 26, 2025');
    expect(detailValue('Order ID')).toBe('order-123');
    expect(detailValue('Confirmation will be sent to')).toBe('pat@example.com');
  });

  it('lists the package and its price rows in dollars with two decimals', async () => {
    renderConfirmation(PAID_FULL_YARD);

    const summary = await screen.findByRole('region', { name: 'Your Package' });
    expect(within(summary).getByText('Full Yard')).toBeInTheDocument();
    expect(await priceRows()).toEqual([
      ['Subtotal', '$2,495.00'],
      ['Expedited Upgrade', '$395.00'],
      ['Discounts', '-$250.00'],
      ['Tax', '$12.50'],
      ['Total', '$2,652.50'],
    ]);
  });

  it('shows Exterior Upgrade and HOA add-on rows, no Tax at 0, and NO COST for a free order', async () => {
    renderConfirmation({
      cart: cartFor({ addOnIds: [ADD_ON_IDS.exteriorBack, ADD_ON_IDS.hoa] }),
      payment: {
        paymentIntentId: 'pi_test_1',
        originalOrderPrice: 249500 + 70000 + 29500,
        orderPrice: 0,
        taxAmount: 0,
      },
    });

    await screen.findByRole('region', { name: 'Your Package' });
    expect(await priceRows()).toEqual([
      ['Subtotal', '$2,495.00'],
      ['Exterior Upgrade', '$700.00'],
      ['HOA add-on', '$295.00'],
      ['Discounts', '-$3,490.00'],
      ['Total', 'NO COST'],
    ]);
  });

  it('labels a partner-retailer package as such', async () => {
    renderConfirmation({
      ...PAID_FULL_YARD,
      cart: cartFor({ packageKey: 'partner-rewards-full-yard' }),
    });

    const summary = await screen.findByRole('region', { name: 'Your Package' });
    expect(within(summary).getByText('Full Yard')).toBeInTheDocument();
    expect(within(summary).getByText("MyLowe's Rewards partner package")).toBeInTheDocument();
  });

  it('names the package by the sku-lookup-key query parameter (Classic for the starter full yard)', async () => {
    renderConfirmation(
      PAID_FULL_YARD,
      '/payment-confirmed?sku-lookup-key=starter-full-yard_standard',
    );

    const summary = await screen.findByRole('region', { name: 'Your Package' });
    expect(within(summary).getByText('Classic')).toBeInTheDocument();
  });

  it('leaves out Order ID and the email while they are unknown', async () => {
    renderConfirmation({ cart: cartFor(), payment: { paymentIntentId: 'pi_test_1' } });

    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(detailValue('Order Date')).not.toBeNull();
    expect(detailValue('Order ID')).toBeNull();
    expect(detailValue('Confirmation will be sent to')).toBeNull();
  });

  it("shows the order id from this payment's order event and stores it", async () => {
    const view = renderConfirmation({ cart: cartFor(), payment: { paymentIntentId: 'pi_test_1' } });
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });

    await writeOrderEvent(view.dataLayer, { paymentIntentId: 'pi_other', orderId: 'order-other' });
    expect(detailValue('Order ID')).toBeNull();

    await writeOrderEvent(view.dataLayer, { paymentIntentId: 'pi_test_1', orderId: 'order-789' });
    expect(detailValue('Order ID')).toBe('order-789');
    expect(view.store.getState().payment.orderId).toBe('order-789');
  });

  it('offers the packages page when this browser holds no payment', async () => {
    renderConfirmation({ cart: cartFor() });

    expect(
      await screen.findByRole('heading', { level: 1, name: NO_ORDER_TEXT.heading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NO_ORDER_TEXT.packagesLink })).toHaveAttribute(
      'href',
      '/packages',
    );
    expect(screen.queryByText('Thank you for your order!')).not.toBeInTheDocument();
  });
});

describe('account setup at the bottom of the page', () => {
  it('follows the order-status flags from setting up to the dashboard button', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    const status = await setupRegion();
    expect(status).toHaveTextContent(SETTING_UP);
    expect(status).toHaveAttribute('aria-live', 'polite');

    await writeOrderStatus(view.dataLayer, {});
    expect(status).toHaveTextContent(SETTING_UP);

    await writeOrderStatus(view.dataLayer, { profileDocCreated: true });
    expect(status).toHaveTextContent(FINISHING);

    await writeOrderStatus(view.dataLayer, { profileDocCreated: true, projectDocCreated: true });
    const dashboard = within(status).getByRole('link', { name: 'GO TO MY PROJECT DASHBOARD' });
    expect(status).not.toHaveTextContent(FINISHING);

    await view.user.click(dashboard);
    expect(view.location().pathname).toBe('/onboard/my-yard');
  });

  it('says finishing touches when only the project document exists', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await setupRegion();

    await writeOrderStatus(view.dataLayer, { projectDocCreated: true });
    expect(screen.getByRole('status')).toHaveTextContent(FINISHING);
  });

  it('reads the newest order-status record of the buyer only', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await setupRegion();

    await act(() =>
      view.dataLayer.store.transaction((db) =>
        db.set('newPackageOrderStatuses', 'someone-else', {
          userId: 'someone-else',
          createdAt: '2025-09-27T00:00:00.000Z',
          profileDocCreated: true,
          projectDocCreated: true,
        }),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(SETTING_UP);

    await writeOrderStatus(view.dataLayer, { profileDocCreated: true, projectDocCreated: true });
    await act(() =>
      view.dataLayer.store.transaction((db) =>
        db.set('newPackageOrderStatuses', 'older', {
          userId: BUYER_UID,
          createdAt: '2025-01-01T00:00:00.000Z',
          profileDocCreated: false,
          projectDocCreated: false,
        }),
      ),
    );
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'GO TO MY PROJECT DASHBOARD' }),
    ).toBeInTheDocument();
  });

  it('shows the fallback message with the support email after 10 seconds without setup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderConfirmation(PAID_FULL_YARD);
    const status = await setupRegion();

    act(() => vi.advanceTimersByTime(9_000));
    expect(status).toHaveTextContent(SETTING_UP);

    act(() => vi.advanceTimersByTime(1_000));
    expect(status).toHaveTextContent(FALLBACK);
    expect(within(status).getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
  });

  it('shows the fallback message at once when a flag is false', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await setupRegion();

    await writeOrderStatus(view.dataLayer, { profileDocCreated: true, projectDocCreated: false });
    expect(screen.getByRole('status')).toHaveTextContent(FALLBACK);
  });

  it('explains a payment held because it is short of the order, with the support email', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await setupRegion();

    await writeOrderStatus(view.dataLayer, {
      profileDocCreated: false,
      projectDocCreated: false,
      paymentHeld: { amountReceived: 100000, orderTotal: 249500 },
    });

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      `We received $1,000.00, but your order comes to $2,495.00, so we have paused setting up your account. Nothing more has been charged. Our team has been alerted and will email you to settle the difference. Reach out to ${brand.supportEmail} at any time with questions.`,
    );
    expect(within(status).getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
  });

  it('says plainly that a refunded order was refunded, instead of the dashboard button', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await setupRegion();

    await writeOrderStatus(view.dataLayer, {
      profileDocCreated: true,
      projectDocCreated: true,
      paymentReversal: { kind: 'refunded', amount: 249500, amountCharged: 249500 },
    });

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      `This order was refunded: $2,495.00 is on its way back to your payment method. Reach out to ${brand.supportEmail} at any time with questions.`,
    );
    expect(within(status).queryByRole('link', { name: /dashboard/i })).toBeNull();
    expect(leaveIsWarned()).toBe(false);
  });

  it('says how much of a partly refunded payment went back', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await setupRegion();

    await writeOrderStatus(view.dataLayer, {
      profileDocCreated: true,
      projectDocCreated: true,
      paymentReversal: { kind: 'partially_refunded', amount: 50000, amountCharged: 249500 },
    });

    expect(screen.getByRole('status')).toHaveTextContent(
      `We refunded $500.00 of your $2,495.00 payment; it is on its way back to your payment method. Reach out to ${brand.supportEmail} at any time with questions.`,
    );
  });

  it('says plainly that a disputed payment is disputed', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await setupRegion();

    await writeOrderStatus(view.dataLayer, {
      profileDocCreated: true,
      projectDocCreated: true,
      paymentReversal: { kind: 'disputed', amount: 249500, amountCharged: 249500 },
    });

    expect(screen.getByRole('status')).toHaveTextContent(
      `Your bank has told us this payment of $2,495.00 is disputed, so your order is under review. Our team has been alerted. Reach out to ${brand.supportEmail} at any time with questions.`,
    );
  });

  it('warns on leaving while setup runs, and not once the dashboard is ready', async () => {
    const view = renderConfirmation(PAID_FULL_YARD);
    await screen.findByText(SETTING_UP);
    expect(leaveIsWarned()).toBe(true);

    await writeOrderStatus(view.dataLayer, { profileDocCreated: true });
    expect(leaveIsWarned()).toBe(true);

    await writeOrderStatus(view.dataLayer, { profileDocCreated: true, projectDocCreated: true });
    expect(leaveIsWarned()).toBe(false);
  });

  it('stops warning on leaving once the fallback message shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderConfirmation(PAID_FULL_YARD);
    await screen.findByText(SETTING_UP);
    // Under fake timers React runs the page's effects on a later tick.
    await waitFor(() => expect(leaveIsWarned()).toBe(true));

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toHaveTextContent(FALLBACK);
    expect(leaveIsWarned()).toBe(false);
  });
});

describe('an additional-revision purchase', () => {
  const ADDITIONAL_REVISION = {
    cart: cartFor({ packageKey: 'additional-revision' }),
    checkout: { checkoutEmail: 'pat@example.com' },
    payment: { paymentIntentId: 'pi_test_2', orderPrice: 29500, originalOrderPrice: 29500 },
  };

  it('has no subtitle, a Your Purchase heading and the feedback button at once', async () => {
    renderConfirmation(ADDITIONAL_REVISION);

    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(
      screen.queryByText('Please stay on this page while we set up your account'),
    ).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your Purchase' });
    expect(within(summary).getByText('Additional Revision')).toBeInTheDocument();
    expect(await priceRows()).toEqual([
      ['Subtotal', '$295.00'],
      ['Total', '$295.00'],
    ]);
    const status = screen.getByRole('status');
    expect(within(status).getByRole('link', { name: 'GIVE FEEDBACK ON DESIGN' })).toHaveAttribute(
      'href',
      '/design-feedback',
    );
    expect(status).not.toHaveTextContent(SETTING_UP);
  });

  it('does not warn on leaving', async () => {
    renderConfirmation(ADDITIONAL_REVISION);
    await screen.findByRole('link', { name: 'GIVE FEEDBACK ON DESIGN' });

    expect(leaveIsWarned()).toBe(false);
  });
});
