import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { FEEDBACK_TARGET } from '@yardwise/domain/checkout/confirmationSetup';
import { CONSULTATION_TEXT, DESIGN_FEEDBACK_TEXT } from '@yardwise/domain/contact/messages';
import { DEFAULT_VERSION_ID } from '@yardwise/domain/funnel/versionChoice';
import { firstStepOf } from '@yardwise/domain/funnel/versions';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import { experienceLink } from '@web/features/checkout/confirmation/experienceLink';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { AppRoutes } from './router';

// The pages that had no destination: each link, button and redirect that led to them ends on a
// page of the app, never on "Page not found".

const NOT_FOUND = 'Page not found';

describe('pages that had no destination', () => {
  it('opens the funnel’s first step from a bare /design-profile', async () => {
    const view = renderWithProviders(<AppRoutes />, { route: '/design-profile' });

    await waitFor(() =>
      expect(view.location().pathname).toBe(`/design-profile/${firstStepOf(DEFAULT_VERSION_ID)}`),
    );
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(NOT_FOUND);
  });

  it('sends the confirmation page’s feedback button to our feedback page', async () => {
    const link = experienceLink(FEEDBACK_TARGET);
    expect(link).toEqual({ inApp: true, to: '/design-feedback' });

    renderWithProviders(<AppRoutes />, { route: '/design-feedback', signedInAs: 'sample-client' });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: DESIGN_FEEDBACK_TEXT.title },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(document.title).toContain(DESIGN_FEEDBACK_TEXT.title);
  });

  it('sends a visitor without an account from the feedback page to /login, to come back', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      route: '/design-feedback',
      signedInAs: 'anonymous',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeVisible();
    expect(view.location().state).toEqual({ from: '/design-feedback' });
  });

  it('sends an anonymous visitor of exterior design to the consultation page, and a client who logs in from there back', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    // The sample client with the exterior upgrade, so exterior design is theirs to open.
    await dataLayer.store.transaction((tx) =>
      tx.update('profiles', SAMPLE_CLIENT.uid, { exteriorUpgrade: true }),
    );
    const view = renderWithProviders(<AppRoutes />, {
      route: '/onboard/exterior-design/paint',
      dataLayer,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULTATION_TEXT.title }),
    ).toBeVisible();
    expect(view.location().pathname).toBe('/design-consultation');

    await userEvent.click(screen.getByRole('link', { name: CONSULTATION_TEXT.logIn }));
    await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login });
    expect(view.location().search).toBe('?callbackUrl=%2Fonboard%2Fexterior-design%2Fpaint');
    await userEvent.type(screen.getByRole('textbox', { name: /email/i }), SAMPLE_CLIENT.email);
    await userEvent.type(screen.getByLabelText(/^password/i), SAMPLE_CLIENT.password);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'New paint colours?' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(view.location().pathname).toBe('/onboard/exterior-design/paint');
  });

  it('still sends an anonymous visitor of other protected pages to /login', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      route: '/onboard/budget/prioritize',
      signedInAs: 'anonymous',
    });

    await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login });
    expect(view.location().pathname).toBe('/login');
  });

  it('shows the consultation page to anyone who opens it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/design-consultation' });

    expect(
      await screen.findByRole('heading', { level: 1, name: CONSULTATION_TEXT.title }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: CONSULTATION_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
