import { readFileSync } from 'node:fs';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { describe, expect, it } from 'vitest';
import { fileInput, waitForStored } from '../browser/onboardingSteps';
import { checkPage, expectHeading, visit } from '../browser/pageChecks';
import { signIn } from './signIn';
import { useStackBrowser } from './stackSession';

// Uploads on the app that ships: the file goes to the Storage emulator, recordMedia records it, and
// the photo function makes its thumbnail, a HEIC photo's included. It runs only where the Storage
// emulator's rules runtime is (vitest.config.ts leaves it out elsewhere, and the tier says so).
const stack = useStackBrowser();
const fixture = (name: string) =>
  readFileSync(new URL(`../../functions/src/media/fixtures/${name}`, import.meta.url));

describe('the seeded client uploads back-yard photos on a phone', () => {
  it('stores a JPEG and a HEIC photo and shows the thumbnails the function made', async () => {
    const session = await stack.open('phone');
    const { page } = session;
    await signIn(session, SAMPLE_CLIENT.email, SAMPLE_CLIENT.password);
    await visit(session, '/onboard/my-yard/back/upload');
    await expectHeading(session, 'Back Yard: photos and videos');
    await fileInput(page, 'Add wide-angle photos').setInputFiles([
      { name: 'corner-3.jpg', mimeType: 'image/jpeg', buffer: fixture('photo.jpg') },
      { name: 'IMG_0420.HEIC', mimeType: 'image/heic', buffer: fixture('photo.heic') },
    ]);
    await waitForStored(page, ['corner-3.jpg', 'IMG_0420.HEIC']);
    for (const name of ['corner-3.jpg', 'IMG_0420.HEIC']) {
      const picture = page.getByRole('img', { name, exact: true });
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth), {
          timeout: 60_000,
        })
        .toBeGreaterThan(0);
      // The thumbnail the function made, not the upload itself.
      expect(await picture.getAttribute('src')).not.toMatch(/\.(jpg|heic)(\?|$)/i);
    }
    await checkPage(session, 'uploads-thumbnails');
  });
});
