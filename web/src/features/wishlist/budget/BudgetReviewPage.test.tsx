import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { V1_ONLY_TAG } from '@yardwise/domain/checkout/v1OnlyTag';
import { GOALS_PATH } from '@yardwise/domain/routes/paths';
import { SAMPLE_CLIENT, SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { START_SELECTING_ITEMS } from '@yardwise/domain/wishlist/messages';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute, type OnboardRouteResult } from '@web/testing/renderOnboardRoute';
import { SPEC_LINE, responseIdOf, seedWishList } from './seedWishList';

const REVIEW = '/onboard/budget/review';
const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT.uid);

/** Planting Beds (SPEC_LINE) on the wish list and a phased budget, saved as the form saves it. */
async function prepareReview(dataLayer: MemoryDataLayer) {
  await seedWishList(dataLayer, [SPEC_LINE]);
  await dataLayer.commands.call('saveBudget', {
    phasing: 'yes',
    allInBudget: '45000',
    phaseoneBudget: '20000',
    designTarget: 'phaseOne',
  });
}

async function openReview(prepare = prepareReview) {
  const view = await renderOnboardRoute(REVIEW, prepare);
  await screen.findByRole('heading', { level: 1, name: 'Review your budget' });
  await screen.findByRole('region', { name: 'Your budget' });
  return view;
}

/** The value shown for a saved answer. */
function answerTo(question: string): string | null | undefined {
  return screen.getByText(question, { selector: 'dt' }).nextElementSibling?.textContent;
}

/**
 * Chooses a line's option by keyboard, as a screen-reader user would: the menu button opens with
 * Enter on its first option, the arrow keys move, Enter chooses. (jsdom's clicks carry no pointer
 * type, so the menu takes them for a screen reader's and would not follow the mouse.)
 */
async function chooseOption(
  user: OnboardRouteResult['user'],
  itemName: string,
  option: 'Edit' | 'Delete',
) {
  screen.getByRole('button', { name: `Options for ${itemName}` }).focus();
  await user.keyboard('{Enter}');
  // The menu opens on its first option; move only once it is there.
  const highlighted = (name: string) =>
    waitFor(() =>
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('data-highlighted'),
    );
  await highlighted('Edit');
  if (option === 'Delete') {
    await user.keyboard('{ArrowDown}');
    await highlighted('Delete');
  }
  await user.keyboard('{Enter}');
}

describe('Review your budget', () => {
  it('shows the saved budget answers in whole dollars, with a way to edit them', async () => {
    await openReview();
    expect(answerTo('Do you plan to build your project in phases?')).toBe('Yes');
    expect(answerTo('Total (all-in) budget')).toBe('$45,000');
    expect(answerTo('First phase budget')).toBe('$20,000');
    expect(answerTo('Which budget should we design for?')).toBe('Design for my first phase budget');
    expect(screen.getByRole('link', { name: 'Edit budget' })).toHaveAttribute(
      'href',
      '/onboard/budget/checklist/phasing',
    );
  });

  it('links to the budget questions while no budget is saved', async () => {
    await openReview((layer) => seedWishList(layer, [SPEC_LINE]));
    expect(screen.getByText(/You have not told us your budget yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer the budget questions' })).toHaveAttribute(
      'href',
      '/onboard/budget/checklist/phasing',
    );
  });

  it('shows the estimate and the monthly payment of the wish list', async () => {
    await openReview();
    const estimate = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(estimate).getAllByText('$4,000 – $10,000').length).toBeGreaterThan(0);
    expect(within(estimate).getByText('$4,400 – $12,000')).toBeInTheDocument();
    const financing = screen.getByRole('region', { name: 'Estimated monthly payment' });
    expect(within(financing).getByText(/\$90 – \$315/)).toBeInTheDocument();
  });

  it('edits a line item on its page, which returns to the review', async () => {
    const { user, location } = await openReview();
    const wishList = screen.getByRole('region', { name: 'Your wish list' });
    expect(within(wishList).getByText('Planting Beds')).toBeInTheDocument();
    expect(
      within(wishList).getByRole('button', { name: 'Options for Planting Beds' }),
    ).toBeInTheDocument();
    await chooseOption(user, 'Planting Beds', 'Edit');

    await waitFor(() =>
      expect(`${location().pathname}${location().search}`).toBe(
        '/onboard/budget/checklist/item/planting-beds?back=review',
      ),
    );
  });

  it('deletes a line item after a confirmation', async () => {
    const { user, dataLayer } = await openReview();
    await chooseOption(user, 'Planting Beds', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Planting Beds');
    expect(dataLayer.store.read('checklistResponses', responseIdOf('planting-beds'))).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(
        dataLayer.store.read('checklistResponses', responseIdOf('planting-beds')),
      ).toBeUndefined(),
    );
    expect(await screen.findByText('Your wish list is empty.')).toBeInTheDocument();
    expect(screen.getByText(START_SELECTING_ITEMS)).toBeInTheDocument();
    // No monthly payment without an amount, and a way back to adding items.
    expect(screen.queryByRole('region', { name: 'Estimated monthly payment' })).toBeNull();
    expect(screen.queryByText('Estimated monthly payment')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Element Selection' })).toHaveAttribute(
      'href',
      '/onboard/budget/checklist/list',
    );
    // The stored estimate follows the wish list.
    await waitFor(() =>
      expect(dataLayer.store.read('projects', SAMPLE_PROJECT_ID)?.wishListEstimate?.allIn).toEqual({
        low: 0,
        high: 0,
      }),
    );
  });

  it('keeps the line item when the deletion is cancelled', async () => {
    const { user, dataLayer } = await openReview();
    await chooseOption(user, 'Planting Beds', 'Delete');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dataLayer.store.read('checklistResponses', responseIdOf('planting-beds'))).toBeDefined();
  });

  it('CONFIRM sets the current step to Budget and opens the wish list', async () => {
    const { user, dataLayer, location } = await openReview();
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));

    await waitFor(() =>
      expect(dataLayer.store.read('onboardStates', STATE_ID)?.currentStep).toBe('Budget'),
    );
    // /onboard/budget resolves to the list while the budget step is not complete.
    await waitFor(() => expect(location().pathname).toBe('/onboard/budget/checklist/list'));
  });

  it('CONFIRM opens the completed wish list once the budget step is complete', async () => {
    const { user, location } = await openReview(async (layer) => {
      await prepareReview(layer);
      await layer.commands.call('setBudgetStepComplete', { complete: true });
    });
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(location().pathname).toBe('/onboard/budget/complete'));
  });

  it('CONFIRM in the older (V1-ONLY) flow sets the current step to Goals and opens that page', async () => {
    const { user, dataLayer, location } = await openReview(async (layer) => {
      await prepareReview(layer);
      await layer.store.transaction(async (tx) => {
        const project = await tx.get('projects', SAMPLE_PROJECT_ID);
        await tx.set('projects', SAMPLE_PROJECT_ID, { ...project!, tags: [V1_ONLY_TAG] });
      });
    });
    await user.click(screen.getByRole('button', { name: 'CONFIRM' }));

    await waitFor(() =>
      expect(dataLayer.store.read('onboardStates', STATE_ID)?.currentStep).toBe('Goals'),
    );
    await waitFor(() => expect(location().pathname).toBe(GOALS_PATH));
  });
});
