import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  STYLE_QUIZ_GOALS_QUESTION,
  STYLE_QUIZ_STYLE_QUESTION,
} from '@yardwise/domain/exterior/styleQuiz';
import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  EXTERIOR_DESIGN_PATH,
  EXTERIOR_PAINT_PATH,
} from '@yardwise/domain/routes/paths';
import type { Session } from './browser';
import { checkPage, clickButton, expectHeading, pathname } from './pageChecks';

// Steps of onboarding that several journeys take: uploading a yard's media, adding wish-list
// items and the exterior design's quiz and colours, as a homeowner does them.

// A 1×1 PNG: a real picture, so the thumbnails render.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// An MP4's first box, then filler: uploads are recorded only when their first bytes are the type
// they claim, in the preview as in production.
export const VIDEO = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.alloc(4080, 7),
]);

export const photos = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `${prefix}-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  }));

export const namesOf = (files: { name: string }[]) => files.map((file) => file.name);

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => pathname(page), { timeout: 10_000 }).toBe(path);
}

/** The file input behind an upload control's "Choose files" button. */
export function fileInput(page: Page, label: string) {
  return page.locator(`input[type="file"][aria-label="${label}"]`);
}

export async function openYardCardStep(page: Page, yard: string, step: string | RegExp) {
  await page.getByRole('region', { name: yard }).getByRole('link', { name: step }).click();
}

/** Opens a step from the phone's Steps menu. */
export async function openFromSteps(session: Session, step: string) {
  const { page } = session;
  await clickButton(session, 'Steps');
  await page.getByRole('dialog').getByRole('link', { name: step }).click();
}

/** Waits until each named file is uploaded and shown among the yard's media (with its Delete). */
export async function waitForStored(page: Page, names: string[]) {
  await expect
    .poll(
      async () => {
        const shown = await Promise.all(
          names.map((name) =>
            page.getByRole('button', { name: `Delete ${name}`, exact: true }).count(),
          ),
        );
        return shown.filter((count) => count > 0).length;
      },
      { timeout: 30_000 },
    )
    .toBe(names.length);
}

/** A yard's required uploads (six wide-angle photos and a slow-pan video), then keep/remove. */
export async function uploadYard(session: Session, yard: string, name: string) {
  const { page } = session;
  await openYardCardStep(page, yard, 'Uploads');
  await expectHeading(session, `${yard}: photos and videos`);
  const corners = photos(`${name}-corner`, 6);
  await fileInput(page, 'Add wide-angle photos').setInputFiles(corners);
  await fileInput(page, 'Add slow-pan videos').setInputFiles({
    name: `${name}-pan.mp4`,
    mimeType: 'video/mp4',
    buffer: VIDEO,
  });
  await waitForStored(page, [...namesOf(corners), `${name}-pan.mp4`]);
  await page.getByText('6 wide-angle photos: 6 of 6').waitFor();
  await clickButton(session, 'Save and go to keep/remove');
}

/** Answers the item flow on its page: a price range, a style, yards and notes as given. */
export async function addItem(
  session: Session,
  name: string,
  answers: { style?: string; yards: string[]; notes?: string },
) {
  const { page } = session;
  await page.getByRole('link', { name, exact: true }).click();
  await expectHeading(session, name);
  await page
    .getByRole('radiogroup', { name: 'Choose a price range' })
    .getByRole('radio')
    .first()
    .check({ force: true });
  if (answers.style) {
    await page.getByRole('radio', { name: answers.style, exact: true }).check({ force: true });
  }
  for (const yard of answers.yards) {
    await page.getByRole('checkbox', { name: yard, exact: true }).check({ force: true });
  }
  if (answers.notes) {
    await page.getByRole('textbox', { name: /Anything else we should know/ }).fill(answers.notes);
  }
  await checkPage(session, `wishlist-item-${name.toLowerCase().replace(/\W+/g, '-')}`);
  await clickButton(session, 'Add to wish list');
  await expectPath(page, BUDGET_CHECKLIST_LIST_PATH);
  await page.getByRole('article', { name }).getByText('On your wish list').waitFor();
}

/** Exterior design's style quiz, from the wish list's last page: Craftsman, for curb appeal. */
export async function answerStyleQuiz(session: Session, screenshot: string) {
  const { page } = session;
  await page.getByRole('link', { name: 'Go to Exterior Design' }).click();
  await expectPath(page, EXTERIOR_DESIGN_PATH);
  await expectHeading(session, SIDEBAR_LABELS['exterior-design']);
  await page
    .getByRole('radiogroup', { name: STYLE_QUIZ_STYLE_QUESTION })
    .getByRole('radio', { name: 'Craftsman' })
    .check({ force: true });
  await page
    .getByRole('group', { name: STYLE_QUIZ_GOALS_QUESTION })
    .getByRole('checkbox', { name: 'Boost curb appeal' })
    .check({ force: true });
  await checkPage(session, screenshot);
  await clickButton(session, 'Finish the quiz');
  await expectPath(page, EXTERIOR_PAINT_PATH);
  await expectHeading(session, 'New paint colours?');
}

/** On the colour picker: the nth colour swatch as the colour for `use`; answers its name. */
export async function addColour(session: Session, swatch: number, use: string): Promise<string> {
  const { page } = session;
  const swatches = page.getByRole('list', { name: 'Colours' }).getByRole('button');
  await swatches.nth(swatch).waitFor();
  const colour = (await swatches.nth(swatch).textContent())?.trim() ?? '';
  await swatches.nth(swatch).click();
  await page.getByRole('radio', { name: use }).check({ force: true });
  await clickButton(session, 'Add colour');
  await page.getByRole('button', { name: `Remove ${colour} (${use})` }).waitFor();
  return colour;
}
