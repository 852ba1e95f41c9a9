import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { UPLOAD_FAILED } from '@yardwise/domain/forms/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSession, type Session } from './browser';
import { checkPage, clickButton, clickLink, expectHeading, pathname } from './pageChecks';
import {
  fileInput,
  namesOf,
  openYardCardStep,
  photos,
  uploadYard,
  VIDEO,
  waitForStored,
} from './onboardingSteps';
import { choosePackage, enterPropertyAddress, payAndConfirm, signUp } from './purchaseSteps';

// A homeowner's first onboarding steps on a phone, straight after buying a Full Yard: choose the
// yards, upload photos and videos (one upload fails and is retried), comment what to keep and
// remove, choose functions, review and confirm, and reach NEXT STEP: WISH LIST.
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a homeowner on a phone, straight after buying', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, 'phone', baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('chooses yards, uploads, comments keep/remove, picks functions, reviews and confirms', async () => {
    const { page } = session;
    await choosePackage(session, 'Full Yard');
    await signUp(session, 'rosa.onboard@example.com', { byProxy: false });
    await enterPropertyAddress(session, 'onboard');
    const dashboard = await payAndConfirm(session, 'onboard');
    await dashboard.click();
    await expectHeading(session, SIDEBAR_LABELS['my-yard']);

    // Confirm Your Information blocks the page until the homeowner confirms.
    const confirmInfo = page.getByRole('alertdialog', { name: 'Confirm Your Information' });
    await confirmInfo.waitFor();
    await checkPage(session, 'onboard-confirm-information');
    await confirmInfo.getByRole('button', { name: 'Yes, this is correct' }).click();
    await confirmInfo.waitFor({ state: 'hidden' });
    await checkPage(session, 'onboard-my-yard-no-yards');

    // A new Full Yard client chooses the yards first.
    await clickButton(session, 'Add Front Yard');
    await page.getByRole('region', { name: 'Front Yard' }).waitFor();
    await clickButton(session, 'Add Back Yard');
    await page.getByRole('region', { name: 'Back Yard' }).waitFor();
    expect(await page.getByRole('button', { name: 'NEXT STEP: WISH LIST' }).isDisabled()).toBe(
      true,
    );
    await checkPage(session, 'onboard-my-yard-chosen');

    // Front yard photos, one of which fails on its first try, with progress shown per file.
    await openYardCardStep(page, 'Front Yard', 'Uploads');
    await expectHeading(session, 'Front Yard: photos and videos');
    await checkPage(session, 'onboard-front-upload-empty');
    const files = photos('front-corner', 6);
    files[2] = { ...files[2]!, name: 'fail-once-front-corner-3.png' };
    await fileInput(page, 'Add wide-angle photos').setInputFiles(files);
    await page
      .getByRole('progressbar', { name: /^Uploading / })
      .first()
      .waitFor();
    await checkPage(session, 'onboard-front-upload-progress');
    await page.getByText(UPLOAD_FAILED.split('{email}')[0]!.trim()).waitFor({ timeout: 30_000 });
    await checkPage(session, 'onboard-front-upload-failed');
    await page.getByRole('button', { name: 'Retry fail-once-front-corner-3.png' }).click();
    await waitForStored(page, namesOf(files));
    await fileInput(page, 'Add slow-pan videos').setInputFiles({
      name: 'front-pan.mp4',
      mimeType: 'video/mp4',
      buffer: VIDEO,
    });
    await waitForStored(page, ['front-pan.mp4']);
    await page.getByText('6 wide-angle photos: 6 of 6').waitFor();
    await checkPage(session, 'onboard-front-upload-done');
    await clickButton(session, 'Save and go to keep/remove');

    // What to keep and what to remove, each with its comment.
    await expect.poll(() => pathname(page)).toBe('/onboard/my-yard/front/keep');
    await fileInput(page, 'Add photos of what to keep').setInputFiles(photos('oak', 1));
    await fileInput(page, 'Add photos of what to remove').setInputFiles(photos('shed', 1));
    await waitForStored(page, ['oak-1.png', 'shed-1.png']);
    await page.getByRole('textbox', { name: /oak-1\.png/ }).fill('Keep the oak tree');
    await page.getByRole('textbox', { name: /shed-1\.png/ }).fill('Remove the old shed');
    await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBe(2);
    await checkPage(session, 'onboard-front-keep-remove');
    await clickButton(session, 'Save and go to functions');

    // Functions of the yard.
    await expect.poll(() => pathname(page)).toBe('/onboard/my-yard/front/priorities');
    await page.getByRole('checkbox', { name: 'Relax' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Garden' }).check({ force: true });
    await checkPage(session, 'onboard-front-functions');
    await clickButton(session, 'Save and complete');
    await expect.poll(() => pathname(page)).toBe('/onboard/my-yard');

    // The back yard's uploads; keep/remove and functions are optional.
    await uploadYard(session, 'Back Yard', 'back');
    await expect.poll(() => pathname(page)).toBe('/onboard/my-yard/back/keep');
    await clickButton(session, 'Save and go to functions');
    await clickButton(session, 'Save and complete');
    await expect.poll(() => pathname(page)).toBe('/onboard/my-yard');
    await checkPage(session, 'onboard-my-yard-complete');

    // Review both pages, then confirm.
    await page.getByRole('link', { name: 'Review your uploads' }).click();
    await expect.poll(() => pathname(page)).toBe('/onboard/my-yard/review/1');
    await page.getByText('page 1 of 2').waitFor();
    await checkPage(session, 'onboard-review-1');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByText('page 2 of 2').waitFor();
    await page.getByText('Keep the oak tree').waitFor();
    await checkPage(session, 'onboard-review-2');
    await clickLink(session, 'CONFIRM');
    await expect.poll(() => pathname(page)).toMatch(/^\/onboard\/budget/);
    await page.locator('main#main h1').first().waitFor();
    await checkPage(session, 'onboard-after-review');

    // Back on My Yard the next step is open.
    await clickButton(session, 'Steps');
    const myYard = page.getByRole('dialog').getByRole('link', { name: SIDEBAR_LABELS['my-yard'] });
    await myYard.waitFor();
    await checkPage(session, 'onboard-steps-menu');
    await myYard.click();
    await expect.poll(() => pathname(page)).toBe('/onboard/my-yard');
    await page.getByRole('link', { name: 'NEXT STEP: WISH LIST' }).waitFor();
    await checkPage(session, 'onboard-my-yard-next-open');
  });
});
