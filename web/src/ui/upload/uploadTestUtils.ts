import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import { fileOfType } from './testFiles';

/** Progress steps slow enough to observe, fast enough for a test (the preview uses 150 ms). */
export const TEST_STEP_DELAY_MS = 40;

export const uploadProps = {
  uid: SAMPLE_CLIENT.uid,
  variant: 'back-yard-wide-angle',
  tag: 'property' as const,
  kind: 'photos' as const,
};

export function signedInClient(): MemoryDataLayer {
  return createMemoryDataLayer({
    signedInAs: 'sample-client',
    storage: { stepDelayMs: TEST_STEP_DELAY_MS },
  });
}

export function photo(name: string, type = 'image/jpeg'): File {
  return fileOfType(name, type);
}

/** A user whose file picker offers every file, as a drop would: refusals are the app's to make. */
export function userChoosingAnyFile() {
  return userEvent.setup({ applyAccept: false });
}

export function progressOf(name: string): number {
  const bar = screen.getByRole('progressbar', { name: `Uploading ${name}` });
  return Number(bar.getAttribute('aria-valuenow'));
}

/** The media documents recorded for this file name. */
export function recordedMedia(layer: MemoryDataLayer, originalFileName: string) {
  return layer.store.list('media').filter((doc) => doc.originalFileName === originalFileName);
}

export async function waitUntilUploaded(name: string) {
  await waitFor(() => expect(statusOf(name)).toBe('Uploaded'), { timeout: 3000 });
}

/** The status text shown beside a file's name. */
export function statusOf(name: string): string {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return row.querySelector('[aria-live]')?.textContent ?? '';
}
