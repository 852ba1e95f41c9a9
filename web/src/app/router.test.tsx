import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { DESIGN_FEEDBACK_TEXT } from '@yardwise/domain/contact/messages';
import { brand } from '@web/ui/brand';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AppRoutes } from './router';

describe('app routes', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`Page not found | ${brand.productName}`);
  });

  it('redirects / to /onboard/my-yard, keeping the query string', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      route: '/?promo=SPRING',
      signedInAs: 'sample-client',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Yard' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/onboard/my-yard');
    expect(view.location().search).toBe('?promo=SPRING');
  });

  it("opens the design feedback page from the older app's /tracker/finalize links", async () => {
    const view = renderWithProviders(<AppRoutes />, {
      route: '/tracker/finalize?ref=email',
      signedInAs: 'sample-client',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: DESIGN_FEEDBACK_TEXT.title }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/design-feedback');
    expect(view.location().search).toBe('?ref=email');
  });

  it('asks a visitor to sign in before the feedback page an old /tracker/finalize link opens', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      route: '/tracker/finalize',
      signedInAs: 'anonymous',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeInTheDocument();
    expect(view.location().state).toEqual({ from: '/design-feedback' });
  });

  it('sends an anonymous visitor from a protected route to /login, keeping the query string and origin', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      route: '/onboard/budget/prioritize?a=1',
      signedInAs: 'anonymous',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    expect(view.location().search).toBe('?a=1');
    expect(view.location().state).toEqual({ from: '/onboard/budget/prioritize' });
  });

  it('shows the onboarding page to a signed-in client', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/onboard/my-yard/front/upload',
      signedInAs: 'sample-client',
    });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Front Yard: photos and videos' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Front Yard: photos and videos | ${brand.productName}`);
  });

  it('shows a loader, not the login redirect, while the session is not known yet', async () => {
    const dataLayer = createMemoryDataLayer();
    vi.spyOn(dataLayer.auth, 'onUserChanged').mockReturnValue(() => undefined);
    const view = renderWithProviders(<AppRoutes />, { route: '/onboard/my-yard', dataLayer });

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(view.location().pathname).toBe('/onboard/my-yard');
  });

  it('signs the user out on /force-logout and goes to /', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    const signOut = vi.spyOn(dataLayer.auth, 'signOut');
    const view = renderWithProviders(<AppRoutes />, { route: '/force-logout', dataLayer });

    // / leads to the protected yard overview, which now sends the signed-out visitor to login.
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeInTheDocument();
    expect(view.location().state).toEqual({ from: '/onboard/my-yard' });
    expect(signOut).toHaveBeenCalled();
  });

  it('shows the package list on /packages', async () => {
    renderWithProviders(<AppRoutes />, { route: '/packages' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design packages' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Choose Full Yard' })).toBeInTheDocument();
  });

  it("sends a visitor holding the dashboard's access-token cookie to the dashboard login", async () => {
    vi.stubEnv('VITE_DASHBOARD_LOGIN_URL', 'https://dashboard.example.com/login');
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    document.cookie = 'access_token=token-1; path=/';
    try {
      renderWithProviders(<AppRoutes />, { route: '/onboard/my-yard', signedInAs: 'anonymous' });
      await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
      const target = new URL(replace.mock.calls[0]![0] as string);
      expect(`${target.origin}${target.pathname}`).toBe('https://dashboard.example.com/login');
      expect(target.searchParams.get('callbackUrl')).toBeTruthy();
    } finally {
      document.cookie = 'access_token=; path=/; max-age=0';
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
  });
});
