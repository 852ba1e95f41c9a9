import { CHECKOUT_LABELS, CONFIRMATION_TEXT } from '@yardwise/domain/checkout/messages';
import { PAYMENT_CONFIRMED_PATH } from '@yardwise/domain/routes/paths';
import { expect } from 'vitest';
import type { Session } from './browser';
import {
  checkPage,
  clickButton,
  expectHeading,
  pathname,
  SEEDED_ADDRESS,
  visit,
} from './pageChecks';

// The checkout's steps as a buyer takes them, shared by the journeys that start with a purchase.

export async function choosePackage(session: Session, name: string, query = '') {
  const { page } = session;
  await visit(session, `/packages${query}`);
  await expectHeading(session, 'Design packages');
  await page.getByRole('link', { name: `Choose ${name}` }).waitFor();
  await checkPage(session, `packages${query ? '-proxy' : ''}`);
  await page.getByRole('link', { name: `Choose ${name}` }).click();
  await expect.poll(() => pathname(page)).toBe('/create-account');
}

export async function signUp(session: Session, email: string, { byProxy }: { byProxy: boolean }) {
  const { page } = session;
  await page.getByRole('textbox', { name: /first name/i }).fill('Rosa');
  await page.getByRole('textbox', { name: /last name/i }).fill('Gardner');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  // Staff buying for a customer choose no password: the customer gets a reset email.
  if (!byProxy) await page.getByLabel(/^password/i).fill('garden-path-7');
  if (!byProxy) await page.getByRole('checkbox', { name: /I agree/i }).check({ force: true });
  await clickButton(session, 'Create Account');
}

export async function enterPropertyAddress(session: Session, name: string) {
  const { page } = session;
  await page.getByRole('combobox', { name: /street/i }).pressSequentially('2418 Cedar');
  const option = page.getByRole('option', { name: SEEDED_ADDRESS });
  await option.waitFor({ state: 'visible' });
  await option.click();
  await expect.poll(() => page.getByRole('textbox', { name: /city/i }).inputValue()).toBe('Austin');
  await checkPage(session, `checkout-${name}-property-address`);
  await clickButton(session, 'Continue to payment');
}

export async function payAndConfirm(session: Session, name: string) {
  const { page } = session;
  await clickButton(session, CHECKOUT_LABELS.next);
  const confirm = page.getByRole('button', { name: CHECKOUT_LABELS.confirmOrder, exact: true });
  await confirm.waitFor();
  await checkPage(session, `checkout-${name}-payment`);
  await confirm.click();
  await expect.poll(() => pathname(page)).toBe(PAYMENT_CONFIRMED_PATH);
  await expectHeading(session, CONFIRMATION_TEXT.title);
  const dashboard = page.getByRole('link', { name: CONFIRMATION_TEXT.dashboardButton });
  await dashboard.waitFor({ timeout: 10_000 });
  await checkPage(session, `checkout-${name}-payment-confirmed`);
  return dashboard;
}
