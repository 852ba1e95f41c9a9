import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELETE_MEDIA_CONFIRM, MEDIA_DELETE_FAILED } from '@yardwise/domain/forms/messages';
import { MEDIA_FILE_NOT_REMOVED, MEDIA_NOT_FOUND } from '@yardwise/domain/onboarding/messages';
import { CommandFailure } from '@web/data/commandFailure';
import { useLiveQuery } from '@web/data/liveReads';
import { MediaGrid } from './MediaGrid';
import { inputsOf, renderAsSampleClient, SAMPLE_UID } from './mediaTestHarness';

// The sample client's front yard: 6 wide-angle photos and 1 slow-pan video.
const FIRST_PHOTO = 'IMG_20260114_front_1.jpg';
const FIRST_PHOTO_ID = 'media-sample-client-front-wide-angle-1';
const VIDEO = 'VID_20260114_front_1.mp4';

function FrontYardMedia({ variant, readOnly }: { variant: string; readOnly?: boolean }) {
  const media = useLiveQuery('media', [
    { field: 'userId', value: SAMPLE_UID },
    { field: 'variant', value: variant },
  ]);
  const files = [...(media.data ?? [])].sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
  return <MediaGrid media={files} label="Front yard files" readOnly={readOnly} />;
}

async function renderGrid(variant = 'front-yard-wide-angle', readOnly?: boolean) {
  return renderAsSampleClient(<FrontYardMedia variant={variant} readOnly={readOnly} />);
}

describe('MediaGrid', () => {
  it('shows each photo with its file name as the picture text, in upload order', async () => {
    await renderGrid();
    const list = screen.getByRole('list', { name: 'Front yard files' });
    const pictures = within(list).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `IMG_20260114_front_${n}.jpg`),
    );
    expect(within(list).getByText(FIRST_PHOTO)).toBeInTheDocument();
  });

  it('shows a video as a player that loads only its first frame', async () => {
    await renderGrid('front-yard-slow-pan');
    const video = screen.getByLabelText(VIDEO);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
  });

  it('draws nothing for an empty list', async () => {
    await renderGrid('front-yard-keep');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the file when the client cancels the delete', async () => {
    const { user, call } = await renderGrid();
    await user.click(screen.getByRole('button', { name: `Delete ${FIRST_PHOTO}` }));

    const dialog = await screen.findByRole('alertdialog', { name: DELETE_MEDIA_CONFIRM });
    expect(within(dialog).getByText(FIRST_PHOTO)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: FIRST_PHOTO })).toBeInTheDocument();
    expect(inputsOf(call, 'deleteMedia')).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Delete ${FIRST_PHOTO}` })).toHaveFocus(),
    );
  });

  it('deletes the file once confirmed', async () => {
    const { user, call, dataLayer } = await renderGrid();
    await user.click(screen.getByRole('button', { name: `Delete ${FIRST_PHOTO}` }));
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_MEDIA_CONFIRM });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('img', { name: FIRST_PHOTO })).not.toBeInTheDocument(),
    );
    expect(inputsOf(call, 'deleteMedia')).toEqual([{ mediaId: FIRST_PHOTO_ID }]);
    expect(dataLayer.store.read('media', FIRST_PHOTO_ID)).toBeUndefined();
    expect(screen.getAllByRole('img')).toHaveLength(5);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says why in the dialog when the file could not be removed, keeps it, and deletes it on a second try', async () => {
    const { user, call, dataLayer } = await renderGrid();
    await user.click(screen.getByRole('button', { name: `Delete ${FIRST_PHOTO}` }));
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_MEDIA_CONFIRM });
    dataLayer.storage.failNextDeletes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MEDIA_DELETE_FAILED);
    expect(alert).toHaveTextContent(MEDIA_FILE_NOT_REMOVED);
    expect(dataLayer.store.read('media', FIRST_PHOTO_ID)).toBeDefined();
    expect(screen.getByRole('img', { name: FIRST_PHOTO, hidden: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: FIRST_PHOTO })).not.toBeInTheDocument();
    expect(inputsOf(call, 'deleteMedia')).toEqual([
      { mediaId: FIRST_PHOTO_ID },
      { mediaId: FIRST_PHOTO_ID },
    ]);
  });

  it('keeps the file when a delete failed and the client cancels', async () => {
    const { user, call } = await renderGrid();
    await user.click(screen.getByRole('button', { name: `Delete ${FIRST_PHOTO}` }));
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_MEDIA_CONFIRM });
    const failure = new CommandFailure('internal', 'Something went wrong on our end.');
    call.mockRejectedValueOnce(failure);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(failure.message);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: FIRST_PHOTO })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes without an error when the file was already deleted', async () => {
    const { user, call } = await renderGrid();
    await user.click(screen.getByRole('button', { name: `Delete ${FIRST_PHOTO}` }));
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_MEDIA_CONFIRM });
    call.mockRejectedValueOnce(new CommandFailure('not-found', MEDIA_NOT_FOUND));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no delete when read only', async () => {
    await renderGrid('front-yard-wide-angle', true);
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
