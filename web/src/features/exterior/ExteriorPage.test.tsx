import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { CONSULTATION_PATH } from '@yardwise/domain/routes/paths';
import { renderExteriorRoute } from '@web/testing/renderOnboardRoute';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { ExteriorPage } from './ExteriorPage';

describe('the exterior design routes', () => {
  it('sends an anonymous visitor to our design-consultation page', async () => {
    const view = renderWithProviders(<ExteriorPage title="New paint colours?" />, {
      route: '/onboard/exterior-design/paint',
      signedInAs: 'anonymous',
    });

    await waitFor(() => expect(view.location().pathname).toBe(CONSULTATION_PATH));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends any other exterior path to the quiz at /onboard/exterior-design/', async () => {
    const view = await renderExteriorRoute('/onboard/exterior-design/colours');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: SIDEBAR_LABELS['exterior-design'] },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(view.location().pathname).toBe('/onboard/exterior-design/');
  });

  it.each([
    ['/onboard/exterior-design', SIDEBAR_LABELS['exterior-design']],
    ['/onboard/exterior-design/paint', 'New paint colours?'],
    ['/onboard/exterior-design/paint/picker', 'Choose your colours'],
    ['/onboard/exterior-design/inspiration', SIDEBAR_LABELS.inspiration],
  ])('draws %s titled "%s" for a signed-in client', async (route, title) => {
    const view = await renderExteriorRoute(route);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 3000 }),
    ).toBeVisible();
    expect(view.location().pathname).toBe(route);
  });
});
