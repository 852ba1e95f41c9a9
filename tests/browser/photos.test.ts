import { readFileSync } from 'node:fs';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MEDIA_FILE_TYPE_INVALID } from '@yardwise/domain/onboarding/messages';
import { launchBrowser, navigateInApp, openSession, type Session } from './browser';
import { fileInput } from './onboardingSteps';
import { checkPage, expectHeading } from './pageChecks';
import { viewAsSampleClient } from './sampleClient';

// The sample client's front-yard upload page in the preview, on a phone: light to open (its
// photos are small thumbnails), a HEIC photo never shows as a broken image (the preview has no
// function to convert it, and says so), and a text file named .png is refused as in production.
const baseUrl = inject('baseUrl');
const UPLOAD_PAGE = '/onboard/my-yard/front/upload';
/** Everything the page's pictures weigh on first view, network and inline alike. */
const IMAGE_BUDGET_BYTES = 1024 * 1024;
const fixture = (name: string) =>
  readFileSync(new URL(`../../functions/src/media/fixtures/${name}`, import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the sample client's upload page in the preview, on a phone", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, 'phone', baseUrl);
    await viewAsSampleClient(session);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('loads under 1 MB of images, with every seeded photo scrolled into view', async () => {
    const { page } = session;
    const imageResponses: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') imageResponses.push(response);
    });
    await navigateInApp(page, UPLOAD_PAGE);
    await expectHeading(session, 'Front Yard: photos and videos');
    const wideAngle = page.getByRole('region', { name: 'Wide-angle photos' });
    await expect.poll(() => wideAngle.getByRole('img').count()).toBe(6);
    // Lazy pictures load as they come into view: all of them, as a client scrolling through.
    for (const picture of await page.getByRole('img').all()) await picture.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    const networkBytes = (
      await Promise.all(imageResponses.map(async (response) => (await response.body()).length))
    ).reduce((sum, size) => sum + size, 0);
    // Seeded pictures are inline (data: URLs), which no response shows: their text is their weight.
    const inlineBytes = await page.evaluate(() =>
      [...document.images]
        .map((image) => image.currentSrc || image.src)
        .filter((src) => src.startsWith('data:'))
        .reduce((sum, src) => sum + src.length, 0),
    );
    console.info(
      `${UPLOAD_PAGE} as the sample client: ${networkBytes} bytes of images over the network, ${inlineBytes} inline`,
    );
    expect(networkBytes + inlineBytes).toBeLessThan(IMAGE_BUDGET_BYTES);
  });

  it('says a HEIC photo is converted on upload in the real app, never a broken image', async () => {
    const { page } = session;
    const wideAngle = page.getByRole('region', { name: 'Wide-angle photos' });
    await fileInput(page, 'Add wide-angle photos').setInputFiles({
      name: 'IMG_0420.HEIC',
      mimeType: 'image/heic',
      buffer: fixture('photo.heic'),
    });
    const note = wideAngle.getByText('The real app converts this photo on upload');
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    // No picture in the grid failed to load.
    const broken = await wideAngle
      .getByRole('img')
      .evaluateAll(
        (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).length,
      );
    expect(broken).toBe(0);
    await checkPage(session, 'photos-preview-heic');
  });

  it('refuses a text file named .png, as production does', async () => {
    const { page } = session;
    await fileInput(page, 'Add wide-angle photos').setInputFiles({
      name: 'not-a-photo.png',
      mimeType: 'image/png',
      buffer: fixture('not-an-image.png'),
    });
    const row = page.getByRole('listitem').filter({ hasText: 'not-a-photo.png' });
    await row.getByText(MEDIA_FILE_TYPE_INVALID).waitFor();
    const wideAngle = page.getByRole('region', { name: 'Wide-angle photos' });
    expect(await wideAngle.getByRole('img', { name: 'not-a-photo.png' }).count()).toBe(0);
  });
});
