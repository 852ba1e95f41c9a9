import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { UPLOAD_FAILED } from '@yardwise/domain/forms/messages';
import { MEDIA_FILE_TYPE_INVALID, YARD_NOT_ACTIVE } from '@yardwise/domain/onboarding/messages';
import { CommandFailure } from '@web/data/commandFailure';
import type { MemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { brand } from '@web/ui/brand';
import { photo, recordedMedia, signedInClient, uploadProps } from './uploadTestUtils';
import { configuredConcurrency } from './uploadQueue';
import { useUploadQueue, type UploadQueueOptions, type UploadQueueState } from './useUploadQueue';

/** Renders the hook through the app's providers and hands back its latest state. */
function renderQueue(dataLayer: MemoryDataLayer, options: Partial<UploadQueueOptions> = {}) {
  const latest: { current?: UploadQueueState } = {};
  function Probe() {
    latest.current = useUploadQueue({ ...uploadProps, ...options });
    return null;
  }
  const view = renderWithProviders(<Probe />, { dataLayer });
  return {
    ...view,
    queue: () => latest.current!,
    statuses: () => latest.current!.items.map((item) => item.status),
  };
}

function leavePage(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useUploadQueue', () => {
  it('warns before the page is left while uploading, and not once done', async () => {
    const dataLayer = signedInClient();
    const { queue, statuses } = renderQueue(dataLayer);
    expect(leavePage().defaultPrevented).toBe(false);

    act(() => queue().add([photo('IMG_0404.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['uploading']));
    expect(queue().isBusy).toBe(true);
    const whileUploading = leavePage();
    expect(whileUploading.defaultPrevented).toBe(true);
    expect(whileUploading.returnValue).toBe(false);

    await waitFor(() => expect(statuses()).toEqual(['done']), { timeout: 3000 });
    expect(queue().isBusy).toBe(false);
    expect(leavePage().defaultPrevented).toBe(false);
  });

  it('retries only the record when it could not be sent: same path, no second upload', async () => {
    const dataLayer = signedInClient();
    const upload = vi.spyOn(dataLayer.storage, 'upload');
    const onRecorded = vi.fn();
    const { queue, statuses } = renderQueue(dataLayer, { onRecorded });
    vi.spyOn(dataLayer.commands, 'call').mockRejectedValueOnce(
      new CommandFailure('unavailable', 'We could not reach our servers.'),
    );

    act(() => queue().add([photo('front-side.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['failed']), { timeout: 3000 });
    expect(queue().failedMessage).toBe(fillCopy(UPLOAD_FAILED, { email: brand.supportEmail }));
    const storedPath = upload.mock.calls[0]![0];

    act(() => queue().retry(queue().items[0]!.id));
    await waitFor(() => expect(statuses()).toEqual(['done']));

    expect(upload).toHaveBeenCalledTimes(1);
    expect(recordedMedia(dataLayer, 'front-side.jpg')).toEqual([
      expect.objectContaining({ path: storedPath, variant: 'back-yard-wide-angle' }),
    ]);
    expect(onRecorded).toHaveBeenCalledWith(expect.objectContaining({ path: storedPath }));
    expect(queue().failedMessage).toBeNull();
  });

  it('uploads again when the record was refused, as the refused file was deleted', async () => {
    const dataLayer = signedInClient();
    const upload = vi.spyOn(dataLayer.storage, 'upload');
    // The left yard is not added yet, so its photo is stored but cannot be recorded.
    const { queue, statuses } = renderQueue(dataLayer, { variant: 'left-yard-wide-angle' });

    act(() => queue().add([photo('left-side.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['failed']), { timeout: 3000 });
    expect(queue().items[0]!.message).toBe(YARD_NOT_ACTIVE);
    const firstPath = upload.mock.calls[0]![0];
    expect(dataLayer.storage.describe(firstPath)).toBeUndefined();

    await dataLayer.commands.call('activateYard', { yard: 'left' });
    act(() => queue().retry(queue().items[0]!.id));
    await waitFor(() => expect(statuses()).toEqual(['done']), { timeout: 3000 });

    expect(upload).toHaveBeenCalledTimes(2);
    const secondPath = upload.mock.calls[1]![0];
    expect(secondPath).not.toBe(firstPath);
    expect(recordedMedia(dataLayer, 'left-side.jpg')).toEqual([
      expect.objectContaining({ path: secondPath, variant: 'left-yard-wide-angle' }),
    ]);
  });

  it('uploads a failed file again to a fresh path when the upload itself failed', async () => {
    const dataLayer = signedInClient();
    const upload = vi.spyOn(dataLayer.storage, 'upload');
    dataLayer.storage.failNextUploads(1);
    const { queue, statuses } = renderQueue(dataLayer);

    act(() => queue().add([photo('IMG_0505.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['failed']), { timeout: 3000 });
    act(() => queue().retry(queue().items[0]!.id));
    await waitFor(() => expect(statuses()).toEqual(['done']), { timeout: 3000 });

    expect(upload).toHaveBeenCalledTimes(2);
    const [firstPath, secondPath] = upload.mock.calls.map(([path]) => path);
    expect(secondPath).not.toBe(firstPath);
    expect(upload.mock.calls[1]![1]).toBe(upload.mock.calls[0]![1]);
  });

  it('a connection lost mid-upload: failed with the failure text, Retry stores and records it once', async () => {
    const dataLayer = signedInClient();
    const upload = vi.spyOn(dataLayer.storage, 'upload');
    const onRecorded = vi.fn();
    dataLayer.storage.failNextUploads(1, 'storage/retry-limit-exceeded');
    const { queue, statuses } = renderQueue(dataLayer, { onRecorded });

    act(() => queue().add([photo('IMG_0707.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['failed']), { timeout: 3000 });

    expect(queue().items[0]!.progress, 'it dropped part-way').toBeGreaterThan(0);
    expect(queue().failedMessage).toBe(fillCopy(UPLOAD_FAILED, { email: brand.supportEmail }));
    expect(dataLayer.storage.describe(upload.mock.calls[0]![0])).toBeUndefined();
    expect(recordedMedia(dataLayer, 'IMG_0707.jpg')).toEqual([]);

    act(() => queue().retry(queue().items[0]!.id));
    await waitFor(() => expect(statuses()).toEqual(['done']), { timeout: 3000 });

    const storedPath = upload.mock.calls[1]![0];
    expect(recordedMedia(dataLayer, 'IMG_0707.jpg')).toEqual([
      expect.objectContaining({ path: storedPath }),
    ]);
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(queue().failedMessage).toBeNull();
  });

  it('a connection lost while the record is made: Retry records the stored file exactly once', async () => {
    const dataLayer = signedInClient();
    const upload = vi.spyOn(dataLayer.storage, 'upload');
    const onRecorded = vi.fn();
    const realCall = dataLayer.commands.call.bind(dataLayer.commands);
    vi.spyOn(dataLayer.commands, 'call').mockImplementationOnce(async (name, input) => {
      // The server records the file, but its answer never arrives: the SDK reports a network error.
      await realCall(name, input);
      throw Object.assign(new Error('internal'), { code: 'functions/internal' });
    });
    const { queue, statuses } = renderQueue(dataLayer, { onRecorded });

    act(() => queue().add([photo('IMG_0808.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['failed']), { timeout: 3000 });
    expect(queue().failedMessage).toBe(fillCopy(UPLOAD_FAILED, { email: brand.supportEmail }));

    act(() => queue().retry(queue().items[0]!.id));
    await waitFor(() => expect(statuses()).toEqual(['done']));

    expect(upload).toHaveBeenCalledTimes(1);
    const [media] = recordedMedia(dataLayer, 'IMG_0808.jpg');
    expect(recordedMedia(dataLayer, 'IMG_0808.jpg')).toHaveLength(1);
    expect(media!.path).toBe(upload.mock.calls[0]![0]);
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(onRecorded).toHaveBeenCalledWith(expect.objectContaining({ id: media!.id }));
  });

  it('warns before the page is left while a file has failed, until it is retried or removed', async () => {
    const dataLayer = signedInClient();
    dataLayer.storage.failNextUploads(2);
    const { queue, statuses } = renderQueue(dataLayer);

    act(() => queue().add([photo('a.jpg'), photo('b.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['failed', 'failed']), { timeout: 3000 });
    expect(queue().isBusy).toBe(false);
    expect(leavePage().defaultPrevented).toBe(true);

    act(() => queue().dismiss(queue().items[0]!.id));
    expect(leavePage().defaultPrevented).toBe(true);

    act(() => queue().retry(queue().items[0]!.id));
    await waitFor(() => expect(statuses()).toEqual(['done']), { timeout: 3000 });
    expect(leavePage().defaultPrevented).toBe(false);
  });

  it('lists a file whose real type the server refused as refused, with why and no retry', async () => {
    const dataLayer = signedInClient();
    const realCall = dataLayer.commands.call.bind(dataLayer.commands);
    vi.spyOn(dataLayer.commands, 'call').mockImplementation(async (name, input) => {
      if (name !== 'recordMedia') return realCall(name, input);
      throw new CommandFailure('invalid-argument', MEDIA_FILE_TYPE_INVALID, 'fileType');
    });
    const { queue, statuses } = renderQueue(dataLayer);

    act(() => queue().add([photo('page.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['refused']), { timeout: 3000 });

    expect(queue().items[0]!.message).toBe(MEDIA_FILE_TYPE_INVALID);
    expect(queue().failedMessage).toBeNull();
    expect(leavePage().defaultPrevented).toBe(false);
    act(() => queue().retry(queue().items[0]!.id));
    expect(statuses()).toEqual(['refused']);
  });

  it('lists a refused file without sending it, and dismisses it', async () => {
    const dataLayer = signedInClient();
    const upload = vi.spyOn(dataLayer.storage, 'upload');
    const { queue, statuses } = renderQueue(dataLayer);

    act(() => queue().add([photo('clip.mov', 'video/quicktime')]));
    expect(statuses()).toEqual(['refused']);
    expect(queue().isBusy).toBe(false);
    expect(queue().failedMessage).toBeNull();

    act(() => queue().dismiss(queue().items[0]!.id));
    expect(queue().items).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('cancels the upload in flight when the control goes away', async () => {
    const dataLayer = signedInClient();
    const upload = vi.spyOn(dataLayer.storage, 'upload');
    const { queue, statuses, unmount } = renderQueue(dataLayer);

    act(() => queue().add([photo('IMG_0606.jpg')]));
    await waitFor(() => expect(statuses()).toEqual(['uploading']));
    const { done } = upload.mock.results[0]!.value as { done: Promise<void> };
    unmount();

    await expect(done).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(leavePage().defaultPrevented).toBe(false);
  });
});

describe('configured concurrency', () => {
  it('takes a whole number from 1 up and keeps the default 1 otherwise', () => {
    expect(configuredConcurrency('3')).toBe(3);
    expect(configuredConcurrency(undefined)).toBe(1);
    expect(configuredConcurrency('0')).toBe(1);
    expect(configuredConcurrency('2.5')).toBe(1);
    expect(configuredConcurrency('lots')).toBe(1);
  });
});
