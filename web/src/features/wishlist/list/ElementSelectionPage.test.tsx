import { describe, expect, it } from 'vitest';
import { MONTHLY_PAYMENT_HEADING } from '@web/features/wishlist/estimate/estimateCopy';
import { screen, waitFor, within } from '@testing-library/react';
import { EXTERIOR_CHECKLIST_CATEGORIES } from '@yardwise/domain/onboarding/packageSteps';
import {
  NO_CHECKLIST_ITEMS_FOUND,
  SELECT_ITEMS_TO_CONTINUE_HINT,
  START_SELECTING_ITEMS,
} from '@yardwise/domain/wishlist/messages';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import { setViewportWidth } from '@web/testing/viewport';
import {
  callsOf,
  spyOnCommands,
  withExteriorUpgrade,
  withPackage,
  withResponse,
} from '@web/features/wishlist/data/wishListTestKit';
import { ON_YOUR_WISH_LIST } from './ChecklistItemCard';
import { CONTINUE_TO_PRIORITIZE } from './ElementSelectionPage';
import { SEE_ESTIMATE } from './MobileEstimateBar';
import { WISHLIST_MODIFICATION_BUDGET_ERROR } from '@yardwise/domain/wishlist/messages';

const LIST_PATH = '/onboard/budget/checklist/list';

// Patio "Up to 200 sq ft" is $4,000 – $9,000 a yard: in the front and back yards, $8,000 – $18,000.
const patioInTwoYards = withResponse('patio', {
  priceOptionId: 'patio-price-1',
  yards: ['front', 'back'],
});

async function withoutChecklistItems({ store }: MemoryDataLayer) {
  await store.transaction(async (tx) => {
    for (const item of store.list('checklistItems')) await tx.delete('checklistItems', item.id);
  });
}

const continueButton = () => screen.getByRole('button', { name: CONTINUE_TO_PRIORITIZE });

