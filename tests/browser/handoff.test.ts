import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { GO_TO_MY_GOALS } from '@yardwise/domain/wishlist/messages';
import {
  DESIGNER_ON_IT,
  PROJECT_STATUS_LABEL,
  SUBMIT_BUTTON,
} from '@yardwise/domain/laterSteps/startProject/messages';
import {
  BUDGET_CHECKLIST_LIST_PATH,
  BUDGET_COMPLETE_PATH,
  BUDGET_PRIORITIZE_PATH,
  BUDGET_REVIEW_PATH,
  GOALS_PATH,
  LANDSCAPE_INSPIRATION_PATH,
  MY_YARD_PATH,
  PLANS_PATH,
  PLANTS_PATH,
  PREFERENCES_PATH,
  START_PROJECT_PATH,
} from '@yardwise/domain/routes/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSession, type Session } from './browser';
import { checkPage, clickButton, expectHeading, pathname } from './pageChecks';
import { addItem, expectPath, openFromSteps, uploadYard } from './onboardingSteps';
import { choosePackage, enterPropertyAddress, payAndConfirm, signUp } from './purchaseSteps';

// A homeowner on a phone goes from buying a Full Yard through every onboarding step to "Submit to
// my designer", and the project reaches the design team: no step ends anywhere but the next one.
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a homeowner on a phone hands the project to the designer', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, 'phone', baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it(
    'buys, onboards every step and submits; the designer is on it',
    { timeout: 240_000 },
    async () => {
      const { page } = session;
      await choosePackage(session, 'Full Yard');
      await signUp(session, 'sam.handoff@example.com', { byProxy: false });
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

      // Full Yard's two yards: their uploads, keep/remove and functions, then the review.
      await openFromSteps(session, SIDEBAR_LABELS['my-yard']);
      await expectPath(page, MY_YARD_PATH);
      await clickButton(session, 'Add Front Yard');
      await page.getByRole('region', { name: 'Front Yard' }).waitFor();
      await uploadYard(session, 'Front Yard', 'handoff-front');
      await expectPath(page, '/onboard/my-yard/front/keep');
      await clickButton(session, 'Save and go to functions');
      await page.getByRole('checkbox', { name: 'Relax' }).check({ force: true });
      await clickButton(session, 'Save and complete');
      await expectPath(page, MY_YARD_PATH);
      await clickButton(session, 'Add Back Yard');
      await page.getByRole('region', { name: 'Back Yard' }).waitFor();
      await uploadYard(session, 'Back Yard', 'handoff-back');
      await expectPath(page, '/onboard/my-yard/back/keep');
      await clickButton(session, 'Save and go to functions');
      await clickButton(session, 'Save and complete');
      await expectPath(page, MY_YARD_PATH);
      await page.getByRole('link', { name: 'Review your uploads' }).click();
      await expectPath(page, '/onboard/my-yard/review/1');
      await page.getByRole('link', { name: 'Next' }).click();
      await page.getByText('page 2 of 2').waitFor();
      await clickButton(session, 'CONFIRM');
      await expect.poll(() => pathname(page)).toMatch(/^\/onboard\/budget/);

      // The wish list: one item, its priority, the budget and the review.
      await openFromSteps(session, SIDEBAR_LABELS['wish-list']);
      await expectPath(page, BUDGET_CHECKLIST_LIST_PATH);
      await addItem(session, 'Planting Beds', { style: 'Cottage', yards: ['Front Yard'] });
      await clickButton(session, "Continue to Let's Prioritize");
      await expectPath(page, BUDGET_PRIORITIZE_PATH);
      await page.getByRole('radio', { name: /^40% — \$/ }).check({ force: true });
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
      await clickButton(session, 'CONFIRM');
      await expectPath(page, BUDGET_COMPLETE_PATH);

      // Full Yard has no exterior design: the wish list leads on to My Goals.
      await page.getByRole('link', { name: GO_TO_MY_GOALS }).click();
      await expectPath(page, GOALS_PATH);
      await page.getByRole('checkbox', { name: 'Low maintenance' }).check({ force: true });
      await page.getByRole('radio', { name: 'Within 3 months' }).check({ force: true });
      await page.getByRole('radio', { name: 'A contractor' }).check({ force: true });
      await clickButton(session, 'Save and continue');

      // The optional steps: nothing to share.
      await expectPath(page, LANDSCAPE_INSPIRATION_PATH);
      await expectHeading(session, SIDEBAR_LABELS.inspiration);
      await page.getByRole('checkbox', { name: "I don't have any" }).check({ force: true });
      await checkPage(session, 'handoff-inspiration-none');
      await clickButton(session, 'Save and continue');
      await expectPath(page, PLANS_PATH);
      await expectHeading(session, SIDEBAR_LABELS.plans);
      await page.getByRole('checkbox', { name: "I don't have any" }).check({ force: true });
      await checkPage(session, 'handoff-plans-none');
      await clickButton(session, 'Save and continue');

      // My Preferences: each yard's sun and the upkeep.
      await expectPath(page, PREFERENCES_PATH);
      for (const [yard, sun] of [
        ['Front Yard', 'Part sun'],
        ['Back Yard', 'Full sun'],
      ]) {
        await page
          .getByRole('radiogroup', { name: `How much sun does your ${yard} get?` })
          .getByRole('radio', { name: sun })
          .check({ force: true });
      }
      await page
        .getByRole('radiogroup', { name: 'How much upkeep are you happy with?' })
        .getByRole('radio', { name: 'Low' })
        .check({ force: true });
      await clickButton(session, 'Save and continue');

      // My Plants is optional: saved as it is.
      await expectPath(page, PLANTS_PATH);
      await expectHeading(session, SIDEBAR_LABELS.plants);
      await checkPage(session, 'handoff-plants');
      await clickButton(session, 'Save and continue');

      // Start My Project: nothing blocks; submit, once.
      await expectPath(page, START_PROJECT_PATH);
      const submit = page.getByRole('button', { name: SUBMIT_BUTTON });
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await checkPage(session, 'handoff-start-project-ready');
      await submit.click();
      await page.getByRole('heading', { name: DESIGNER_ON_IT }).waitFor({ timeout: 15_000 });
      await page.getByText(/Your first design is expected by \w+day, \w+ \d+, \d{4}\./).waitFor();
      await checkPage(session, 'handoff-designer-on-it');

      // Every step is read-only now, and My Yard shows the project's status.
      await openFromSteps(session, SIDEBAR_LABELS.goals);
      await expectPath(page, GOALS_PATH);
      await expect
        .poll(() => page.getByRole('button', { name: 'Save and continue' }).isDisabled())
        .toBe(true);
      await checkPage(session, 'handoff-goals-read-only');
      await openFromSteps(session, SIDEBAR_LABELS['my-yard']);
      await expectPath(page, MY_YARD_PATH);
      await page.getByText(PROJECT_STATUS_LABEL).waitFor();
      await page.getByText(/Project status: Submitted on /).waitFor();
      // Nothing on My Yard offers a change that would be refused.
      expect(await page.getByRole('button', { name: /^Remove yard/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);
      await checkPage(session, 'handoff-my-yard-submitted');
    },
  );
});
