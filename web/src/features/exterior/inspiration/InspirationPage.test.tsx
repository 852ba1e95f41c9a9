import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  INSPIRATION_COMMENT_AUTOSAVE_MS,
  INSPIRATION_COMMENT_MAX_LENGTH,
} from '@yardwise/domain/forms/comments';
import { INSPIRATION_MAX_FILES } from '@yardwise/domain/forms/inspirationUploads';
import { FILE_LIMIT_REACHED, INSPIRATION_COMMENT_TOO_LONG } from '@yardwise/domain/forms/messages';
import { INSPIRATION_VARIANT } from '@yardwise/domain/onboarding/media';
import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { EXTERIOR_INSPIRATION_PATH } from '@yardwise/domain/routes/paths';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderExteriorRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import { samplePhoto, seedMedia } from '@web/ui/media/mediaTestHarness';
import { leftOutMessage } from '@web/ui/upload/fileLimit';
import {
  ADD_INSPIRATION_PHOTOS,
  SAVE_AND_CONTINUE,
  YOUR_INSPIRATION_PHOTOS,
} from '@web/features/exterior/exteriorCopy';
import { fileOfType } from '@web/ui/upload/testFiles';

const STATE_ID = onboardStateIdFor(SAMPLE_CLIENT_UID);

function seedInspiration(count: number, description = '') {
  return (layer: MemoryDataLayer) =>
    seedMedia(
      layer,
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          `inspiration-${index + 1}`,
          samplePhoto(INSPIRATION_VARIANT, `porch-${index + 1}.jpg`, description),
        ]),
      ),
    );
}

/** The page at its route, once its lazily loaded screen has drawn. */
async function openInspiration(prepare: (layer: MemoryDataLayer) => Promise<void>) {
  const view = await renderExteriorRoute(EXTERIOR_INSPIRATION_PATH, prepare);
  await screen.findByRole(
    'heading',
    { level: 1, name: SIDEBAR_LABELS.inspiration },
    { timeout: 3000 },
  );
  return view;
}

function inspirationPhotos(layer: MemoryDataLayer) {
  return layer.store.list('media').filter((doc) => doc.variant === INSPIRATION_VARIANT);
}

function photoFile(name: string): File {
  return fileOfType(name, 'image/jpeg');
}

function chooseButton() {
  return screen.getByRole('button', { name: 'Choose files' });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the inspiration page', () => {
  it('uploads up to 5 photos: extras are left out, then the control is closed with the limit text', async () => {
    const view = await openInspiration(seedInspiration(3));
    expect(chooseButton()).toBeEnabled();

    await userEvent.upload(
      screen.getByLabelText(ADD_INSPIRATION_PHOTOS, { selector: 'input' }),
      ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map(photoFile),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(leftOutMessage(2, INSPIRATION_MAX_FILES));
    await waitFor(
      () => expect(inspirationPhotos(view.dataLayer)).toHaveLength(INSPIRATION_MAX_FILES),
      {
        timeout: 5000,
      },
    );
    expect(inspirationPhotos(view.dataLayer).map((doc) => doc.originalFileName)).toEqual(
      expect.arrayContaining(['a.jpg', 'b.jpg']),
    );
    expect(inspirationPhotos(view.dataLayer)[0]).toMatchObject({
      tag: 'exterior-design-inspiration',
    });
    const grid = screen.getByRole('list', { name: YOUR_INSPIRATION_PHOTOS });
    await waitFor(() =>
      expect(within(grid).getAllByRole('img')).toHaveLength(INSPIRATION_MAX_FILES),
    );
    expect(chooseButton()).toBeDisabled();
    expect(screen.getByText(FILE_LIMIT_REACHED)).toBeVisible();
  });

  it('opens the control again once a photo is deleted', async () => {
    const view = await openInspiration(seedInspiration(5));
    expect(chooseButton()).toBeDisabled();
    expect(screen.getByText(FILE_LIMIT_REACHED)).toBeVisible();

    await view.user.click(screen.getByRole('button', { name: 'Delete porch-1.jpg' }));
    await view.user.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(chooseButton()).toBeEnabled());
    expect(screen.queryByText(FILE_LIMIT_REACHED)).not.toBeInTheDocument();
  });

  it('takes an optional comment of at most 154 characters per photo, saved 500 ms after typing', async () => {
    const view = await openInspiration(seedInspiration(1));
    const field = screen.getByRole('textbox', { name: 'Comment on porch-1.jpg' });
    expect(field).toHaveAttribute('maxLength', String(INSPIRATION_COMMENT_MAX_LENGTH));
    expect(field).not.toBeRequired();
    const call = vi.spyOn(view.dataLayer.commands, 'call');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A pasted text can be longer than the field takes: it is refused, not saved.
    fireEvent.change(field, { target: { value: 'x'.repeat(INSPIRATION_COMMENT_MAX_LENGTH + 1) } });
    await act(() => vi.advanceTimersByTimeAsync(INSPIRATION_COMMENT_AUTOSAVE_MS * 2));
    expect(screen.getByText(INSPIRATION_COMMENT_TOO_LONG)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalledWith('updateMediaDescription', expect.anything());

    const longest = 'y'.repeat(INSPIRATION_COMMENT_MAX_LENGTH);
    fireEvent.change(field, { target: { value: longest } });
    await act(() => vi.advanceTimersByTimeAsync(INSPIRATION_COMMENT_AUTOSAVE_MS - 1));
    expect(call).not.toHaveBeenCalledWith('updateMediaDescription', expect.anything());
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(view.dataLayer.store.read('media', 'inspiration-1')?.description).toBe(longest);
    expect(screen.queryByText(INSPIRATION_COMMENT_TOO_LONG)).not.toBeInTheDocument();
  });

  it('Save and continue completes exterior design, sets the step to Goals and opens My Goals', async () => {
    const view = await openInspiration(seedInspiration(1));
    // A comment still waiting for its auto-save is saved first.
    await view.user.type(
      screen.getByRole('textbox', { name: 'Comment on porch-1.jpg' }),
      'Blue door',
    );
    await view.user.click(screen.getByRole('button', { name: SAVE_AND_CONTINUE }));

    await waitFor(() => expect(view.location().pathname).toBe('/onboard/goals'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Goals' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(view.dataLayer.store.read('onboardStates', STATE_ID)).toMatchObject({
      exteriorDesignStepComplete: true,
      currentStep: 'Goals',
    });
    expect(view.dataLayer.store.read('media', 'inspiration-1')?.description).toBe('Blue door');
  });
});
