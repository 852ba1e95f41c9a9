import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import {
  FILE_LIMIT_REACHED,
  FILE_TYPE_NOT_ACCEPTED,
  HEIC_NOT_SUPPORTED,
  UPLOAD_FAILED,
} from '@yardwise/domain/forms/messages';
import { UPLOAD_ACCEPT } from '@yardwise/domain/forms/uploadAccept';
import { MEDIA_FILE_TYPE_INVALID } from '@yardwise/domain/onboarding/messages';
import { CommandFailure } from '@web/data/commandFailure';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { brand } from '@web/ui/brand';
import { leftOutMessage } from './fileLimit';
import { MediaUploader } from './MediaUploader';
import {
  photo,
  progressOf,
  recordedMedia,
  signedInClient,
  statusOf,
  uploadProps,
  userChoosingAnyFile,
  waitUntilUploaded,
} from './uploadTestUtils';
import { fileOfType } from './testFiles';

const LABEL = 'Add wide-angle photos';

function leavePage(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

function renderUploader(props: Partial<Parameters<typeof MediaUploader>[0]> = {}) {
  const dataLayer = signedInClient();
  const result = renderWithProviders(<MediaUploader label={LABEL} {...uploadProps} {...props} />, {
    dataLayer,
  });
  const user = userChoosingAnyFile();
  const choose = (...files: File[]) =>
    user.upload(screen.getByLabelText(LABEL, { selector: 'input' }), files);
  return { ...result, user, dataLayer, choose };
}

describe('MediaUploader', () => {
  it('offers a labelled "Choose files" button taking the kinds of file of its control', () => {
    renderUploader();

    const control = screen.getByRole('group', { name: LABEL });
    expect(within(control).getByRole('button', { name: 'Choose files' })).toBeEnabled();
    expect(screen.getByLabelText(LABEL, { selector: 'input' })).toHaveAttribute(
      'accept',
      UPLOAD_ACCEPT.photos,
    );
    expect(screen.getByLabelText(LABEL, { selector: 'input' })).toHaveAttribute('multiple');
  });

  it('shows each file’s progress rising, then "Uploaded", and records the photo', async () => {
    const { choose, dataLayer } = renderUploader();
    await choose(photo('IMG_0101.jpg'));

    await waitFor(() => expect(progressOf('IMG_0101.jpg')).toBeGreaterThan(0), { interval: 5 });
    const earlier = progressOf('IMG_0101.jpg');
    await waitFor(() => expect(progressOf('IMG_0101.jpg')).toBeGreaterThan(earlier), {
      interval: 5,
    });
    await waitUntilUploaded('IMG_0101.jpg');

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(recordedMedia(dataLayer, 'IMG_0101.jpg')).toEqual([
      expect.objectContaining({ variant: 'back-yard-wide-angle', tag: 'property' }),
    ]);
  });

  it('drops uploaded files from its list when the page shows them elsewhere', async () => {
    const { choose, dataLayer } = renderUploader({ showFinished: false });
    await choose(photo('IMG_0202.jpg'));

    await waitFor(() => expect(recordedMedia(dataLayer, 'IMG_0202.jpg')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('IMG_0202.jpg')).not.toBeInTheDocument());
  });

  it('uploads one file at a time by default: the second waits until the first is done', async () => {
    const { choose } = renderUploader();
    await choose(photo('first.jpg'), photo('second.jpg'));

    await waitFor(() => expect(progressOf('first.jpg')).toBeGreaterThan(0), { interval: 5 });
    expect(statusOf('second.jpg')).toBe('Waiting…');
    expect(progressOf('second.jpg')).toBe(0);

    await waitUntilUploaded('first.jpg');
    await waitUntilUploaded('second.jpg');
  });

  it('uploads as many files at once as configured', async () => {
    const { choose } = renderUploader({ maxConcurrent: 2 });
    await choose(photo('first.jpg'), photo('second.jpg'), photo('third.jpg'));

    await waitFor(
      () => {
        expect(progressOf('first.jpg')).toBeGreaterThan(0);
        expect(progressOf('second.jpg')).toBeGreaterThan(0);
      },
      { interval: 5 },
    );
    expect(statusOf('third.jpg')).toBe('Waiting…');
    await waitUntilUploaded('third.jpg');
  });

  it('refuses a kind of file the control does not take, with why, and does not upload it', async () => {
    const { choose, dataLayer } = renderUploader();
    await choose(photo('plan.pdf', 'application/pdf'));

    const refusal = fillCopy(FILE_TYPE_NOT_ACCEPTED, { fileName: 'plan.pdf' });
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userChoosingAnyFile().click(
      screen.getByRole('button', { name: 'Remove plan.pdf from the list' }),
    );
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(recordedMedia(dataLayer, 'plan.pdf')).toEqual([]);
  });

  it('takes dropped files through the same checks', async () => {
    renderUploader();
    const zone = screen.getByText(LABEL).parentElement!;

    fireEvent.drop(zone, { dataTransfer: { files: [photo('notes.txt', 'text/plain')] } });

    expect(
      await screen.findByText(fillCopy(FILE_TYPE_NOT_ACCEPTED, { fileName: 'notes.txt' })),
    ).toBeInTheDocument();
  });

  it('shows the failure text and Retry; Retry uploads the same file again and records it', async () => {
    const { choose, user, dataLayer } = renderUploader();
    dataLayer.storage.failNextUploads(1);
    await choose(photo('IMG_0202.jpg'));

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(fillCopy(UPLOAD_FAILED, { email: brand.supportEmail }));
    expect(statusOf('IMG_0202.jpg')).toBe('Not uploaded');
    expect(recordedMedia(dataLayer, 'IMG_0202.jpg')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Retry failed uploads' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry IMG_0202.jpg' }));
    await waitUntilUploaded('IMG_0202.jpg');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const [media] = recordedMedia(dataLayer, 'IMG_0202.jpg');
    expect(media).toBeDefined();
    expect(dataLayer.storage.describe(media!.path)?.size).toBe(photo('IMG_0202.jpg').size);
  });

  it('a connection lost mid-upload: the file stays listed with Retry, leaving warns, Retry records it once', async () => {
    const { choose, user, dataLayer } = renderUploader();
    dataLayer.storage.failNextUploads(1, 'storage/retry-limit-exceeded');
    await choose(photo('IMG_0909.jpg'));

    await waitFor(() => expect(progressOf('IMG_0909.jpg')).toBeGreaterThan(0), { interval: 5 });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent(fillCopy(UPLOAD_FAILED, { email: brand.supportEmail }));
    expect(statusOf('IMG_0909.jpg')).toBe('Not uploaded');
    expect(leavePage().defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retry IMG_0909.jpg' }));
    await waitUntilUploaded('IMG_0909.jpg');

    expect(recordedMedia(dataLayer, 'IMG_0909.jpg')).toHaveLength(1);
    expect(leavePage().defaultPrevented).toBe(false);
  });

  it('a connection lost while saving, after the server recorded it: Retry leaves one record', async () => {
    const { choose, user, dataLayer } = renderUploader();
    const realCall = dataLayer.commands.call.bind(dataLayer.commands);
    vi.spyOn(dataLayer.commands, 'call').mockImplementationOnce(async (name, input) => {
      await realCall(name, input);
      throw Object.assign(new Error('internal'), { code: 'functions/internal' });
    });
    await choose(photo('IMG_1010.jpg'));

    await screen.findByRole('button', { name: 'Retry IMG_1010.jpg' }, { timeout: 3000 });
    expect(statusOf('IMG_1010.jpg')).toBe('Not uploaded');
    expect(screen.getByRole('alert')).toHaveTextContent(
      fillCopy(UPLOAD_FAILED, { email: brand.supportEmail }),
    );

    await user.click(screen.getByRole('button', { name: 'Retry IMG_1010.jpg' }));
    await waitUntilUploaded('IMG_1010.jpg');

    expect(recordedMedia(dataLayer, 'IMG_1010.jpg')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the server refuses a file’s real type, and offers no retry', async () => {
    const { choose, dataLayer } = renderUploader();
    const realCall = dataLayer.commands.call.bind(dataLayer.commands);
    vi.spyOn(dataLayer.commands, 'call').mockImplementation(async (name, input) => {
      if (name !== 'recordMedia') return realCall(name, input);
      throw new CommandFailure('invalid-argument', MEDIA_FILE_TYPE_INVALID, 'fileType');
    });
    await choose(photo('not-a-photo.jpg'));

    await waitFor(() => expect(statusOf('not-a-photo.jpg')).toBe(MEDIA_FILE_TYPE_INVALID), {
      timeout: 3000,
    });
    expect(screen.queryByRole('button', { name: 'Retry not-a-photo.jpg' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove not-a-photo.jpg from the list' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers "Retry failed uploads" when several failed, and it retries them all', async () => {
    const { choose, user, dataLayer } = renderUploader();
    dataLayer.storage.failNextUploads(2);
    await choose(photo('a.jpg'), photo('b.jpg'));

    const retryAll = await screen.findByRole(
      'button',
      { name: 'Retry failed uploads' },
      { timeout: 3000 },
    );
    await user.click(retryAll);
    await waitUntilUploaded('a.jpg');
    await waitUntilUploaded('b.jpg');

    expect(recordedMedia(dataLayer, 'a.jpg')).toHaveLength(1);
    expect(recordedMedia(dataLayer, 'b.jpg')).toHaveLength(1);
  });

  it('says a HEIC photo cannot be shown by this browser, and still uploads it', async () => {
    const { choose } = renderUploader();
    // Browsers other than Safari report no type for a HEIC file; its bytes are still a HEIC's.
    await choose(fileOfType('IMG_0303.HEIC', '', { startsAs: 'image/heic' }));

    expect(await screen.findByText(HEIC_NOT_SUPPORTED)).toBeInTheDocument();
    await waitUntilUploaded('IMG_0303.HEIC');
  });

  it('takes no files while disabled and says why', () => {
    renderUploader({ disabled: true, disabledMessage: FILE_LIMIT_REACHED });

    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    expect(screen.getByText(FILE_LIMIT_REACHED)).toBeInTheDocument();
    fireEvent.drop(screen.getByText(LABEL).parentElement!, {
      dataTransfer: { files: [photo('extra.jpg')] },
    });
    expect(screen.queryByText('extra.jpg')).not.toBeInTheDocument();
  });

  it('takes no files and says why when this build has no file storage (the local stack without its Storage emulator)', () => {
    const reason = 'Uploads are off in this local stack: the Storage emulator is not running.';
    const dataLayer = signedInClient();
    dataLayer.storage.unavailableReason = reason;
    renderWithProviders(<MediaUploader label={LABEL} {...uploadProps} />, { dataLayer });

    expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      reason,
    );
    fireEvent.drop(screen.getByText(LABEL).parentElement!, {
      dataTransfer: { files: [photo('extra.jpg')] },
    });
    expect(screen.queryByText('extra.jpg')).not.toBeInTheDocument();
  });

  describe('with a file limit (such as at most 5 inspiration photos)', () => {
    it('takes files up to the room left, leaves the extras out and says how many', async () => {
      const { choose, dataLayer } = renderUploader({ maxFiles: 5, uploadedCount: 3 });
      await choose(photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg'));

      expect(screen.getByRole('alert')).toHaveTextContent(leftOutMessage(2, 5));
      expect(screen.getByText('a.jpg')).toBeInTheDocument();
      expect(screen.getByText('b.jpg')).toBeInTheDocument();
      expect(screen.queryByText('c.jpg')).not.toBeInTheDocument();
      expect(screen.queryByText('d.jpg')).not.toBeInTheDocument();
      // The two files on their way fill the room: no more are taken.
      expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
      expect(screen.getByText(FILE_LIMIT_REACHED)).toBeInTheDocument();

      await waitUntilUploaded('b.jpg');
      expect(recordedMedia(dataLayer, 'a.jpg')).toHaveLength(1);
      expect(recordedMedia(dataLayer, 'c.jpg')).toEqual([]);
    });

    it('says one file was left out in the singular', async () => {
      const { choose } = renderUploader({ maxFiles: 5, uploadedCount: 4 });
      await choose(photo('a.jpg'), photo('b.jpg'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        '1 file was left out: at most 5 files can be uploaded here.',
      );
    });

    it('lets a file of the wrong kind take no room', async () => {
      const { choose } = renderUploader({ maxFiles: 5, uploadedCount: 4 });
      await choose(photo('plan.pdf', 'application/pdf'), photo('a.jpg'));

      expect(
        screen.getByText(fillCopy(FILE_TYPE_NOT_ACCEPTED, { fileName: 'plan.pdf' })),
      ).toBeVisible();
      expect(screen.getByText('a.jpg')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('is disabled at the limit and shows the file-limit message; dropped files are ignored', () => {
      renderUploader({ maxFiles: 5, uploadedCount: 5 });

      expect(screen.getByRole('button', { name: 'Choose files' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
        FILE_LIMIT_REACHED,
      );
      fireEvent.drop(screen.getByText(LABEL).parentElement!, {
        dataTransfer: { files: [photo('extra.jpg')] },
      });
      expect(screen.queryByText('extra.jpg')).not.toBeInTheDocument();
    });

    it('takes files again below the limit', () => {
      renderUploader({ maxFiles: 5, uploadedCount: 4 });
      expect(screen.getByRole('button', { name: 'Choose files' })).toBeEnabled();
      expect(screen.queryByText(FILE_LIMIT_REACHED)).not.toBeInTheDocument();
    });
  });
});
