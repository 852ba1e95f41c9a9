import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { DebugPanel } from './DebugPanel';

const persisted = {
  state: {
    cart: { packageKey: 'premium', lotSize: 'standard' },
    payment: {
      paymentIntentId: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
      note: 'pi_456_secret_def',
    },
  },
  version: 1,
};

/** The value listed under a label (the <dd> after its <dt>). */
function detail(label: string) {
  return within(screen.getByRole('complementary', { name: 'Debug' })).getByText(label)
    .nextElementSibling;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
});

describe('DebugPanel', () => {
  it('opens from its Debug button to show the backend, user, page, funnel version and checkout state', async () => {
    window.localStorage.setItem('yardwise.checkout', JSON.stringify(persisted));
    document.cookie = `${TEST_VERSION_COOKIE}=v3; path=/`;
    const { user } = renderWithProviders(<DebugPanel />, {
      route: '/purchase?package=premium&debug=true',
      signedInAs: 'sample-client',
    });
    const toggle = screen.getByRole('button', { name: 'Debug' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Checkout state')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(detail('Data backend')).toHaveTextContent('memory');
    expect(detail('Anonymous')).toHaveTextContent('no');
    expect(detail('Email')).toHaveTextContent('client@yardwise.example');
    expect(detail('Page')).toHaveTextContent('/purchase?package=premium&debug=true');
    expect(detail('Funnel version')).toHaveTextContent('v3');
    const state = screen.getByRole('region', { name: 'Checkout state' });
    expect(state).toHaveTextContent('"packageKey": "premium"');
    expect(state).toHaveTextContent('"paymentIntentId": "pi_123"');
  });

  it('never shows a client secret', async () => {
    window.localStorage.setItem('yardwise.checkout', JSON.stringify(persisted));
    const { user } = renderWithProviders(<DebugPanel />, { route: '/purchase' });

    await user.click(screen.getByRole('button', { name: 'Debug' }));

    const state = screen.getByRole('region', { name: 'Checkout state' });
    expect(state).toHaveTextContent('"note": "[hidden]"');
    expect(state).not.toHaveTextContent(/clientSecret|_secret_/);
  });

  it('says when no checkout is stored, and works from the keyboard', async () => {
    const { user } = renderWithProviders(<DebugPanel />, { route: '/packages' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Debug' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('region', { name: 'Checkout state' })).toHaveTextContent(
      'Nothing stored',
    );
  });
});
