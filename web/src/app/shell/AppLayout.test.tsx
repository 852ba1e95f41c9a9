import { brand } from '../../ui/brand';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AppRoutes } from '../router';

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
});
