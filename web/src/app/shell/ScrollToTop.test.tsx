import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top when the route changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, location } = renderWithProviders(
      <>
        <ScrollToTop />
        <Link to="/packages">Packages</Link>
      </>,
      { route: '/login' },
    );
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Packages' }));

    expect(location().pathname).toBe('/packages');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
