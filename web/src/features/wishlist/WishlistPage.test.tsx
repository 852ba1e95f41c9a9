import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import { prepareAll, withPackage, withResponse, withState } from './data/wishListTestKit';

// Every /onboard/budget path resolves before a screen is drawn.
describe('the budget routes', () => {
  it('keeps the query string on the way from priorities to prioritize', async () => {
    const view = await renderOnboardRoute('/onboard/budget/priorities?x=1');
    await waitFor(() => expect(view.location().pathname).toBe('/onboard/budget/prioritize'));
    expect(view.location().search).toBe('?x=1');
  });

  it.each([
    ['/onboard/budget', '/onboard/budget/checklist/list'],
    ['/onboard/budget/somewhere', '/onboard/budget/checklist/list'],
    ['/onboard/budget/checklist', '/onboard/budget/checklist/list'],
    ['/onboard/budget/checklist/elsewhere', '/onboard/budget/checklist/list'],
  ])('sends %s to %s while the budget step is open', async (from, to) => {
    const view = await renderOnboardRoute(from);
    await waitFor(() => expect(view.location().pathname).toBe(to));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Element selection' }),
    ).toBeVisible();
  });

  it('sends any other budget path to complete once the budget step is complete', async () => {
    const view = await renderOnboardRoute(
      '/onboard/budget/somewhere',
      prepareAll(
        withState({ budgetStepComplete: true }),
        withResponse('patio', { priceOptionId: 'patio-price-1', yards: ['front'] }),
      ),
    );
    await waitFor(() => expect(view.location().pathname).toBe('/onboard/budget/complete'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Wish List is ready to go!' }),
    ).toBeVisible();
  });

  it.each(['/onboard/budget/checklist/list', '/onboard/budget/checklist/item/patio'])(
    'sends %s to My Yard when the package has no wish list',
    async (from) => {
      const view = await renderOnboardRoute(from, withPackage('botanical'));
      await waitFor(() => expect(view.location().pathname).toBe('/onboard/my-yard'));
    },
  );
});
