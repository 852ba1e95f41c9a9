import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import sharp from 'sharp';
import type * as logger from 'firebase-functions/logger';
import {
  planMediaProcessing,
  processingRequestPath,
} from '@yardwise/domain/onboarding/mediaProcessing';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { getDb } from '../../functions/src/admin';
import { acceptTerms } from '../../functions/src/index';
import { processStoredPhoto } from '../../functions/src/media/processStoredPhoto';
import { recordUpload, uploadFixture } from '../../functions/src/media/testing/photoFixtures';
import { seedOnboardingClient } from '../../functions/src/onboarding/testing/onboardingClients';
import { callableRequest, type TestCaller } from '../../functions/src/testing/callable';
import { AppRoutes } from '../../web/src/app/router';
import { PHOTO_PREPARING } from '../../web/src/ui/media/mediaCopy';
import { renderWithProviders } from '../../web/src/testing/renderWithProviders';
import { emulatorDataLayer } from './support/emulatorDataLayer';
import { newClient, openForFile } from './support/testClients';

vi.mock('firebase-functions/logger', async (importOriginal) => ({
  ...(await importOriginal<typeof logger>()),
  info: vi.fn(),
}));

const opened = openForFile();
const PHOTO_NAME = 'IMG_0420.HEIC';

/** A Full Yard client with the front yard added, the terms accepted and a HEIC photo uploaded. */
async function clientWithHeicUpload() {
  const client = newClient();
  await seedOnboardingClient(client, 'full-yard', ['front']);
  await acceptTerms.run(
    callableRequest({ typeOfTos: CURRENT_TERMS_VERSION, tosAgreed: true }, client),
  );
  const upload = uploadFixture(opened.storage(), client, 'heic');
  await recordUpload(client, upload, PHOTO_NAME);
  return { client, upload };
}

/** What the Storage trigger does once recordMedia's conversion request is stored. */
async function runTrigger(upload: { path: string }) {
  const object = { name: processingRequestPath(upload.path)!, contentType: 'text/plain' };
  return processStoredPhoto(await getDb(), opened.storage(), object, new Date());
}

function openApp(client: TestCaller, route: string) {
  const { dataLayer } = emulatorDataLayer(opened.web(), client);
  return renderWithProviders(<AppRoutes />, { route, dataLayer });
}

/** The derived image a URL points at, as a browser would receive it. */
async function imageBehind(url: string | null, upload: { path: string; contentType: string }) {
  const plan = planMediaProcessing({ name: upload.path, contentType: upload.contentType });
  if (plan.action !== 'process') throw new Error('The HEIC fixture is not converted');
  const storage = opened.storage();
  for (const { path } of Object.values(plan.derived)) {
    if (url === (await storage.downloadURL(path))) {
      const stored = storage.stored(path)!;
      return { contentType: stored.contentType, ...(await sharp(stored.bytes).metadata()) };
    }
  }
  return undefined;
}

describe('a HEIC photo, converted by the function, live from Firestore', () => {
  it('shows on the yard upload page as its WebP thumbnail once processed', async () => {
    const { client, upload } = await clientWithHeicUpload();
    openApp(client, '/onboard/my-yard/front/upload');
    const wideAngle = await screen.findByRole(
      'region',
      { name: 'Wide-angle photos' },
      { timeout: 15_000 },
    );
    expect(await within(wideAngle).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      PHOTO_PREPARING,
    );

    expect(await runTrigger(upload)).toBe('ready');

    const picture = await within(wideAngle).findByRole(
      'img',
      { name: PHOTO_NAME },
      { timeout: 5000 },
    );
    const shown = await imageBehind(picture.getAttribute('src'), upload);
    expect(shown).toMatchObject({ contentType: 'image/webp', format: 'webp', width: 480 });
    expect(within(wideAngle).queryByRole('status')).toBeNull();
  });

  it('shows in the review as its WebP display image', async () => {
    const { client, upload } = await clientWithHeicUpload();
    await runTrigger(upload);
    openApp(client, '/onboard/my-yard/review/1');

    const front = await screen.findByRole('region', { name: 'Front Yard' }, { timeout: 15_000 });
    const picture = await within(front).findByRole('img', { name: PHOTO_NAME }, { timeout: 5000 });
    const shown = await imageBehind(picture.getAttribute('src'), upload);
    expect(shown).toMatchObject({ contentType: 'image/webp', format: 'webp', width: 640 });
  });
});
