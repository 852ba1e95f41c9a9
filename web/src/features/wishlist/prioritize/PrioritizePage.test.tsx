import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { SAMPLE_CLIENT, SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { BUDGET_INTENT_ERROR, BUDGET_INTENT_REQUIRED } from '@yardwise/domain/wishlist/messages';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import {
  SPEC_LINE,
  savedOrder,
  seedWishList,
  type SeedLine,
} from '@web/features/wishlist/budget/seedWishList';
import { REORDER_INSTRUCTIONS } from './prioritizeCopy';

const PRIORITIZE = '/onboard/budget/prioritize';
const SAMPLE_STATE_ID = onboardStateIdFor(SAMPLE_CLIENT.uid);
const NAMES = ['Planting Beds', 'Lawn', 'Trees'];

const THREE_ITEMS: SeedLine[] = [
  SPEC_LINE,
  { itemId: 'lawn', priceOptionId: 'lawn-price-1', yards: ['front'] },
  { itemId: 'trees', priceOptionId: 'trees-price-1', yards: ['back'] },
];

/**
 * jsdom lays nothing out; the keyboard moves items by their positions on screen, so the rows
 * are given one: stacked 64 px apart in their order on the page.
 */
function layOutRowsInAColumn() {
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = [...document.querySelectorAll('[data-testid="priority-row"]')].indexOf(this);
    if (index === -1) return measure.call(this);
    const top = index * 64;
    return DOMRect.fromRect({ x: 0, y: top, width: 320, height: 56 });
  });
}

/** The items' names in the order the rows are shown. */
function rowNames(): (string | undefined)[] {
  return screen
    .getAllByTestId('priority-row')
    .map((row) => NAMES.find((name) => within(row).queryByText(name)));
}

/** Makes one command fail as the server would refuse it; the others run as usual. */
function failCommand(dataLayer: MemoryDataLayer, name: string) {
  const call = dataLayer.commands.call.bind(dataLayer.commands);
  vi.spyOn(dataLayer.commands, 'call').mockImplementation(((command: string, input: never) =>
    command === name
      ? Promise.reject(new CommandFailure('unavailable', 'The service is unavailable.'))
      : call(command as never, input)) as typeof dataLayer.commands.call);
}

afterEach(() => vi.restoreAllMocks());