describe('element selection at /onboard/budget/checklist/list', () => {
  it('lists the items by category, each card opening its item page', async () => {
    const view = await renderOnboardRoute(LIST_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Element selection' }),
    ).toBeVisible();
    const plants = screen.getByRole('region', { name: 'Plants & Garden' });
    const names = within(plants)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Planting Beds', 'Lawn', 'Trees', 'Vegetable Garden']);
    const patio = within(screen.getByRole('region', { name: 'Hardscaping' })).getByRole('article', {
      name: 'Patio',
    });
    expect(within(patio).getByRole('img', { name: 'Patio' })).toBeVisible();
    expect(within(patio).getByText('A paved outdoor room for dining and lounging.')).toBeVisible();
    expect(within(patio).queryByText(ON_YOUR_WISH_LIST)).toBeNull();

    await view.user.click(within(patio).getByRole('link', { name: 'Patio' }));
    await waitFor(() =>
      expect(view.location().pathname).toBe('/onboard/budget/checklist/item/patio'),
    );
  });

  it('hides the exterior categories for a package without exterior design', async () => {
    await renderOnboardRoute(LIST_PATH);
    await screen.findByRole('region', { name: 'Hardscaping' });
    for (const category of EXTERIOR_CHECKLIST_CATEGORIES) {
      expect(screen.queryByRole('region', { name: category })).toBeNull();
    }
    expect(screen.queryByRole('article', { name: 'Roof' })).toBeNull();
  });

  it('shows the exterior categories for a package that designs the exterior', async () => {
    await renderOnboardRoute(LIST_PATH, withPackage('whole-home'));
    for (const category of EXTERIOR_CHECKLIST_CATEGORIES) {
      expect(await screen.findByRole('region', { name: category })).toBeVisible();
    }
  });

  it('shows the exterior categories to a Full Yard client who bought the exterior upgrade', async () => {
    await renderOnboardRoute(LIST_PATH, withExteriorUpgrade());
    for (const category of EXTERIOR_CHECKLIST_CATEGORIES) {
      expect(await screen.findByRole('region', { name: category })).toBeVisible();
    }
    expect(screen.getByRole('article', { name: 'Exterior Paint' })).toBeVisible();
  });

  it('keeps Continue disabled with its hint until an item is on the wish list', async () => {
    await renderOnboardRoute(LIST_PATH);
    await screen.findByRole('region', { name: 'Hardscaping' });
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(SELECT_ITEMS_TO_CONTINUE_HINT);
    expect(
      within(screen.getByRole('complementary')).getByText(START_SELECTING_ITEMS),
    ).toBeVisible();
  });

  it('marks the chosen items, estimates them beside the list and continues to prioritize', async () => {
    const view = await renderOnboardRoute(LIST_PATH, patioInTwoYards);
    const patio = await screen.findByRole('article', { name: 'Patio' });
    expect(within(patio).getByText(ON_YOUR_WISH_LIST)).toBeVisible();
    expect(screen.queryByText(SELECT_ITEMS_TO_CONTINUE_HINT)).toBeNull();
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getAllByText('$8,000 – $18,000')[0]).toBeVisible();
    expect(within(sidebar).queryByText(START_SELECTING_ITEMS)).toBeNull();
    expect(within(sidebar).getByText(MONTHLY_PAYMENT_HEADING)).toBeVisible();
    expect(
      within(sidebar).getByRole('link', { name: /Check your pre-qualified rate/ }),
    ).toBeVisible();

    await view.user.click(screen.getByRole('link', { name: CONTINUE_TO_PRIORITIZE }));
    await waitFor(() => expect(view.location().pathname).toBe('/onboard/budget/prioritize'));
  });

  it('says so when there are no checklist items', async () => {
    await renderOnboardRoute(LIST_PATH, withoutChecklistItems);
    await screen.findByRole('heading', { level: 1, name: 'Element selection' });
    expect(screen.getAllByText(NO_CHECKLIST_ITEMS_FOUND)[0]).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(continueButton()).toBeDisabled();
  });

  it('shows a banner when the estimate cannot be recalculated after a change', async () => {
    let spy: ReturnType<typeof spyOnCommands> | undefined;
    const view = await renderOnboardRoute('/onboard/budget/checklist/item/lawn', (dataLayer) => {
      spy = spyOnCommands(dataLayer, { recalculateWishListEstimate: 'Server unavailable' });
    });
    await view.user.click(await screen.findByRole('radio', { name: /^Up to 500 sq ft/ }));
    await view.user.click(await screen.findByRole('radio', { name: 'Natural Sod' }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Front Yard' }));
    await view.user.click(screen.getByRole('button', { name: 'Add to wish list' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(WISHLIST_MODIFICATION_BUDGET_ERROR);
    expect(view.location().pathname).toBe(LIST_PATH);
    await waitFor(() => expect(view.location().state).toBeNull());
    expect(callsOf(spy!, 'recalculateWishListEstimate')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(WISHLIST_MODIFICATION_BUDGET_ERROR);
    // The item is saved all the same.
    const lawn = screen.getByRole('article', { name: 'Lawn' });
    expect(within(lawn).getByText(ON_YOUR_WISH_LIST)).toBeVisible();
  });

  it('does not recalculate when opened without a change', async () => {
    let spy: ReturnType<typeof spyOnCommands> | undefined;
    await renderOnboardRoute(LIST_PATH, (dataLayer) => {
      spy = spyOnCommands(dataLayer);
    });
    await screen.findByRole('article', { name: 'Patio' });
    expect(callsOf(spy!, 'recalculateWishListEstimate')).toEqual([]);
  });

  describe('on a phone', () => {
    it('shows the estimate in a bar that opens the full estimate', async () => {
      setViewportWidth(390);
      const view = await renderOnboardRoute(LIST_PATH, patioInTwoYards);
      await screen.findByRole('article', { name: 'Patio' });
      expect(screen.queryByRole('complementary')).toBeNull();
      const bar = screen.getByRole('region', { name: 'Estimate summary' });
      expect(within(bar).getByText('$8,000 – $18,000')).toBeVisible();

      await view.user.click(within(bar).getByRole('button', { name: SEE_ESTIMATE }));
      const drawer = await screen.findByRole('dialog', { name: 'Estimate details' });
      expect(within(drawer).getAllByText('$8,000 – $18,000')[0]).toBeVisible();
      expect(within(drawer).getByText(MONTHLY_PAYMENT_HEADING)).toBeVisible();
    });

    it('asks to start selecting while the wish list is empty', async () => {
      setViewportWidth(390);
      await renderOnboardRoute(LIST_PATH);
      const bar = await screen.findByRole('region', { name: 'Estimate summary' });
      expect(within(bar).getByText(START_SELECTING_ITEMS)).toBeVisible();
    });
  });
});
