import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  ELEMENT_SELECTION_LINK,
  GO_TO_EXTERIOR_DESIGN,
  GO_TO_MY_GOALS,
  LETS_PRIORITIZE_LINK,
  WISH_LIST_READY_TITLE,
} from '@yardwise/domain/wishlist/messages';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import {
  callsOf,
  prepareAll,
  sampleResponseId,
  savedState,
  spyOnCommands,
  withExteriorUpgrade,
  withPackage,
  withResponse,
  withState,
} from '@web/features/wishlist/data/wishListTestKit';
import { EDIT_BUDGET_LINK, TALK_BUDGET_LINK } from './BudgetCompletePage';

const COMPLETE_PATH = '/onboard/budget/complete';

/** The sample client with one item on the wish list: the page is for a list that has items. */
const withPatio = withResponse('patio', { priceOptionId: 'patio-price-1', yards: ['front'] });

/** The complete page of the sample client with a wish list, after `prepare`. */
function renderComplete(...prepare: Parameters<typeof prepareAll>) {
  return renderOnboardRoute(COMPLETE_PATH, prepareAll(withPatio, ...prepare));
}

describe('"Your Wish List is ready to go!" at /onboard/budget/complete', () => {
  it('marks the budget step complete and links back to the wish list', async () => {
    let spy: ReturnType<typeof spyOnCommands> | undefined;
    const view = await renderComplete(async (dataLayer) => {
      spy = spyOnCommands(dataLayer);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: WISH_LIST_READY_TITLE }),
    ).toBeVisible();
    await waitFor(() => expect(savedState(view.dataLayer).budgetStepComplete).toBe(true));
    expect(callsOf(spy!, 'setBudgetStepComplete')).toEqual([{ complete: true }]);

    expect(screen.getByRole('link', { name: ELEMENT_SELECTION_LINK })).toHaveAttribute(
      'href',
      '/onboard/budget/checklist/list',
    );
    expect(screen.getByRole('link', { name: LETS_PRIORITIZE_LINK })).toHaveAttribute(
      'href',
      '/onboard/budget/prioritize',
    );
    expect(screen.getByRole('link', { name: TALK_BUDGET_LINK })).toHaveAttribute(
      'href',
      '/onboard/budget/checklist/phasing',
    );
  });

  it('does not mark the step again once it is complete', async () => {
    let spy: ReturnType<typeof spyOnCommands> | undefined;
    await renderComplete(withState({ budgetStepComplete: true }), async (dataLayer) => {
      spy = spyOnCommands(dataLayer);
    });
    await screen.findByRole('heading', { level: 1, name: WISH_LIST_READY_TITLE });
    expect(callsOf(spy!, 'setBudgetStepComplete')).toEqual([]);
  });

  it('goes on to My Goals for a package without exterior design', async () => {
    await renderComplete();
    expect(await screen.findByRole('link', { name: GO_TO_MY_GOALS })).toHaveAttribute(
      'href',
      '/onboard/goals',
    );
    expect(screen.queryByRole('link', { name: GO_TO_EXTERIOR_DESIGN })).toBeNull();
  });

  it('goes on to Exterior Design for a package that designs the exterior', async () => {
    const view = await renderComplete(withPackage('whole-home'));
    const next = await screen.findByRole('link', { name: GO_TO_EXTERIOR_DESIGN });
    expect(next).toHaveAttribute('href', '/onboard/exterior-design');
    expect(screen.queryByRole('link', { name: GO_TO_MY_GOALS })).toBeNull();
    await view.user.click(next);
    await waitFor(() => expect(view.location().pathname).toMatch(/^\/onboard\/exterior-design/));
  });

  it('goes on to Exterior Design for a Full Yard client who bought the exterior upgrade', async () => {
    await renderComplete(withExteriorUpgrade());
    expect(await screen.findByRole('link', { name: GO_TO_EXTERIOR_DESIGN })).toHaveAttribute(
      'href',
      '/onboard/exterior-design',
    );
    expect(screen.queryByRole('link', { name: GO_TO_MY_GOALS })).toBeNull();
  });

  it('offers to edit the budget once one is saved', async () => {
    await renderComplete(async (dataLayer) => {
      await dataLayer.commands.call('saveBudget', {
        phasing: 'no',
        allInBudget: '50000',
        phaseoneBudget: '0',
        designTarget: null,
      });
    });
    expect(await screen.findByRole('link', { name: EDIT_BUDGET_LINK })).toHaveAttribute(
      'href',
      '/onboard/budget/checklist/phasing',
    );
    expect(screen.queryByRole('link', { name: TALK_BUDGET_LINK })).toBeNull();
  });

  it('with every item deleted, says the wish list is empty and leads back to Element Selection', async () => {
    let spy: ReturnType<typeof spyOnCommands> | undefined;
    const view = await renderOnboardRoute(COMPLETE_PATH, async (dataLayer) => {
      await withPatio(dataLayer);
      await dataLayer.commands.call('deleteChecklistResponse', {
        responseId: sampleResponseId('patio'),
      });
      spy = spyOnCommands(dataLayer);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your wish list is empty' }),
    ).toBeVisible();
    expect(screen.queryByText(WISH_LIST_READY_TITLE)).toBeNull();
    expect(
      screen.getByText(
        'Choose the elements you would like for your yard in Element Selection to build your wish list again.',
      ),
    ).toBeVisible();
    const back = screen.getByRole('link', { name: 'Go to Element Selection' });
    expect(back).toHaveAttribute('href', '/onboard/budget/checklist/list');
    // Nothing to move on with: no next step, and the budget step is not marked complete.
    expect(screen.queryByRole('link', { name: GO_TO_MY_GOALS })).toBeNull();
    expect(callsOf(spy!, 'setBudgetStepComplete')).toEqual([]);
    expect(savedState(view.dataLayer).budgetStepComplete).toBe(false);
  });
});