describe("Let's Prioritize!", () => {
  it('lists the wish list in priority order, each with a labelled drag handle', async () => {
    await renderOnboardRoute(PRIORITIZE, (layer) => seedWishList(layer, THREE_ITEMS));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's Prioritize!" }),
    ).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Reorder Planting Beds' });
    expect(screen.getByRole('list', { name: 'Your priorities' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Planting Beds', 'Lawn', 'Trees']);
    const handle = screen.getByRole('button', { name: 'Reorder Lawn' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    // The drag library mounts its screen-reader instructions after the list.
    await waitFor(() => expect(handle).toHaveAccessibleDescription(REORDER_INSTRUCTIONS));
  });

  it('moves an item down by keyboard and saves the new order', async () => {
    layOutRowsInAColumn();
    const { user, dataLayer } = await renderOnboardRoute(PRIORITIZE, (layer) =>
      seedWishList(layer, THREE_ITEMS),
    );
    const handle = await screen.findByRole('button', { name: 'Reorder Planting Beds' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(savedOrder(dataLayer)).toEqual(['lawn', 'planting-beds', 'trees']));
    expect(rowNames()).toEqual(['Lawn', 'Planting Beds', 'Trees']);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Planting Beds dropped at position 2 of 3.')).toBeInTheDocument();
  });

  it('puts the saved order back and says why when the new order cannot be saved', async () => {
    layOutRowsInAColumn();
    const { user, dataLayer } = await renderOnboardRoute(PRIORITIZE, (layer) =>
      seedWishList(layer, THREE_ITEMS),
    );
    failCommand(dataLayer, 'updateResponseOrder');
    const handle = await screen.findByRole('button', { name: 'Reorder Lawn' });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');

    expect(await screen.findByText('The service is unavailable.')).toHaveAttribute('role', 'alert');
    expect(rowNames()).toEqual(['Planting Beds', 'Lawn', 'Trees']);
    expect(savedOrder(dataLayer)).toEqual(['planting-beds', 'lawn', 'trees']);
  });

  it('offers the three budget intents with the amount each comes to in the all-in range', async () => {
    await renderOnboardRoute(PRIORITIZE, (layer) => seedWishList(layer, [SPEC_LINE]));
    const question = await screen.findByRole('radiogroup', {
      name: 'How much of the estimate would you like to spend?',
    });
    // All-in $4,400 – $12,000: 25 %, 40 % and 70 % of the way, rounded down to $100.
    expect(within(question).getByText('All-in estimate: $4,400 – $12,000')).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: '25% — $6,300' })).not.toBeChecked();
    expect(within(question).getByRole('radio', { name: '40% — $7,400' })).toBeInTheDocument();
    expect(within(question).getByRole('radio', { name: '70% — $9,700' })).toBeInTheDocument();
  });

  it('chooses again the intent saved before', async () => {
    await renderOnboardRoute(PRIORITIZE, async (layer) => {
      await seedWishList(layer, [SPEC_LINE]);
      await layer.store.transaction((tx) =>
        tx.update('projects', SAMPLE_PROJECT_ID, { clientBudgetIntent: 40 }),
      );
    });
    expect(await screen.findByRole('radio', { name: '40% — $7,400' })).toBeChecked();
  });

  it('asks for an intent before submitting', async () => {
    const { user, dataLayer } = await renderOnboardRoute(PRIORITIZE, (layer) =>
      seedWishList(layer, [SPEC_LINE]),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit my wish list' }));
    const required = await screen.findByText(BUDGET_INTENT_REQUIRED);
    expect(required).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-describedby', required.id);
    expect(dataLayer.store.read('projects', SAMPLE_PROJECT_ID)?.clientBudgetIntent).toBeUndefined();
  });

  it('shows the intent error above the question when it cannot be submitted', async () => {
    const { user, dataLayer, location } = await renderOnboardRoute(PRIORITIZE, (layer) =>
      seedWishList(layer, [SPEC_LINE]),
    );
    failCommand(dataLayer, 'submitBudgetIntent');
    await user.click(await screen.findByRole('radio', { name: '25% — $6,300' }));
    await user.click(screen.getByRole('button', { name: 'Submit my wish list' }));

    const error = await screen.findByText(BUDGET_INTENT_ERROR);
    expect(error).toHaveAttribute('role', 'alert');
    const question = screen.getByRole('radiogroup');
    expect(error.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(location().pathname).toBe(PRIORITIZE);
  });

  it('saves the intent, records the submitted plans and opens the completed wish list', async () => {
    const { user, dataLayer, location } = await renderOnboardRoute(PRIORITIZE, (layer) =>
      seedWishList(layer, [SPEC_LINE]),
    );
    await user.click(await screen.findByRole('radio', { name: '70% — $9,700' }));
    await user.click(screen.getByRole('button', { name: 'Submit my wish list' }));

    await waitFor(() => expect(location().pathname).toBe('/onboard/budget/complete'));
    expect(dataLayer.store.read('projects', SAMPLE_PROJECT_ID)?.clientBudgetIntent).toBe(70);
    expect(dataLayer.store.read('onboardStates', SAMPLE_STATE_ID)?.submittedInstallationPlans).toBe(
      true,
    );
  });

  it('sends an empty wish list to Element Selection', async () => {
    await renderOnboardRoute(PRIORITIZE);
    const link = await screen.findByRole('link', { name: 'Element Selection' });
    expect(link).toHaveAttribute('href', '/onboard/budget/checklist/list');
    expect(screen.queryByRole('button', { name: 'Submit my wish list' })).not.toBeInTheDocument();
  });
});
