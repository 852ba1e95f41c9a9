import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type * as logger from 'firebase-functions/logger';
import { onboardStateIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import {
  memoryMediaStorage,
  type MemoryMediaStorage,
} from '../../functions/src/adapters/storage/memoryMediaStorage';
import { setMediaStorageForTests } from '../../functions/src/adapters/storage/selectMediaStorage';
import { recordMedia, startOnboarding } from '../../functions/src/index';
import {
  seedOnboardingClient,
  seedPurchase,
} from '../../functions/src/onboarding/testing/onboardingClients';
import { callableRequest, type TestCaller } from '../../functions/src/testing/callable';
import { LiveData, useLiveDocument, useLiveQuery } from '../../web/src/data/liveReads';
import { renderWithProviders } from '../../web/src/testing/renderWithProviders';
import { emulatorDataLayer } from './support/emulatorDataLayer';
import { openWebFirebase, type WebFirebase } from './support/webFirebase';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  info: vi.fn(),
}));

// The hooks' own contract, through minimal probes: a screen shows only what it makes of a result,
// not whether a missing document came back as null rather than still loading.

let web: WebFirebase;
let storage: MemoryMediaStorage;

beforeAll(async () => {
  web = await openWebFirebase();
  storage = memoryMediaStorage();
  setMediaStorageForTests(storage);
});

afterAll(async () => {
  setMediaStorageForTests(null);
  await web.close();
});

function newClient(): TestCaller {
  const id = randomUUID().slice(0, 8);
  return { uid: `client-${id}`, signIn: 'password', email: `client-${id}@example.com` };
}

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

/** Stores a front-yard photo in the Storage stand-in and records it through recordMedia. */
async function recordPhoto(client: TestCaller, originalFileName: string) {
  const path = `media/${client.uid}/${randomUUID()}.1772445600000.jpg`;
  storage.put(path, { contentType: 'image/jpeg', size: 2048 });
  await recordMedia.run(
    callableRequest(
      {
        path,
        fileType: 'image/jpeg',
        variant: 'front-yard-wide-angle',
        tag: 'property',
        originalFileName,
      },
      client,
    ),
  );
}

describe('live reads through reactfire on the emulator', () => {
  it('reads a missing document as null, then shows it once a function creates it', async () => {
    const client = newClient();
    await seedPurchase(client, 'full-yard');
    const { dataLayer } = emulatorDataLayer(web, client);
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
    await recordPhoto(client, 'Before.jpg');
    const { dataLayer, reads } = emulatorDataLayer(web, client);
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
    await recordPhoto(someoneElse, 'Not mine.jpg');
    await recordPhoto(client, 'After.jpg');

    expect(await within(list).findByText('After.jpg', {}, { timeout: 5000 })).toBeVisible();
    // Firestore orders them by document id, which recordMedia derives from the random path.
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names.sort()).toEqual(['After.jpg', 'Before.jpg']);
  });
});
