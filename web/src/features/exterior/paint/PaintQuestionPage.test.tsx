import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PATH,
  EXTERIOR_PAINT_PICKER_PATH,
} from '@yardwise/domain/routes/paths';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderExteriorRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import { PAINT_QUESTION } from '@web/features/exterior/exteriorCopy';

/** The page at its route, once its lazily loaded screen has drawn. */
async function openPaint(prepare?: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderExteriorRoute(EXTERIOR_PAINT_PATH, prepare);
  await screen.findByRole('heading', { level: 1, name: 'New paint colours?' }, { timeout: 3000 });
  return view;
}

function paintDesired(layer: MemoryDataLayer) {
  return layer.store.read('profiles', SAMPLE_CLIENT_UID)?.exteriorPaintDesired;
}

function answered(exteriorPaintDesired: boolean) {
  return (layer: MemoryDataLayer) =>
    layer.store.transaction((tx) =>
      tx.update('profiles', SAMPLE_CLIENT_UID, { exteriorPaintDesired }),
    );
}

describe('the paint question', () => {
  it('asks whether the client would like new exterior paint colours, nothing pressed yet', async () => {
    await openPaint();
    const question = screen.getByRole('group', { name: PAINT_QUESTION });
    expect(question).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Yes sets exteriorPaintDesired true and opens the colour picker', async () => {
    const view = await openPaint();
    await view.user.click(screen.getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(view.location().pathname).toBe(EXTERIOR_PAINT_PICKER_PATH));
    expect(paintDesired(view.dataLayer)).toBe(true);
  });

  it('No sets exteriorPaintDesired false and goes on to inspiration', async () => {
    const view = await openPaint(answered(true));
    await view.user.click(screen.getByRole('button', { name: 'No' }));

    await waitFor(() => expect(view.location().pathname).toBe(EXTERIOR_INSPIRATION_PATH));
    expect(paintDesired(view.dataLayer)).toBe(false);
  });

  it('shows the answer given before as pressed', async () => {
    await openPaint(answered(false));
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stays and says why when the answer could not be saved', async () => {
    const view = await openPaint();
    const failure = new CommandFailure('unavailable', 'We could not reach our servers.');
    vi.spyOn(view.dataLayer.commands, 'call').mockRejectedValueOnce(failure);
    await view.user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(failure.message);
    expect(view.location().pathname).toBe(EXTERIOR_PAINT_PATH);
    expect(paintDesired(view.dataLayer)).toBeUndefined();
  });
});
