import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import {
  DESIGNER_ON_IT,
  PROJECT_STATUS_LABEL,
  SUBMIT_BUTTON,
  TALK_TO_US,
} from '@yardwise/domain/laterSteps/startProject/messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_CHECKLIST_PHASING_PATH,
  BUDGET_COMPLETE_PATH,
  BUDGET_PRIORITIZE_PATH,
  BUDGET_REVIEW_PATH,
  EXTERIOR_INSPIRATION_PATH,
  EXTERIOR_PAINT_PATH,
  EXTERIOR_PAINT_PICKER_PATH,
  GOALS_PATH,
  LANDSCAPE_INSPIRATION_PATH,
  MY_YARD_PATH,
  PLANS_PATH,
  PLANTS_PATH,
  PREFERENCES_PATH,
  START_PROJECT_PATH,
} from '@yardwise/domain/routes/paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addColour,
  addItem,
  answerStyleQuiz,
  expectPath,
  openFromSteps,
  openYardCardStep,
} from '../browser/onboardingSteps';
import {
  checkPage,
  clickButton,
  clickLink,
  expectHeading,
  pathname,
  visit,
} from '../browser/pageChecks';
import {
  choosePackage,
  enterPropertyAddress,
  payAndConfirm,
  signUp,
} from '../browser/purchaseSteps';
import { seedExteriorInspiration, seedYardUploads } from './seededMedia';
import { uidOf } from './stackBackend';
import { useStackBrowser } from './stackSession';

// A homeowner on a phone who bought Outdoor Transformation (yards and the home's exterior) goes
// through every onboarding step on the product as deployed, and hands the project to the design
// team. Their uploads are recorded as recordMedia records stored files (no Storage emulator here).
const stack = useStackBrowser();
/** Steps of a submitted project, each with a control that shows once its answers are on screen. */
const READ_ONLY_STEPS: [path: string, control: string][] = [
  ['/onboard/my-yard/back/upload', 'Save and go to keep/remove'],
  ['/onboard/my-yard/back/keep', 'Save and go to functions'],
  ['/onboard/my-yard/back/priorities', 'Save and complete'],
  [BUDGET_PRIORITIZE_PATH, 'Submit my wish list'],
  [BUDGET_CHECKLIST_PHASING_PATH, 'Save'],
  [BUDGET_REVIEW_PATH, 'CONFIRM'],
  [EXTERIOR_PAINT_PATH, 'Yes'],
  [EXTERIOR_PAINT_PICKER_PATH, 'All'],
  [EXTERIOR_INSPIRATION_PATH, 'Save and continue'],
  [LANDSCAPE_INSPIRATION_PATH, 'Save and continue'],
  [PLANS_PATH, 'Save and continue'],
  [PREFERENCES_PATH, 'Save and continue'],
  [PLANTS_PATH, 'Save and continue'],
];
const EMAIL = 'sam.stack@example.com';

/** The names of the page's controls that still take input, besides the help form's buttons. */
function enabledControls(page: Page): Promise<string[]> {
  return page
    .locator('main#main')
    .locator('input:enabled:not([type=hidden]), textarea:enabled, select:enabled, button:enabled')
    .evaluateAll(
      (controls, helpButton) =>
        controls
          .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '')
          .filter((name) => name !== helpButton),
      TALK_TO_US,
    );
}

