import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type * as logger from 'firebase-functions/logger';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { acceptTerms, setYardSloped } from '../../functions/src/index';
import {
  seedOnboardingClient,
  seedPurchase,
} from '../../functions/src/onboarding/testing/onboardingClients';
import { callableRequest, type TestCaller } from '../../functions/src/testing/callable';
import { AppRoutes } from '../../web/src/app/router';
import { renderWithProviders } from '../../web/src/testing/renderWithProviders';
import { emulatorDataLayer } from './support/emulatorDataLayer';
import { newClient, openForFile, recordFrontYardPhoto } from './support/testClients';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  info: vi.fn(),
}));

const opened = openForFile();

/**
 * The front yard's upload page as the app draws it: every route, the terms gate, the onboarding
 * shell and the page, for a Full Yard client whose front yard is added and who accepted the terms.
 */
async function openFrontYardUploads(client: TestCaller) {
  await seedOnboardingClient(client, 'full-yard', ['front']);
  const view = await openApp(client, '/onboard/my-yard/front/upload');
  // The first page loads its lazy chunks through the transformer, hence the long wait.
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Front Yard: photos and videos' },
    { timeout: 15_000 },
  );
  return view;
}

/** The app at `route` for a client who has accepted the current terms. */
async function openApp(client: TestCaller, route: string) {
  await acceptTerms.run(
    callableRequest({ typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true }, client),
  );
  const { dataLayer, reads } = emulatorDataLayer(opened.web(), client);
  const call = vi.spyOn(dataLayer.commands, 'call');
  return { ...renderWithProviders(<AppRoutes />, { route, dataLayer }), reads, call };
}

function checklistItem(label: RegExp): HTMLElement {
  const checklist = screen.getByRole('region', { name: 'What we need from this yard' });
  return within(checklist).getByText(label);
}

describe('onboarding pages, live from Firestore', () => {
  it('shows a photo on the yard upload page once recordMedia records it', async () => {
    const client = newClient();
    const { reads } = await openFrontYardUploads(client);
    await waitFor(() =>
      expect(reads.loaded()).toContain(
        `media where userId == ${client.uid} and projectId == project-${client.uid}`,
      ),
    );
    expect(checklistItem(/6 wide-angle photos/)).toHaveTextContent(
      '6 wide-angle photos: 0 of 6 (not done yet)',
    );
    const wideAngle = screen.getByRole('region', { name: 'Wide-angle photos' });
    expect(within(wideAngle).queryByRole('button', { name: /^Delete / })).toBeNull();

    await recordFrontYardPhoto(opened.storage(), client, 'Front lawn.jpg');

    expect(
      await within(wideAngle).findByRole(
        'button',
        { name: 'Delete Front lawn.jpg' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(checklistItem(/6 wide-angle photos/)).toHaveTextContent(
      '6 wide-angle photos: 1 of 6 (not done yet)',
    );
  });

  it('asks for slope photos once setYardSloped changes the onboard state', async () => {
    const client = newClient();
    // The page is drawn once the shell has read the onboard state.
    await openFrontYardUploads(client);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Slope photos' })).toBeNull();

    await setYardSloped.run(callableRequest({ yard: 'front', isSloped: true }, client));

    expect(
      await screen.findByRole('region', { name: 'Slope photos' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(checklistItem(/1 slope photo/)).toHaveTextContent('1 slope photo: 0 of 1');
  });

  it('starts onboarding for a missing onboard state and opens My Yard once it exists', async () => {
    // Bought, so a profile and a project exist, but no onboard state yet.
    const client = newClient();
    await seedPurchase(client, 'full-yard');
    const { call } = await openApp(client, '/onboard/my-yard');

    // The shell read the state as missing and asked the function to create it; only a live
    // read of that document then opens the page.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Yard' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith('startOnboarding', {});
    expect(screen.getByText("Jo's Yard")).toBeVisible();
  });
});
