import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { isPackageKey } from '@yardwise/domain/catalog/catalog';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { MediaDoc, OnboardStateDoc } from '@yardwise/domain/firestore/documents';
import { isSubmitted } from '@yardwise/domain/laterSteps/startProject/submission';
import { packageStepOptionsOf } from '@yardwise/domain/onboarding/packageSteps';
import { SAMPLE_CLIENT, SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { LiveData, useLiveDocument } from '@web/data/liveReads';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
  type MemoryDataLayerOptions,
} from '@web/data/memory/createMemoryDataLayer';
import { OnboardProvider } from '@web/data/onboard/OnboardContext';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { ReadOnlyAnswers } from '@web/ui/readOnlyAnswers';

// Test helper: one onboarding page on its own, signed in as the sample client (Full Yard; front
// yard uploads complete, back yard 2 of 6 photos), with the onboard state read live from the
// in-memory store as the onboarding shell provides it.

export const SAMPLE_UID = SAMPLE_CLIENT.uid;
export const SAMPLE_STATE_ID = onboardStateIdFor(SAMPLE_UID);

/**
 * Stands in for the onboarding shell: the sample client's profile and live onboard state, and
 * its read-only answers once submitted.
 */
function SampleClientOnboard({ children }: { children: ReactNode }) {
  const profile = useLiveDocument('profiles', SAMPLE_UID);
  const state = useLiveDocument('onboardStates', SAMPLE_STATE_ID);
  if (!profile.data || !state.data || !isPackageKey(profile.data.package)) return null;
  return (
    <OnboardProvider
      value={{
        uid: SAMPLE_UID,
        email: SAMPLE_CLIENT.email,
        profile: profile.data,
        packageKey: profile.data.package,
        stepOptions: packageStepOptionsOf(profile.data),
        state: state.data,
        openHelp: () => undefined,
      }}
    >
      <ReadOnlyAnswers readOnly={isSubmitted(state.data)}>{children}</ReadOnlyAnswers>
    </OnboardProvider>
  );
}

export interface OnboardPageOptions {
  route?: string;
  /** Upload pacing of the in-memory storage; tests shorten it. */
  storage?: MemoryDataLayerOptions['storage'];
  /** Changes the sample data before the page opens (seed media, statuses...). */
  prepare?: (dataLayer: MemoryDataLayer) => void | Promise<void>;
}

export async function renderOnboardPage(ui: ReactElement, options: OnboardPageOptions = {}) {
  const dataLayer = createMemoryDataLayer({
    signedInAs: 'sample-client',
    storage: options.storage,
  });
  await options.prepare?.(dataLayer);
  const call = vi.spyOn(dataLayer.commands, 'call');
  const view = renderWithProviders(
    <LiveData>
      <SampleClientOnboard>{ui}</SampleClientOnboard>
    </LiveData>,
    { route: options.route ?? '/', dataLayer },
  );
  return { ...view, dataLayer, call };
}

/** The inputs sent with one command, in order. */
export function inputsOf(call: { mock: { calls: unknown[][] } }, name: string): unknown[] {
  return call.mock.calls.filter(([command]) => command === name).map(([, input]) => input);
}

export function sampleOnboardState(dataLayer: MemoryDataLayer): OnboardStateDoc {
  const state = dataLayer.store.read('onboardStates', SAMPLE_STATE_ID);
  if (!state) throw new Error('The sample onboard state is missing');
  return state;
}

/** A yard photo of the sample client, as an upload would record it. */
export function samplePhoto(variant: string, fileName: string, description = ''): MediaDoc {
  return {
    userId: SAMPLE_UID,
    projectId: SAMPLE_PROJECT_ID,
    path: `media/${SAMPLE_UID}/${fileName}`,
    originalFileName: fileName,
    fileType: 'image/jpeg',
    uploadedAt: `2026-02-01T10:00:00.000Z`,
    isDesignerVisible: true,
    isClientVisible: true,
    tag: 'property',
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
