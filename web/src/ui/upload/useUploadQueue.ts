import { useEffect, useState, useSyncExternalStore } from 'react';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { UPLOAD_FAILED } from '@yardwise/domain/forms/messages';
import { useDataLayer } from '@web/data/DataLayerContext';
import { brand } from '@web/ui/brand';
import {
  isInFlight,
  isUnsaved,
  UploadQueue,
  type UploadItem,
  type UploadQueueOptions,
} from './uploadQueue';

export type { UploadItem, UploadQueueOptions, UploadStatus } from './uploadQueue';

export interface UploadQueueState {
  items: readonly UploadItem[];
  add(files: readonly File[]): void;
  retry(id: string): void;
  retryFailed(): void;
  dismiss(id: string): void;
  /** A file is waiting, uploading or being recorded. */
  isBusy: boolean;
  /** The upload-failure message while any file has failed; null otherwise. */
  failedMessage: string | null;
  /** Why no file can be uploaded here at all (see StoragePort); null when uploads work. */
  unavailableReason: string | null;
}

/**
 * Warns before the tab is closed or reloaded while files are still uploading, or
 * have failed and wait for Retry: a file not yet recorded is unsaved work.
 */
function useLeavePageWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** The uploads of one upload control: add files, watch their progress, retry the failed ones. */
export function useUploadQueue(options: UploadQueueOptions): UploadQueueState {
  const { storage, commands } = useDataLayer();
  const [queue] = useState(() => new UploadQueue({ storage, commands }, options));
  useEffect(() => queue.configure(options));
  useEffect(() => {
    queue.open();
    return () => queue.close();
  }, [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.getItems);
  const isBusy = items.some(isInFlight);
  useLeavePageWarning(items.some(isUnsaved));
  const anyFailed = items.some((item) => item.status === 'failed');
  return {
    items,
    add: (files) => queue.add(files),
    retry: (id) => queue.retry(id),
    retryFailed: () => queue.retryFailed(),
    dismiss: (id) => queue.dismiss(id),
    isBusy,
    failedMessage: anyFailed ? fillCopy(UPLOAD_FAILED, { email: brand.supportEmail }) : null,
    unavailableReason: storage.unavailableReason ?? null,
  };
}
