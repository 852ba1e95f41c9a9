import { CHECKOUT_LABELS, CONFIRMATION_TEXT } from '@yardwise/domain/checkout/messages';
import { QUIZ_QUESTIONS, type QuizStepKey } from '@yardwise/domain/funnel/quiz';
import { copyAt, stepsOf, type VersionId } from '@yardwise/domain/funnel/versions';
import type { FunnelStepKey } from '@yardwise/domain/funnel/steps';
import { expect } from 'vitest';
import type { Session } from './browser';
import { checkPage, clickButton, expectHeading, pathname, SEEDED_ADDRESS } from './pageChecks';

// The funnel as a homeowner arriving from an ad walks it (address search, the quiz, contact
// details, the recommendation), then the checkout after it: shared by the preview and stack tiers.

/** One answer per quiz page; optional pages are left empty on purpose once. */
const ANSWERS: Record<QuizStepKey, string | null> = {
  'help-needed': null,
  'yard-selection': 'BACK YARD',
  'yard-size': 'LESS THAN 1/2 ACRE',
  'wish-list': 'PLANTS',
  'unique-yard': 'SLOPED',
  'time-frame': '1 - 3 MONTHS',
  budget: '$10,000 - $50,000',
};

export async function onStep(session: Session, versionId: VersionId, step: FunnelStepKey) {
  await expectHeading(session, copyAt(versionId, step).title);
  expect.soft(pathname(session.page), `the ${step} step`).toBe(`/design-profile/${step}`);
}

async function answerQuizPage(session: Session, versionId: VersionId, step: QuizStepKey) {
  const { page } = session;
  const answer = ANSWERS[step];
  const question = QUIZ_QUESTIONS[step];
  if (answer && question.kind === 'single-select') {
    await page.getByRole('radio', { name: answer, exact: true }).check();
  } else if (answer && question.kind === 'dropdown') {
    await page.getByRole('combobox', { name: question.title }).selectOption(answer);
  } else if (answer) {
    await page.getByRole('checkbox', { name: answer, exact: true }).check();
  }
  await checkPage(session, `funnel-${versionId}-${step}`);
  await clickButton(session, copyAt(versionId, step).buttonText ?? 'NEXT');
}

async function enterAddress(session: Session, versionId: VersionId) {
  const { page } = session;
  await page.getByRole('combobox', { name: /street address/i }).pressSequentially('2418 Cedar');
  // The search waits 700 ms after the last keystroke; on a phone the list opens 500 ms later.
  const option = page.getByRole('option', { name: SEEDED_ADDRESS });
  await option.waitFor({ state: 'visible' });
  await checkPage(session, `funnel-${versionId}-address-suggestions`);
  await option.click();
  await expect.poll(() => page.getByRole('textbox', { name: /city/i }).inputValue()).toBe('Austin');
  await checkPage(session, `funnel-${versionId}-home-address`);
  await clickButton(session, copyAt(versionId, 'home-address').buttonText ?? 'NEXT');
}

async function enterContact(session: Session, versionId: VersionId) {
  await session.page.getByRole('textbox', { name: /email/i }).fill('ana.homeowner@example.com');
  await session.page.getByRole('textbox', { name: /phone/i }).fill('(512) 555-0100');
  await checkPage(session, `funnel-${versionId}-contact-info`);
  await clickButton(session, copyAt(versionId, 'contact-info').buttonText ?? 'NEXT');
}

/** Walks a version from its first step up to the recommendation, answering every page. */
export async function walkToRecommendation(session: Session, versionId: VersionId) {
  for (const step of stepsOf(versionId)) {
    await onStep(session, versionId, step);
    if (step === 'recommended-package') return;
    if (step === 'find-your-package') {
      await checkPage(session, `funnel-${versionId}-landing`);
      await clickButton(session, copyAt(versionId, step).buttonText ?? '');
    } else if (step === 'home-address') {
      await enterAddress(session, versionId);
    } else if (step === 'location-loading') {
      // It moves on by itself once the property is shown.
    } else if (step === 'location-found') {
      await session.page.getByText(SEEDED_ADDRESS).first().waitFor();
      await checkPage(session, `funnel-${versionId}-location-found`);
      await clickButton(session, copyAt(versionId, step).buttonText ?? '');
    } else if (step === 'contact-info') {
      await enterContact(session, versionId);
    } else if (step in QUIZ_QUESTIONS) {
      await answerQuizPage(session, versionId, step as QuizStepKey);
    } else {
      throw new Error(`The journey does not know how to pass the ${step} step`);
    }
  }
}

/**
 * From the account step to the confirmation, as a buyer would: sign up (the same session, so the
 * answers stay theirs), confirm the property address the funnel found, billing, test payment.
 */
export async function checkOut(
  session: Session,
  versionId: VersionId,
  account: { email: string; paths: { purchase: string; confirmation: string } },
  /** What the buyer does on the billing page before going on to pay, e.g. enter a promo code. */
  onBilling?: (session: Session) => Promise<void>,
) {
  const { page } = session;
  // The visitor becomes an account (same session, so the answers stay theirs)...
  await page.getByRole('textbox', { name: /first name/i }).fill('Ana');
  await page.getByRole('textbox', { name: /last name/i }).fill('Homeowner');
  await page.getByRole('textbox', { name: /email/i }).fill(account.email);
  await page.getByLabel(/^password/i).fill('garden-path-7');
  // Chakra draws its own box over the native checkbox, which stays hidden.
  await page.getByRole('checkbox', { name: /I agree/i }).check({ force: true });
  await clickButton(session, 'Create Account');

  // ...and confirms the property address the funnel already found, then goes on to pay.
  const street = page.getByRole('combobox', { name: /street/i });
  await expect.poll(() => street.inputValue()).toBe('2418 Cedar Hollow Lane');
  await checkPage(session, `checkout-${versionId}-property-address`);
  await clickButton(session, 'Continue to payment');
  await expect.poll(() => pathname(page)).toBe(account.paths.purchase);

  // Billing details: the names from the account, billed to the property address.
  await expect
    .poll(() => page.getByRole('textbox', { name: /first name/i }).inputValue())
    .toBe('Ana');
  await expect
    .poll(() => page.getByRole('checkbox', { name: CHECKOUT_LABELS.useProperty }).isChecked())
    .toBe(true);
  await onBilling?.(session);
  await clickButton(session, CHECKOUT_LABELS.next);
  // The order exists: the preview's labelled test payment stands in for the card form.
  const confirm = page.getByRole('button', { name: CHECKOUT_LABELS.confirmOrder, exact: true });
  await confirm.waitFor();
  await checkPage(session, `checkout-${versionId}-purchase`);
  await confirm.click();

  await expect.poll(() => pathname(page)).toBe(account.paths.confirmation);
  await expectHeading(session, CONFIRMATION_TEXT.title);
  // The account is set up by the payment's event (the preview sets it up 1.5 s after paying).
  await page
    .getByRole('link', { name: CONFIRMATION_TEXT.dashboardButton })
    .waitFor({ timeout: 10_000 });
  await checkPage(session, `checkout-${versionId}-payment-confirmed`);
}
