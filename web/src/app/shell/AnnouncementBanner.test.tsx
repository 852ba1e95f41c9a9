import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AppRoutes } from '@web/app/router';
import { AnnouncementBanner } from './AnnouncementBanner';

const TEXT = 'Spring planting slots are filling up';

function announce(text: string, flags = 'ANON_DISPLAY_BANNER,USER_DISPLAY_BANNER') {
  vi.stubEnv('VITE_FEATURE_FLAGS', flags);
  vi.stubEnv('VITE_ANNOUNCEMENT_BANNER_TEXT', text);
  vi.stubEnv('VITE_ANNOUNCEMENT_BANNER_BACKGROUND_COLOR', '#1f3b26');
  vi.stubEnv('VITE_ANNOUNCEMENT_BANNER_FONT_COLOR', '#fef3c7');
}

/** The banner with links to move between an onboarding page and a checkout page. */
function BannerAndLinks() {
  return (
    <>
      <AnnouncementBanner />
      <Link to="/onboard/my-yard">My Yard</Link>
      <Link to="/packages">Packages</Link>
    </>
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllEnvs());

describe('AnnouncementBanner', () => {
  it('shows a signed-in client the configured announcement above the header, and stays dismissed', async () => {
    announce(TEXT, 'USER_DISPLAY_BANNER');
    const { user, unmount } = renderWithProviders(<AppRoutes />, {
      route: '/packages',
      signedInAs: 'sample-client',
    });

    const banner = await screen.findByRole('region', { name: 'Announcement' });
    expect(banner).toHaveTextContent(TEXT);
    expect(banner).toHaveStyle({ backgroundColor: '#1f3b26', color: '#fef3c7' });
    expect(banner.compareDocumentPosition(screen.getByRole('banner'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<AppRoutes />, { route: '/packages', signedInAs: 'sample-client' });
    await screen.findByRole('heading', { level: 1, name: 'Design packages' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('shows a new announcement again after an older one was dismissed', async () => {
    announce('Old news');
    const { user, unmount } = renderWithProviders(<BannerAndLinks />, {
      route: '/packages',
      signedInAs: 'sample-client',
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    unmount();

    announce(TEXT);
    renderWithProviders(<BannerAndLinks />, { route: '/packages', signedInAs: 'sample-client' });
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent(TEXT);
  });

  it('is hidden on onboarding for signed-in users', async () => {
    announce(TEXT);
    const { user } = renderWithProviders(<BannerAndLinks />, {
      route: '/packages',
      signedInAs: 'sample-client',
    });
    await screen.findByRole('region', { name: 'Announcement' });

    await user.click(screen.getByRole('link', { name: 'My Yard' }));

    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('is hidden on non-onboarding pages for anonymous traffic', async () => {
    announce(TEXT);
    const { user } = renderWithProviders(<BannerAndLinks />, { route: '/onboard/my-yard' });
    await screen.findByRole('region', { name: 'Announcement' });

    await user.click(screen.getByRole('link', { name: 'Packages' }));

    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });

  it('needs the feature flag for the visitor’s audience', async () => {
    announce(TEXT, 'ANON_DISPLAY_BANNER');
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    renderWithProviders(<AppRoutes />, { route: '/packages', dataLayer });

    await screen.findByRole('heading', { level: 1, name: 'Design packages' });
    await waitFor(() => expect(dataLayer.auth.currentUser()?.email).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
