import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { TERMS_UPDATED_TITLE } from '@yardwise/domain/forms/messages';
import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openSession, type Session } from './browser';
import { choosePackage, enterPropertyAddress, payAndConfirm, signUp } from './purchaseSteps';
import { checkPage, clickButton, expectHeading } from './pageChecks';

// The store's checkout as staff buying for a customer (desktop): package list, account without
// terms, property address, billing, test payment, confirmation, and the customer's terms on arrival.
// A homeowner's checkout with a promo code runs on the stack (tests/stack/purchase.test.ts).
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff on a desktop buying for a customer (byProxy=true)', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, 'desktop', baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('checks out without terms or Google, and the customer accepts the terms on arrival', async () => {
    const { page } = session;
    await choosePackage(session, 'Back Yard', '?byProxy=true');
    expect(new URL(page.url()).searchParams.get('byProxy')).toBe('true');
    await page.getByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup }).waitFor();
    expect(await page.getByRole('checkbox', { name: /I agree/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /google/i }).count()).toBe(0);
    expect(await page.getByLabel(/^password/i).count()).toBe(0);
    await checkPage(session, 'checkout-proxy-create-account');

    await signUp(session, 'customer.proxy@example.com', { byProxy: true });
    await enterPropertyAddress(session, 'proxy');
    await expect.poll(() => new URL(page.url()).search).toContain('byProxy=true');
    const dashboard = await payAndConfirm(session, 'proxy');

    // Nobody accepted the terms for the customer: the project opens with them.
    await dashboard.click();
    await expectHeading(session, TERMS_UPDATED_TITLE);
    await checkPage(session, 'checkout-proxy-terms');
    await page.getByRole('checkbox', { name: /agree to the updated/i }).check({ force: true });
    await clickButton(session, 'Continue');
    await expectHeading(session, SIDEBAR_LABELS['my-yard']);
    await checkPage(session, 'checkout-proxy-dashboard');
  });
});
