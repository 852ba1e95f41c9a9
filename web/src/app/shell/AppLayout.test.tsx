import { brand } from '@web/ui/brand';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AppRoutes } from '@web/app/router';

beforeEach(() => window.localStorage.clear());

describe('AppLayout', () => {
  it('has header, navigation and main landmarks, and a skip link that is the first tab stop', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/packages' });
    await screen.findByRole('heading', { level: 1, name: 'Design packages' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: `${brand.productName} website` }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink).toHaveFocus();
    await user.click(skipLink);
    expect(main).toHaveFocus();
  });

  it('shows the debug panel from debug=true on, on later visits too, until debug=false', async () => {
    const first = renderWithProviders(<AppRoutes />, { route: '/packages?debug=true' });
    expect(await screen.findByRole('complementary', { name: 'Debug' })).toBeInTheDocument();
    first.unmount();

    const later = renderWithProviders(<AppRoutes />, { route: '/packages' });
    expect(await screen.findByRole('button', { name: 'Debug' })).toBeInTheDocument();
    later.unmount();

    renderWithProviders(<AppRoutes />, { route: '/packages?debug=false' });
    await screen.findByRole('heading', { level: 1, name: 'Design packages' });
    expect(screen.queryByRole('complementary', { name: 'Debug' })).not.toBeInTheDocument();
  });

  it('has no debug panel for ordinary visitors', async () => {
    renderWithProviders(<AppRoutes />, { route: '/packages' });
    await screen.findByRole('heading', { level: 1, name: 'Design packages' });
    expect(screen.queryByRole('button', { name: 'Debug' })).not.toBeInTheDocument();
  });
});
