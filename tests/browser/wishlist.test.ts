import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { FILE_LIMIT_REACHED } from '@yardwise/domain/forms/messages';
import {
  ALL_IN_BELOW_PHASE_ONE,
  LETS_PRIORITIZE_TITLE,
  LETS_TALK_BUDGET_TITLE,
  SELECT_ITEMS_TO_CONTINUE_HINT,
  START_SELECTING_ITEMS,
  WISH_LIST_READY_TITLE,
} from '@yardwise/domain/wishlist/messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_COMPLETE_PATH,
  BUDGET_PRIORITIZE_PATH,
  BUDGET_REVIEW_PATH,
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PICKER_PATH,
  GOALS_PATH,
  LANDSCAPE_INSPIRATION_PATH,
} from '@yardwise/domain/routes/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSession, type Session } from './browser';
import { checkPage, clickButton, expectHeading } from './pageChecks';
import {
  addColour,
  addItem,
  answerStyleQuiz,
  expectPath,
  openFromSteps,
  PNG,
} from './onboardingSteps';
import { choosePackage, enterPropertyAddress, payAndConfirm, signUp } from './purchaseSteps';

// A homeowner on a phone who bought Outdoor Transformation (the Whole Home package, which designs
// the home's exterior too) builds a wish list, puts it in order by keyboard, tells us the budget,
// sees the estimate and financing, then chooses paint colours and shares inspiration photos.
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The names of the prioritised items, top first. */
function priorityOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /^Reorder / })
    .evaluateAll((handles) =>
      handles.map((handle) => (handle.getAttribute('aria-label') ?? '').replace(/^Reorder /, '')),
    );
}

