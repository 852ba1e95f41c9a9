import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { MediaDoc } from '@yardwise/domain/firestore/documents';
import { INSPIRATION_VARIANT } from '@yardwise/domain/onboarding/media';
import { SAMPLE_CLIENT, SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { LiveData } from '@web/data/liveReads';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';

// Test helper: one media component on its own, signed in as the sample client (Full Yard; front
// yard uploads complete) with live reads from the in-memory store.

export const SAMPLE_UID = SAMPLE_CLIENT.uid;

export async function renderAsSampleClient(
  ui: ReactElement,
  prepare?: (dataLayer: MemoryDataLayer) => void | Promise<void>,
) {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
  await prepare?.(dataLayer);
  const call = vi.spyOn(dataLayer.commands, 'call');
  const view = renderWithProviders(<LiveData>{ui}</LiveData>, { dataLayer });
  return { ...view, dataLayer, call };
}

/** The inputs sent with one command, in order. */
export function inputsOf(call: { mock: { calls: unknown[][] } }, name: string): unknown[] {
  return call.mock.calls.filter(([command]) => command === name).map(([, input]) => input);
}

/** A photo of the sample client, as an upload would record it. */
export function samplePhoto(variant: string, fileName: string, description = ''): MediaDoc {
  return {
    userId: SAMPLE_UID,
    projectId: SAMPLE_PROJECT_ID,
    path: `media/${SAMPLE_UID}/${fileName}`,
    originalFileName: fileName,
    fileType: 'image/jpeg',
    uploadedAt: '2026-02-01T10:00:00.000Z',
    isDesignerVisible: true,
    isClientVisible: true,
    tag: variant === INSPIRATION_VARIANT ? 'exterior-design-inspiration' : 'property',
    variant,
    description,
    downloadURL: `https://files.example/${fileName}`,
  };
}

export async function seedMedia(
  dataLayer: MemoryDataLayer,
  media: Record<string, MediaDoc>,
): Promise<void> {
  await dataLayer.store.transaction(async (tx) => {
    for (const [id, doc] of Object.entries(media)) await tx.set('media', id, doc);
  });
}
