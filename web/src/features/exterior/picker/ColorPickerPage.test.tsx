import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { COLOR_PAGE_SIZE } from '@yardwise/domain/exterior/colors';
import {
  COLOR_OPTIONS_FETCH_FAILED,
  COLOR_REMOVE_FAILED,
  COLOR_SAVE_FAILED,
  COLOR_SELECTIONS_FETCH_FAILED,
  COLOR_SERVICE_UNREACHABLE,
} from '@yardwise/domain/exterior/messages';
import { SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { SEED_COLORS } from '@yardwise/domain/seed/colors';
import {
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PICKER_PATH,
} from '@yardwise/domain/routes/paths';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderExteriorRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import {
  ADD_COLOUR,
  CATEGORY_FILTER_LABEL,
  CHOOSE_A_COLOUR_FIRST,
  COLOURS_LABEL,
  LOAD_MORE_COLOURS,
  NO_COLOURS_YET,
  YOUR_COLOURS,
} from '@web/features/exterior/exteriorCopy';
import {
  failColorResponsesRead,
  failCommand,
  offerManyColors,
  removeAllColors,
} from './pickerTestUtils';

const DENIED = new CommandFailure('permission-denied', 'You do not have access to do that.');
const UNAVAILABLE = new CommandFailure('unavailable', 'We could not reach our servers.');

/** The picker at its route, once its lazily loaded screen has drawn. */
async function openPickerPage(prepare?: (layer: MemoryDataLayer) => void | Promise<void>) {
  const view = await renderExteriorRoute(EXTERIOR_PAINT_PICKER_PATH, prepare);
  await screen.findByRole('heading', { level: 1, name: 'Choose your colours' }, { timeout: 3000 });
  return view;
}

/** ... and once the colours are shown. */
async function openPicker(prepare?: (layer: MemoryDataLayer) => void | Promise<void>) {
  const view = await renderExteriorRoute(EXTERIOR_PAINT_PICKER_PATH, prepare);
  await screen.findByRole('list', { name: COLOURS_LABEL }, { timeout: 3000 });
  return view;
}

function swatchNames(): string[] {
  const list = screen.getByRole('list', { name: COLOURS_LABEL });
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

function yourColours() {
  return screen.getByRole('region', { name: YOUR_COLOURS });
}

async function addColour(
  view: Awaited<ReturnType<typeof openPicker>>,
  name: string,
  placement: string,
) {
  await view.user.click(screen.getByRole('button', { name }));
  await view.user.click(screen.getByRole('radio', { name: placement }));
  await view.user.click(screen.getByRole('button', { name: ADD_COLOUR }));
}

function savedChoices(layer: MemoryDataLayer) {
  return layer.store.list('colorResponses');
}

async function seedChoice(layer: MemoryDataLayer) {
  await layer.store.transaction((tx) =>
    tx.set('colorResponses', 'choice-lake-house-door', {
      userId: SAMPLE_CLIENT_UID,
      projectId: SAMPLE_PROJECT_ID,
      colorId: 'color-lake-house',
      placement: 'Door Color',
    }),
  );
}

describe('the colour picker', () => {
  it('offers every colour by name, filtered by All or one category', async () => {
    const view = await openPicker();
    const categories = [...new Set(Object.values(SEED_COLORS).map((c) => c.category))].sort(
      (a, b) => a.localeCompare(b),
    );
    const filter = screen.getByRole('group', { name: CATEGORY_FILTER_LABEL });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', ...categories]);
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(swatchNames()).toHaveLength(Object.keys(SEED_COLORS).length);

    await view.user.click(within(filter).getByRole('button', { name: 'Blues' }));
    await waitFor(() =>
      expect(swatchNames()).toEqual([
        'Coastal Haze',
        'Denim Shutter',
        'Lake House',
        'Midnight Harbor',
      ]),
    );
    expect(within(filter).getByRole('button', { name: 'Blues' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows 100 colours at a time and loads more while there are more', async () => {
    const view = await openPicker((layer) => offerManyColors(layer, COLOR_PAGE_SIZE + 20));
    expect(swatchNames()).toHaveLength(COLOR_PAGE_SIZE);

    await view.user.click(screen.getByRole('button', { name: LOAD_MORE_COLOURS }));
    await waitFor(() => expect(swatchNames()).toHaveLength(COLOR_PAGE_SIZE + 20));
    expect(swatchNames().at(-1)).toBe('Shade 120');
    expect(screen.queryByRole('button', { name: LOAD_MORE_COLOURS })).not.toBeInTheDocument();
  });

  it('adds a chosen colour where it goes, lists it by placement and removes it', async () => {
    const view = await openPicker();
    expect(within(yourColours()).getByText(NO_COLOURS_YET)).toBeVisible();

    await addColour(view, 'Lake House', 'Door Color');
    expect(screen.getByRole('button', { name: 'Lake House' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const remove = await within(yourColours()).findByRole('button', {
      name: 'Remove Lake House (Door Color)',
    });
    expect(within(yourColours()).getByRole('list', { name: 'Door Color' })).toHaveTextContent(
      'Lake House',
    );
    expect(savedChoices(view.dataLayer)).toEqual([
      expect.objectContaining({
        colorId: 'color-lake-house',
        placement: 'Door Color',
        userId: SAMPLE_CLIENT_UID,
        projectId: SAMPLE_PROJECT_ID,
      }),
    ]);

    await view.user.click(remove);
    await waitFor(() => expect(savedChoices(view.dataLayer)).toEqual([]));
    expect(await within(yourColours()).findByText(NO_COLOURS_YET)).toBeVisible();
  });

  it('asks for a colour before adding', async () => {
    const view = await openPicker();
    await view.user.click(screen.getByRole('radio', { name: 'Main Color' }));
    await view.user.click(screen.getByRole('button', { name: ADD_COLOUR }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHOOSE_A_COLOUR_FIRST);
    expect(savedChoices(view.dataLayer)).toEqual([]);
  });

  it('goes on to inspiration with Continue', async () => {
    await openPicker();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      EXTERIOR_INSPIRATION_PATH,
    );
  });
});

describe('the colour service errors', () => {
  it('treats no colours returned as an error', async () => {
    await openPickerPage(removeAllColors);
    expect(await screen.findByRole('alert')).toHaveTextContent(COLOR_OPTIONS_FETCH_FAILED);
  });

  it.each([
    ['a refusal of access', DENIED, COLOR_SERVICE_UNREACHABLE],
    ['any other failure', UNAVAILABLE, COLOR_OPTIONS_FETCH_FAILED],
  ])('says so when the colours cannot be fetched: %s', async (_case, failure, message) => {
    await openPickerPage((layer) => {
      failCommand(layer, 'listColors', failure);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['a refusal of access', DENIED, COLOR_SERVICE_UNREACHABLE],
    ['any other failure', UNAVAILABLE, COLOR_SAVE_FAILED],
  ])('says so when a colour cannot be saved: %s', async (_case, failure, message) => {
    const view = await openPicker((layer) => {
      failCommand(layer, 'createColorResponse', failure);
    });
    await addColour(view, 'Sage Garden', 'Trim Color');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(savedChoices(view.dataLayer)).toEqual([]);
  });

  it.each([
    ['a refusal of access', DENIED, COLOR_SERVICE_UNREACHABLE],
    ['any other failure', UNAVAILABLE, COLOR_REMOVE_FAILED],
  ])('says so when a colour cannot be removed: %s', async (_case, failure, message) => {
    const view = await openPicker(async (layer) => {
      await seedChoice(layer);
      failCommand(layer, 'deleteColorResponse', failure);
    });
    await view.user.click(
      within(yourColours()).getByRole('button', { name: 'Remove Lake House (Door Color)' }),
    );
    expect(await within(yourColours()).findByRole('alert')).toHaveTextContent(message);
    expect(savedChoices(view.dataLayer)).toHaveLength(1);
  });

  it.each([
    [
      'a refusal of access',
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
      COLOR_SERVICE_UNREACHABLE,
    ],
    ['any other failure', new Error('offline'), COLOR_SELECTIONS_FETCH_FAILED],
  ])('says so when the chosen colours cannot be read: %s', async (_case, error, message) => {
    await openPicker((layer) => failColorResponsesRead(layer, error));
    expect(within(yourColours()).getByRole('alert')).toHaveTextContent(message);
    expect(within(yourColours()).queryByText(NO_COLOURS_YET)).not.toBeInTheDocument();
  });
});