describe('a homeowner on a phone builds a wish list and chooses the exterior design', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, 'phone', baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('selects items, prioritises by keyboard, budgets, sees estimates and finishes exterior design', async () => {
    const { page } = session;
    await choosePackage(session, 'Outdoor Transformation');
    await signUp(session, 'lena.wishlist@example.com', { byProxy: false });
    await enterPropertyAddress(session, 'wishlist');
    const dashboard = await payAndConfirm(session, 'wishlist');
    await dashboard.click();
    await expectHeading(session, SIDEBAR_LABELS['my-yard']);
    const confirmInfo = page.getByRole('alertdialog', { name: 'Confirm Your Information' });
    await confirmInfo.getByRole('button', { name: 'Yes, this is correct' }).click();
    await confirmInfo.waitFor({ state: 'hidden' });

    // Element selection: nothing chosen yet, so Continue waits and the estimate says why.
    await openFromSteps(session, SIDEBAR_LABELS['wish-list']);
    await expectPath(page, BUDGET_CHECKLIST_LIST_PATH);
    await expectHeading(session, 'Element selection');
    const toPrioritize = page.getByRole('button', { name: "Continue to Let's Prioritize" });
    expect(await toPrioritize.isDisabled()).toBe(true);
    await page.getByText(SELECT_ITEMS_TO_CONTINUE_HINT).waitFor();
    await page.getByText(START_SELECTING_ITEMS).first().waitFor();
    await checkPage(session, 'wishlist-element-selection-empty');

    // Three items through the item flow: a style and two yards; "None of these" and "I'm not
    // sure"; and an item without styles, whose style step is skipped.
    await addItem(session, 'Planting Beds', {
      style: 'Cottage',
      yards: ['Front Yard', 'Back Yard'],
      notes: 'Pollinator-friendly, please.',
    });
    await addItem(session, 'Patio', { style: 'None of these', yards: ["I'm not sure"] });
    await page.getByRole('link', { name: 'Irrigation', exact: true }).click();
    await expectHeading(session, 'Irrigation');
    expect(await page.getByRole('radiogroup', { name: 'Choose a style' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await addItem(session, 'Irrigation', { yards: ['Back Yard'] });

    await checkPage(session, 'wishlist-element-selection-chosen');

    // The phone's estimate panel opens the full estimate with financing.
    await clickButton(session, 'See estimate');
    const estimate = page.getByRole('dialog');
    await estimate.getByText('Estimated monthly payment').waitFor();
    await checkPage(session, 'wishlist-estimate-panel');
    await estimate.getByRole('button', { name: 'Close the estimate' }).click();
    await estimate.waitFor({ state: 'hidden' });

    // Let's Prioritize!: Irrigation moves to the top by keyboard, and the order is saved.
    await page.getByRole('link', { name: "Continue to Let's Prioritize" }).click();
    await expectPath(page, BUDGET_PRIORITIZE_PATH);
    await expectHeading(session, LETS_PRIORITIZE_TITLE);
    expect(await priorityOrder(page)).toEqual(['Planting Beds', 'Patio', 'Irrigation']);
    await page.getByRole('button', { name: 'Reorder Irrigation' }).focus();
    // One key at a time, as a person presses them: each move is measured and announced.
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => priorityOrder(page)).toEqual(['Irrigation', 'Planting Beds', 'Patio']);
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('radio', { name: /^40% — \$/ }).check({ force: true });
    await checkPage(session, 'wishlist-prioritize');
    await clickButton(session, 'Submit my wish list');

    // Complete: the budget questions next, with a phasing mistake and its fix.
    await expectPath(page, BUDGET_COMPLETE_PATH);
    await expectHeading(session, WISH_LIST_READY_TITLE);
    await checkPage(session, 'wishlist-complete');
    await page.getByRole('link', { name: "Let's talk budget" }).click();
    await expectHeading(session, LETS_TALK_BUDGET_TITLE);
    await page
      .getByRole('radiogroup', { name: 'Do you plan to build your project in phases?' })
      .getByRole('radio', { name: 'Yes' })
      .check({ force: true });
    await page
      .getByRole('radiogroup', { name: 'Which budget should we design for?' })
      .getByRole('radio')
      .first()
      .check({ force: true });
    await page.getByRole('textbox', { name: 'First phase budget' }).fill('30000');
    const total = page.getByRole('textbox', { name: 'Total (all-in) budget' });
    await total.fill('20000');
    await page.getByText(ALL_IN_BELOW_PHASE_ONE).waitFor();
    expect(await total.getAttribute('aria-invalid')).toBe('true');
    await checkPage(session, 'wishlist-budget-phasing-error');
    await total.fill('60000');
    await page.getByText(ALL_IN_BELOW_PHASE_ONE).waitFor({ state: 'hidden' });
    await clickButton(session, 'Save');

    // Review: the answers, the estimate as numbers and a chart, and financing with the lender link.
    await expectPath(page, BUDGET_REVIEW_PATH);
    await expectHeading(session, 'Review your budget');
    await page.getByText('$60,000').first().waitFor();
    await page.getByText('All-in estimate').first().waitFor();
    await page.getByText('Estimated monthly payment').first().waitFor();
    const lender = page.getByRole('link', { name: 'Check your pre-qualified rate' });
    expect(await lender.getAttribute('target')).toBe('_blank');
    await checkPage(session, 'wishlist-budget-review');
    await clickButton(session, 'CONFIRM');
    await expectPath(page, BUDGET_COMPLETE_PATH);

    // Exterior design: the style quiz, paint colours, then five inspiration photos.
    await answerStyleQuiz(session, 'exterior-quiz');
    await checkPage(session, 'exterior-paint');
    await clickButton(session, 'Yes');

    await expectPath(page, EXTERIOR_PAINT_PICKER_PATH);
    await expectHeading(session, 'Choose your colours');
    await addColour(session, 0, 'Main Color');
    await addColour(session, 1, 'Trim Color');
    await checkPage(session, 'exterior-colour-picker');
    await page.getByRole('link', { name: 'Continue' }).click();

    await expectPath(page, EXTERIOR_INSPIRATION_PATH);
    await expectHeading(session, SIDEBAR_LABELS.inspiration);
    const six = Array.from({ length: 6 }, (_, index) => ({
      name: `inspiration-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    }));
    await page
      .locator('input[type="file"][aria-label="Add inspiration photos"]')
      .setInputFiles(six);
    // Five are kept, the sixth is left out, and the control says the limit is reached.
    await page.getByText(FILE_LIMIT_REACHED).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('button', { name: /^Delete inspiration-\d\.png$/ }).count(), {
        timeout: 30_000,
      })
      .toBe(5);
    await page
      .getByRole('textbox', { name: /inspiration-1\.png/ })
      .fill('Love the deep porch and the dark trim.');
    await checkPage(session, 'exterior-inspiration');
    await clickButton(session, 'Save and continue');
    await expectPath(page, GOALS_PATH);
    await expectHeading(session, SIDEBAR_LABELS.goals);

    // My Goals: up to three goals, the timing and who installs; then on to My Inspiration.
    for (const goal of ['Curb appeal', 'Entertaining', 'Outdoor cooking']) {
      await page.getByRole('checkbox', { name: goal }).check({ force: true });
    }
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Privacy' }).isDisabled())
      .toBe(true);
    await page
      .getByRole('textbox', { name: 'What would make this project a success for you?' })
      .fill('Friends over on summer evenings, and a front we are proud of.');
    await page.getByRole('radio', { name: '3–6 months' }).check({ force: true });
    await page.getByRole('radio', { name: 'A contractor' }).check({ force: true });
    await checkPage(session, 'my-goals');
    await clickButton(session, 'Save and continue');
    await expectPath(page, LANDSCAPE_INSPIRATION_PATH);
    await expectHeading(session, SIDEBAR_LABELS.inspiration);
  });
});
