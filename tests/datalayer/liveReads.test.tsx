import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type * as logger from 'firebase-functions/logger';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import { startOnboarding } from '../../functions/src/index';
import {
  seedOnboardingClient,
  seedPurchase,
} from '../../functions/src/onboarding/testing/onboardingClients';
import { callableRequest } from '../../functions/src/testing/callable';
import { LiveData, useLiveDocument, useLiveQuery } from '../../web/src/data/liveReads';
import { renderWithProviders } from '../../web/src/testing/renderWithProviders';
import { emulatorDataLayer } from './support/emulatorDataLayer';
import { newClient, openForFile, recordFrontYardPhoto } from './support/testClients';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  info: vi.fn(),
}));

// The hooks' own contract, through minimal probes: a screen shows only what it makes of a result,
// not whether a missing document came back as null rather than still loading.

const opened = openForFile();

function OnboardStateProbe({ id }: { id: string }) {
  const state = useLiveDocument('onboardStates', id);
  if (state.status !== 'success') return <p>{state.status}</p>;
  return <p>{state.data ? `Current step: ${state.data.currentStep}` : 'No onboard state'}</p>;
}

function MediaProbe({ uid }: { uid: string }) {
  const media = useLiveQuery('media', [{ field: 'userId', value: uid }]);
  if (media.status !== 'success' || !media.data) return <p>{media.status}</p>;
  return (
    <ul aria-label="Media">
      {media.data.map((file) => (
        <li key={file.id}>{file.originalFileName}</li>
      ))}
    </ul>
  );
}

describe('live reads through reactfire on the emulator', () => {
  it('reads a missing document as null, then shows it once a function creates it', async () => {
    const client = newClient();
    await seedPurchase(client, 'full-yard');
    const { dataLayer } = emulatorDataLayer(opened.web(), client);
    renderWithProviders(
      <LiveData>
        <OnboardStateProbe id={onboardStateIdFor(client.uid)} />
      </LiveData>,
      { dataLayer },
    );
    expect(await screen.findByText('No onboard state', {}, { timeout: 10_000 })).toBeVisible();

    await startOnboarding.run(callableRequest({}, client));

    expect(await screen.findByText('Current step: Yard', {}, { timeout: 5000 })).toBeVisible();
  });

  it('adds a new document matching a userId query, and only those', async () => {
    const client = newClient();
    const someoneElse = newClient();
    await seedOnboardingClient(client, 'full-yard', ['front']);
    await seedOnboardingClient(someoneElse, 'full-yard', ['front']);
    await recordFrontYardPhoto(opened.storage(), client, 'Before.jpg');
    const { dataLayer, reads } = emulatorDataLayer(opened.web(), client);
    renderWithProviders(
      <LiveData>
        <MediaProbe uid={client.uid} />
      </LiveData>,
      { dataLayer },
    );
    const list = await screen.findByRole('list', { name: 'Media' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getByText('Before.jpg')).toBeVisible());
    expect(reads.loaded()).toEqual([`media where userId == ${client.uid}`]);

    // Another client's photo first: were the filter ignored, it would show before ours does.
    await recordFrontYardPhoto(opened.storage(), someoneElse, 'Not mine.jpg');
    await recordFrontYardPhoto(opened.storage(), client, 'After.jpg');

    expect(await within(list).findByText('After.jpg', {}, { timeout: 5000 })).toBeVisible();
    // Firestore orders them by document id, which recordMedia derives from the random path.
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.sort()).toEqual(['After.jpg', 'Before.jpg']);
  });
});
