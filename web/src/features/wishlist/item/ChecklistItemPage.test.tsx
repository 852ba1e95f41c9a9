import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ADD_TO_WISH_LIST,
  NONE_OF_THESE_STYLES,
  NOT_SURE_OF_YARDS,
  UPDATE_WISH_LIST_ITEM,
} from '@yardwise/domain/wishlist/messages';
import { renderOnboardRoute } from '@web/testing/renderOnboardRoute';
import { drawsFocusRing } from '@web/ui/focusRingTestUtils';
import {
  callsOf,
  prepareAll,
  sampleResponseId,
  savedResponses,
  spyOnCommands,
  withExteriorUpgrade,
  withPackage,
  withResponse,
} from '@web/features/wishlist/data/wishListTestKit';
import { ON_YOUR_WISH_LIST } from '@web/features/wishlist/list/ChecklistItemCard';
import {
  CHOOSE_PRICE_RANGE,
  CHOOSE_STYLE,
  NOTES_LABEL,
  REMOVE_CONFIRM,
  REMOVE_FROM_WISH_LIST,
  WHICH_YARDS,
} from './itemCopy';

const PATIO_PAGE = '/onboard/budget/checklist/item/patio';
const LIST_PATH = '/onboard/budget/checklist/list';

const styleGroup = () => screen.queryByRole('radiogroup', { name: CHOOSE_STYLE });
const yardsGroup = () => screen.queryByRole('group', { name: WHICH_YARDS });
const saveButton = (name = ADD_TO_WISH_LIST) => screen.queryByRole('button', { name });