describe('a homeowner on a phone, from onboarding to the design team', () => {
  it(
    'completes every step, starts the project, and finds it read-only afterwards',
    { timeout: 240_000 },
    async () => {
      const session = await stack.open('phone');
      const { page } = session;
      await choosePackage(session, 'Outdoor Transformation');
      await signUp(session, EMAIL, { byProxy: false });
      await enterPropertyAddress(session, 'handoff');
      const dashboard = await payAndConfirm(session, 'handoff');
      await dashboard.click();
      await expectHeading(session, SIDEBAR_LABELS['my-yard']);
      const confirmInfo = page.getByRole('alertdialog', { name: 'Confirm Your Information' });
      await confirmInfo.getByRole('button', { name: 'Yes, this is correct' }).click();
      await confirmInfo.waitFor({ state: 'hidden' });

      // Start My Project before anything is done: submitting waits, and says what is missing.
      await openFromSteps(session, SIDEBAR_LABELS['start-project']);
      await expectPath(page, START_PROJECT_PATH);
      await expectHeading(session, SIDEBAR_LABELS['start-project']);
      expect(await page.getByRole('button', { name: SUBMIT_BUTTON }).isDisabled()).toBe(true);
      await page.getByText('Answer My Goals.').waitFor();
      await checkPage(session, 'handoff-start-project-blocked');
      await openFromSteps(session, SIDEBAR_LABELS['my-yard']);
      await expectPath(page, MY_YARD_PATH);

      // The back yard, its uploads recorded on the server: the card follows them live.
      await clickButton(session, 'Add Back Yard');
      const backYard = page.getByRole('region', { name: 'Back Yard' });
      await backYard.waitFor();
      const uid = await uidOf(EMAIL);
      await seedYardUploads(uid, 'back');
      await seedExteriorInspiration(uid, 5);
      await backYard
        .getByText(/complete/i)
        .first()
        .waitFor();
      await checkPage(session, 'handoff-my-yard-uploads-recorded');

      await openYardCardStep(page, 'Back Yard', 'Keep / Remove');
      await expectPath(page, '/onboard/my-yard/back/keep');
      await checkPage(session, 'handoff-keep-remove');
      await clickButton(session, 'Save and go to functions');
      await page.getByRole('checkbox', { name: 'Relax' }).check({ force: true });
      await checkPage(session, 'handoff-functions');
      await clickButton(session, 'Save and complete');
      await expectPath(page, MY_YARD_PATH);
      await page.getByRole('link', { name: 'Review your uploads' }).click();
      await expectPath(page, '/onboard/my-yard/review/1');
      await expectHeading(session, 'Review your uploads');
      await page.getByText('page 1 of 2').waitFor();
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByText('page 2 of 2').waitFor();
      await checkPage(session, 'handoff-review');
      await clickLink(session, 'CONFIRM');
      await expect.poll(() => pathname(page)).toMatch(/^\/onboard\/budget/);

      // The wish list: one item, its priority, the budget and its review.
      await openFromSteps(session, SIDEBAR_LABELS['wish-list']);
      await expectPath(page, BUDGET_CHECKLIST_LIST_PATH);
      await addItem(session, 'Planting Beds', { style: 'Cottage', yards: ['Back Yard'] });
      await clickLink(session, "Continue to Let's Prioritize");
      await expectPath(page, BUDGET_PRIORITIZE_PATH);
      await page.getByRole('radio', { name: /^40% — \$/ }).check({ force: true });
      await checkPage(session, 'handoff-prioritize');
      await clickButton(session, 'Submit my wish list');
      await expectPath(page, BUDGET_COMPLETE_PATH);
      await page.getByRole('link', { name: "Let's talk budget" }).click();
      await page
        .getByRole('radiogroup', { name: 'Do you plan to build your project in phases?' })
        .getByRole('radio', { name: 'No' })
        .check({ force: true });
      await page.getByRole('textbox', { name: 'Total (all-in) budget' }).fill('40000');
      await clickButton(session, 'Save');
      await expectPath(page, BUDGET_REVIEW_PATH);
      await page.getByText('$40,000').first().waitFor();
      await checkPage(session, 'handoff-budget-review');
      await clickButton(session, 'CONFIRM');
      await expectPath(page, BUDGET_COMPLETE_PATH);

      // Exterior design: the style quiz, a paint colour, and the inspiration recorded earlier.
      await answerStyleQuiz(session, 'handoff-exterior-quiz');
      await clickButton(session, 'Yes');
      await expectPath(page, EXTERIOR_PAINT_PICKER_PATH);
      await addColour(session, 0, 'Main Color');
      await checkPage(session, 'handoff-exterior-colours');
      await page.getByRole('link', { name: 'Continue' }).click();
      await expectPath(page, EXTERIOR_INSPIRATION_PATH);
      await expect
        .poll(() =>
          page.getByRole('button', { name: /^Delete exterior-inspiration-\d\.png$/ }).count(),
        )
        .toBe(5);
      await checkPage(session, 'handoff-exterior-inspiration');
      await clickButton(session, 'Save and continue');

      // The later steps: goals, no inspiration or plans to share, preferences, plants.
      await expectPath(page, GOALS_PATH);
      await expectHeading(session, SIDEBAR_LABELS.goals);
      await page.getByRole('checkbox', { name: 'Low maintenance' }).check({ force: true });
      await page.getByRole('radio', { name: 'Within 3 months' }).check({ force: true });
      await page.getByRole('radio', { name: 'A contractor' }).check({ force: true });
      await clickButton(session, 'Save and continue');
      await expectPath(page, LANDSCAPE_INSPIRATION_PATH);
      await expectHeading(session, SIDEBAR_LABELS.inspiration);
      await page.getByRole('checkbox', { name: "I don't have any" }).check({ force: true });
      await clickButton(session, 'Save and continue');
      await expectPath(page, PLANS_PATH);
      await expectHeading(session, SIDEBAR_LABELS.plans);
      await page.getByRole('checkbox', { name: "I don't have any" }).check({ force: true });
      await clickButton(session, 'Save and continue');
      await expectPath(page, PREFERENCES_PATH);
      await expectHeading(session, SIDEBAR_LABELS.preferences);
      await page
        .getByRole('radiogroup', { name: 'How much sun does your Back Yard get?' })
        .getByRole('radio', { name: 'Full sun' })
        .check({ force: true });
      await page
        .getByRole('radiogroup', { name: 'How much upkeep are you happy with?' })
        .getByRole('radio', { name: 'Low' })
        .check({ force: true });
      await checkPage(session, 'handoff-preferences');
      await clickButton(session, 'Save and continue');
      await expectPath(page, PLANTS_PATH);
      await expectHeading(session, SIDEBAR_LABELS.plants);
      await clickButton(session, 'Save and continue');

      // Start My Project: submitted once; the design team has it.
      await expectPath(page, START_PROJECT_PATH);
      await expectHeading(session, SIDEBAR_LABELS['start-project']);
      const submit = page.getByRole('button', { name: SUBMIT_BUTTON });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await checkPage(session, 'handoff-start-project-ready');
      await submit.click();
      await page.getByRole('heading', { name: DESIGNER_ON_IT }).waitFor({ timeout: 15_000 });
      await page.getByText(/Your first design is expected by \w+day, \w+ \d+, \d{4}\./).waitFor();
      await checkPage(session, 'handoff-designer-on-it');

      // After a reload, read back from Firestore: the steps are read-only, My Yard says submitted.
      await page.reload();
      await page.getByRole('heading', { name: DESIGNER_ON_IT }).waitFor();
      await openFromSteps(session, SIDEBAR_LABELS.goals);
      await expectPath(page, GOALS_PATH);
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Low maintenance' }).isChecked())
        .toBe(true);
      await expect
        .poll(() => page.getByRole('button', { name: 'Save and continue' }).isDisabled())
        .toBe(true);
      await checkPage(session, 'handoff-goals-read-only');
      // The other steps too: their answers, and no control that takes a change.
      for (const [path, name] of READ_ONLY_STEPS) {
        await visit(session, path);
        const control = page.getByRole('button', { name, exact: true });
        await control.waitFor();
        await expect.poll(() => control.isDisabled(), { message: path }).toBe(true);
        expect(await enabledControls(page), path).toEqual([]);
      }
      await clickButton(session, 'Steps');
      await expect
        .poll(() =>
          page
            .getByRole('dialog')
            .getByRole('link', { name: SIDEBAR_LABELS['start-project'] })
            .textContent(),
        )
        .toContain('Complete');
      await checkPage(session, 'handoff-steps-submitted');
      await page.keyboard.press('Escape');
      await openFromSteps(session, SIDEBAR_LABELS['my-yard']);
      await expectPath(page, MY_YARD_PATH);
      await page.getByText(PROJECT_STATUS_LABEL).waitFor();
      await page.getByText(/Project status: Submitted on /).waitFor();
      expect(await page.getByRole('button', { name: /^Remove yard/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
      await checkPage(session, 'handoff-my-yard-submitted');
    },
  );
});
