import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import {
  INSPIRATION_COMMENT_AUTOSAVE_MS,
  INSPIRATION_COMMENT_MAX_LENGTH,
  KEEP_REMOVE_COMMENT_AUTOSAVE_MS,
} from '@yardwise/domain/forms/comments';
import {
  COMMENT_REQUIRED,
  COMMENT_SAVE_FAILED,
  INSPIRATION_COMMENT_TOO_LONG,
} from '@yardwise/domain/forms/messages';
import { INSPIRATION_VARIANT } from '@yardwise/domain/onboarding/media';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { inputsOf, renderAsSampleClient, samplePhoto, seedMedia } from './mediaTestHarness';
import { commentDraftKey } from './commentDrafts';
import { ReadOnlyAnswers } from '@web/ui/readOnlyAnswers';
import { MediaCommentField } from './MediaCommentField';

const PHOTO_ID = 'keep-oak';
const FILE_NAME = 'IMG_oak.jpg';

function keepPhoto(description = ''): WithId<MediaDoc> {
  return { ...samplePhoto('front-yard-keep', FILE_NAME, description), id: PHOTO_ID };
}

async function renderField(description = '') {
  const photo = keepPhoto(description);
  const view = await renderAsSampleClient(<MediaCommentField media={photo} />, (layer) =>
    seedMedia(layer, { [PHOTO_ID]: photo }),
  );
  return { ...view, field: screen.getByRole('textbox', { name: `Comment on ${FILE_NAME}` }) };
}

function storedDescription(layer: MemoryDataLayer): string | undefined {
  return layer.store.read('media', PHOTO_ID)?.description;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('MediaCommentField', () => {
  it('saves 700 ms after the last keystroke and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { field, call, dataLayer } = await renderField();

    // Keystrokes as change events: user-event's pointer steps wait on timers this test holds still.
    fireEvent.change(field, { target: { value: 'Keep the' } });
    await act(() => vi.advanceTimersByTimeAsync(KEEP_REMOVE_COMMENT_AUTOSAVE_MS - 100));
    fireEvent.change(field, { target: { value: 'Keep the oak' } });
    await act(() => vi.advanceTimersByTimeAsync(KEEP_REMOVE_COMMENT_AUTOSAVE_MS - 1));
    expect(inputsOf(call, 'updateMediaDescription')).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(inputsOf(call, 'updateMediaDescription')).toEqual([
      { mediaId: PHOTO_ID, description: 'Keep the oak' },
    ]);
    expect(storedDescription(dataLayer)).toBe('Keep the oak');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(commentDraftKey(PHOTO_ID))).toBeNull();
  });

  it('saves at once when the client leaves the field', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { field, dataLayer } = await renderField('Old comment');
    fireEvent.change(field, { target: { value: 'Keep the stone path' } });
    fireEvent.blur(field);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(storedDescription(dataLayer)).toBe('Keep the stone path');
  });

  it('asks for a comment and sends nothing while it is empty', async () => {
    const { field, user, call, dataLayer } = await renderField('Keep the oak');
    expect(screen.queryByText(COMMENT_REQUIRED)).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '   ');
    await user.tab();

    expect(screen.getByText(COMMENT_REQUIRED)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await act(() => new Promise((resolve) => setTimeout(resolve, KEEP_REMOVE_COMMENT_AUTOSAVE_MS)));
    expect(inputsOf(call, 'updateMediaDescription')).toEqual([]);
    expect(storedDescription(dataLayer)).toBe('Keep the oak');
  });

  it('takes at most 100 characters', async () => {
    const { field } = await renderField();
    expect(field).toHaveAttribute('maxLength', '100');
  });

  it('keeps the typed text and shows the error when saving fails', async () => {
    const { field, user, dataLayer } = await renderField();
    // The file was deleted elsewhere, so the save is refused.
    await dataLayer.store.transaction((tx) => tx.delete('media', PHOTO_ID));

    await user.type(field, 'Keep the oak');
    await user.tab();

    expect(await screen.findByRole('alert')).toHaveTextContent(COMMENT_SAVE_FAILED);
    expect(field).toHaveValue('Keep the oak');
    expect(window.sessionStorage.getItem(commentDraftKey(PHOTO_ID))).toBe('Keep the oak');
  });

  it('shows an unsaved comment again after the page is opened again', async () => {
    const first = await renderField();
    first.call.mockRejectedValue(new Error('offline'));
    await first.user.type(first.field, 'Remove the hedge');
    first.unmount();

    const second = await renderField();
    expect(second.field).toHaveValue('Remove the hedge');
  });

  it('restores a draft left by a reload and saves it', async () => {
    window.sessionStorage.setItem(commentDraftKey(PHOTO_ID), 'Keep the bench');
    const { field, dataLayer } = await renderField();

    expect(field).toHaveValue('Keep the bench');
    await waitFor(() => expect(storedDescription(dataLayer)).toBe('Keep the bench'));
    expect(window.sessionStorage.getItem(commentDraftKey(PHOTO_ID))).toBeNull();
  });

  it('in read-only answers shows the saved comment, not a draft, and sends nothing', async () => {
    window.sessionStorage.setItem(commentDraftKey(PHOTO_ID), 'Keep the bench');
    const photo = keepPhoto('Keep the oak');
    const { call, dataLayer } = await renderAsSampleClient(
      <ReadOnlyAnswers readOnly>
        <MediaCommentField media={photo} />
      </ReadOnlyAnswers>,
      (layer) => seedMedia(layer, { [PHOTO_ID]: photo }),
    );
    const field = screen.getByRole('textbox', { name: `Comment on ${FILE_NAME}` });

    expect(field).toHaveValue('Keep the oak');
    expect(field).toBeDisabled();
    expect(window.sessionStorage.getItem(commentDraftKey(PHOTO_ID))).toBeNull();
    expect(inputsOf(call, 'updateMediaDescription')).toEqual([]);
    expect(storedDescription(dataLayer)).toBe('Keep the oak');
  });

  it('takes the limits it is given and the rule of the media: an inspiration comment is optional', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const photo = {
      ...samplePhoto(INSPIRATION_VARIANT, FILE_NAME, 'Love the porch'),
      id: PHOTO_ID,
    };
    const limits = {
      maxLength: INSPIRATION_COMMENT_MAX_LENGTH,
      autosaveMs: INSPIRATION_COMMENT_AUTOSAVE_MS,
    };
    const { call, dataLayer } = await renderAsSampleClient(
      <MediaCommentField media={photo} limits={limits} />,
      (layer) => seedMedia(layer, { [PHOTO_ID]: photo }),
    );
    const field = screen.getByRole('textbox', { name: `Comment on ${FILE_NAME}` });
    expect(field).toHaveAttribute('maxLength', String(INSPIRATION_COMMENT_MAX_LENGTH));
    expect(field).not.toBeRequired();

    fireEvent.change(field, { target: { value: 'x'.repeat(INSPIRATION_COMMENT_MAX_LENGTH + 1) } });
    await act(() => vi.advanceTimersByTimeAsync(INSPIRATION_COMMENT_AUTOSAVE_MS));
    expect(screen.getByText(INSPIRATION_COMMENT_TOO_LONG)).toBeInTheDocument();
    expect(inputsOf(call, 'updateMediaDescription')).toEqual([]);

    // Emptied, it is saved empty after the shorter delay, with no error.
    fireEvent.change(field, { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(INSPIRATION_COMMENT_AUTOSAVE_MS));
    expect(screen.queryByText(COMMENT_REQUIRED)).not.toBeInTheDocument();
    expect(storedDescription(dataLayer)).toBe('');
  });
});
