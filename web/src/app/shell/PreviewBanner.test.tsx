import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { AppRoutes } from '@web/app/router';

describe('PreviewBanner', () => {
  it('labels the preview and signs in the sample client, returning to the page that needed it', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const { user, location } = renderWithProviders(<AppRoutes />, {
      route: '/onboard/my-yard?a=1',
      dataLayer,
    });

    expect(await screen.findByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Preview: sample data in your browser, nothing is saved',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeInTheDocument();
    const viewingAs = await screen.findByRole('combobox', { name: 'Viewing as' });
    expect(viewingAs).toHaveValue('visitor');

    await user.selectOptions(viewingAs, 'Sample client (signed in)');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Yard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/onboard/my-yard');
    expect(location().search).toBe('?a=1');
    expect(dataLayer.auth.currentUser()?.email).toBe('client@yardwise.example');
    expect(viewingAs).toHaveValue('sample-client');
  });

  it('signs out to a visitor, who is then signed in anonymously again', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    const { user } = renderWithProviders(<AppRoutes />, { route: '/onboard/my-yard', dataLayer });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Yard' })).toBeInTheDocument();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Viewing as' }),
      'Visitor',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_STEP_HEADINGS.login }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dataLayer.auth.currentUser()?.isAnonymous).toBe(true));
  });

  it('names an account made in the preview instead of calling it the sample client', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
    renderWithProviders(<AppRoutes />, { route: '/packages', dataLayer });
    const viewingAs = await screen.findByRole('combobox', { name: 'Viewing as' });

    await act(() => dataLayer.auth.createAccountWithEmail('ana@example.com', 'garden-path-7'));

    await waitFor(() => expect(viewingAs).toHaveValue('account'));
    expect(screen.getByRole('option', { name: 'ana@example.com' })).toBeInTheDocument();
  });

  it('is not shown with the real backend', async () => {
    const dataLayer = { ...createMemoryDataLayer(), kind: 'firebase' as const };
    renderWithProviders(<AppRoutes />, { route: '/packages', dataLayer });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design packages' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