describe('the wish-list item flow', () => {
  it('reveals price, style, yards and notes one after the other, then adds the item', async () => {
    const view = await renderOnboardRoute(PATIO_PAGE, (dataLayer) => {
      spyOnCommands(dataLayer);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patio' })).toBeVisible();
    expect(styleGroup()).toBeNull();
    expect(saveButton()).toBeNull();

    await view.user.click(
      within(screen.getByRole('radiogroup', { name: CHOOSE_PRICE_RANGE })).getByRole('radio', {
        name: '200 to 400 sq ft $9,000 – $18,000',
      }),
    );
    const styles = await screen.findByRole('radiogroup', { name: CHOOSE_STYLE });
    expect(within(styles).getByRole('radio', { name: 'Natural Flagstone' })).toBeVisible();
    expect(yardsGroup()).toBeNull();

    await view.user.click(within(styles).getByRole('radio', { name: 'Pavers' }));
    const yards = await screen.findByRole('group', { name: WHICH_YARDS });
    // Full Yard designs every house yard: four yards and "I'm not sure".
    expect(within(yards).getAllByRole('checkbox')).toHaveLength(5);
    expect(saveButton()).toBeNull();
    expect(screen.queryByRole('textbox', { name: NOTES_LABEL })).toBeNull();

    await view.user.click(within(yards).getByRole('checkbox', { name: 'Front Yard' }));
    await view.user.click(within(yards).getByRole('checkbox', { name: 'Back Yard' }));
    await view.user.type(screen.getByRole('textbox', { name: NOTES_LABEL }), 'By the kitchen door');
    expect(screen.getByText('19 of 1,000 characters')).toBeVisible();
    await view.user.click(saveButton()!);

    await waitFor(() => expect(view.location().pathname).toBe(LIST_PATH));
    expect(savedResponses(view.dataLayer)).toEqual([
      expect.objectContaining({
        id: sampleResponseId('patio'),
        item_id: 'patio',
        price_option_id: 'patio-price-2',
        style_option_id: 'patio-style-pavers',
        front_yard: true,
        back_yard: true,
        left_yard: false,
        right_yard: false,
        context: 'By the kitchen door',
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Patio' });
    expect(within(card).getByText(ON_YOUR_WISH_LIST)).toBeVisible();
  });

  it('recalculates the estimate once on returning to the list, and clears the flag', async () => {
    let spy: ReturnType<typeof spyOnCommands> | undefined;
    const view = await renderOnboardRoute(
      '/onboard/budget/checklist/item/irrigation',
      (dataLayer) => {
        spy = spyOnCommands(dataLayer);
      },
    );
    await view.user.click(await screen.findByRole('radio', { name: /^Drip for a few beds/ }));
    await view.user.click(await screen.findByRole('checkbox', { name: NOT_SURE_OF_YARDS }));
    await view.user.click(saveButton()!);

    await waitFor(() => expect(view.location().pathname).toBe(LIST_PATH));
    await waitFor(() => expect(callsOf(spy!, 'recalculateWishListEstimate')).toEqual([{}]));
    await waitFor(() => expect(view.location().state).toBeNull());
    expect(callsOf(spy!, 'recalculateWishListEstimate')).toEqual([{}]);
    const project = view.dataLayer.store.read('projects', 'project-sample-client');
    expect(project?.wishListEstimate?.wishList).toEqual({ low: 80_000, high: 250_000 });
  });

  it('adds a home-exterior item for a Full Yard client who bought the exterior upgrade', async () => {
    const view = await renderOnboardRoute(
      '/onboard/budget/checklist/item/exterior-paint',
      withExteriorUpgrade(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Exterior Paint' })).toBeVisible();
    await view.user.click(screen.getByRole('radio', { name: /^Trim and door only/ }));
    await view.user.click(await screen.findByRole('radio', { name: NONE_OF_THESE_STYLES }));
    await view.user.click(await screen.findByRole('checkbox', { name: NOT_SURE_OF_YARDS }));
    await view.user.click(saveButton()!);

    await waitFor(() => expect(view.location().pathname).toBe(LIST_PATH));
    expect(savedResponses(view.dataLayer)).toEqual([
      expect.objectContaining({ item_id: 'exterior-paint', style_option_id: null }),
    ]);
  });

  it('skips the style step for an item without styles', async () => {
    const view = await renderOnboardRoute('/onboard/budget/checklist/item/irrigation');
    await view.user.click(await screen.findByRole('radio', { name: /^Drip for a few beds/ }));
    expect(await screen.findByRole('group', { name: WHICH_YARDS })).toBeVisible();
    expect(styleGroup()).toBeNull();
  });

  it('rings the price and style cards that keyboard focus is on', async () => {
    const view = await renderOnboardRoute(PATIO_PAGE);
    const prices = await screen.findByRole('radiogroup', { name: CHOOSE_PRICE_RANGE });
    const [firstPrice, secondPrice] = within(prices).getAllByRole('radio');
    act(() => screen.getByRole('link', { name: 'Back' }).focus());
    await view.user.tab();
    expect(firstPrice).toHaveFocus();
    expect(firstPrice!.closest('label')).toHaveAttribute('data-focus-visible');
    expect(drawsFocusRing(firstPrice!.closest('label')!)).toBe(true);
    expect(secondPrice!.closest('label')).not.toHaveAttribute('data-focus-visible');

    await view.user.keyboard(' ');
    const styles = await screen.findByRole('radiogroup', { name: CHOOSE_STYLE });
    await view.user.tab();
    const firstStyle = within(styles).getAllByRole('radio')[0]!;
    expect(firstStyle).toHaveFocus();
    expect(firstStyle.closest('label')).toHaveAttribute('data-focus-visible');
    expect(drawsFocusRing(firstStyle.closest('label')!)).toBe(true);
  });

  it('has no yard step for the single-yard package and saves the item as not sure', async () => {
    const view = await renderOnboardRoute(PATIO_PAGE, withPackage('small-space'));
    await view.user.click(await screen.findByRole('radio', { name: /^Up to 200 sq ft/ }));
    await view.user.click(await screen.findByRole('radio', { name: NONE_OF_THESE_STYLES }));
    expect(await screen.findByRole('textbox', { name: NOTES_LABEL })).toBeVisible();
    expect(yardsGroup()).toBeNull();
    await view.user.click(saveButton()!);

    await waitFor(() => expect(savedResponses(view.dataLayer)).toHaveLength(1));
    expect(savedResponses(view.dataLayer)[0]).toMatchObject({
      price_option_id: 'patio-price-1',
      style_option_id: null,
      front_yard: false,
      back_yard: false,
      left_yard: false,
      right_yard: false,
    });
  });

  it('offers only the yards of a front package, and "I\'m not sure" clears the chosen ones', async () => {
    const view = await renderOnboardRoute(PATIO_PAGE, withPackage('front-yard'));
    await view.user.click(await screen.findByRole('radio', { name: /^Up to 200 sq ft/ }));
    await view.user.click(await screen.findByRole('radio', { name: NONE_OF_THESE_STYLES }));
    const yards = await screen.findByRole('group', { name: WHICH_YARDS });
    expect(within(yards).queryByRole('checkbox', { name: 'Back Yard' })).toBeNull();

    const front = within(yards).getByRole('checkbox', { name: 'Front Yard' });
    const notSure = within(yards).getByRole('checkbox', { name: NOT_SURE_OF_YARDS });
    await view.user.click(front);
    expect(front).toBeChecked();
    await view.user.click(notSure);
    expect(notSure).toBeChecked();
    expect(front).not.toBeChecked();
    // The save button stays while an answer is given, and goes when none is.
    expect(saveButton()).toBeVisible();
    await view.user.click(notSure);
    expect(saveButton()).toBeNull();
  });

  it('opens a saved item with its answers, updates it and returns to the review', async () => {
    const view = await renderOnboardRoute(
      `${PATIO_PAGE}?back=review`,
      withResponse('patio', {
        priceOptionId: 'patio-price-1',
        styleOptionId: 'patio-style-gravel',
        yards: ['back'],
        context: 'Shade in the afternoon',
      }),
    );
    expect(await screen.findByRole('radio', { name: /^Up to 200 sq ft/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Gravel' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Back Yard' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: NOTES_LABEL })).toHaveValue(
      'Shade in the afternoon',
    );
    expect(saveButton(ADD_TO_WISH_LIST)).toBeNull();

    await view.user.click(screen.getByRole('radio', { name: /^Over 400 sq ft/ }));
    await view.user.click(saveButton(UPDATE_WISH_LIST_ITEM)!);

    await waitFor(() => expect(view.location().pathname).toBe('/onboard/budget/review'));
    expect(savedResponses(view.dataLayer)).toEqual([
      expect.objectContaining({ price_option_id: 'patio-price-3', back_yard: true, order: 1 }),
    ]);
  });

  it('removes a saved item after confirmation and returns to the complete page', async () => {
    const view = await renderOnboardRoute(
      `${PATIO_PAGE}?back=complete`,
      prepareAll(
        withResponse('patio', { priceOptionId: 'patio-price-1', yards: ['front'] }),
        withResponse('deck', { priceOptionId: 'deck-price-1', yards: ['back'], order: 2 }),
      ),
    );
    await view.user.click(await screen.findByRole('button', { name: REMOVE_FROM_WISH_LIST }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Patio from your wish list?',
    });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(savedResponses(view.dataLayer)).toHaveLength(2);

    await view.user.click(screen.getByRole('button', { name: REMOVE_FROM_WISH_LIST }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: REMOVE_CONFIRM }),
    );
    await waitFor(() => expect(view.location().pathname).toBe('/onboard/budget/complete'));
    expect(savedResponses(view.dataLayer).map((response) => response.item_id)).toEqual(['deck']);
  });

  it('shows a failed save and keeps the answers', async () => {
    const view = await renderOnboardRoute(
      '/onboard/budget/checklist/item/irrigation',
      (dataLayer) => {
        spyOnCommands(dataLayer, { createChecklistResponse: 'We could not save that.' });
      },
    );
    await view.user.click(await screen.findByRole('radio', { name: /^Drip for a few beds/ }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Left Side Yard' }));
    await view.user.click(saveButton()!);

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save that.');
    expect(view.location().pathname).toBe('/onboard/budget/checklist/item/irrigation');
    expect(screen.getByRole('radio', { name: /^Drip for a few beds/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Left Side Yard' })).toBeChecked();
    expect(savedResponses(view.dataLayer)).toEqual([]);
  });

  it('has a Back link to the page it returns to', async () => {
    await renderOnboardRoute(`${PATIO_PAGE}?back=complete`);
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/onboard/budget/complete',
    );
  });

  it.each([
    ['an unknown item', '/onboard/budget/checklist/item/no-such-item'],
    ['an item the package hides', '/onboard/budget/checklist/item/roof'],
  ])('sends %s to the list', async (_case, path) => {
    const view = await renderOnboardRoute(path);
    await waitFor(() => expect(view.location().pathname).toBe(LIST_PATH));
  });
});
