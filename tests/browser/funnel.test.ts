import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, openSession, type Session } from './browser';
import { checkOut, onStep, walkToRecommendation } from './funnelSteps';
import { checkPage, clickButton, visit } from './pageChecks';
import { copyAt } from '@yardwise/domain/funnel/versions';

// The v1 funnel on a desktop, contact details first, on into checkout. The v10 funnel on a phone
// runs on the production build against the emulators (tests/stack/purchase.test.ts).
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('v1 on a desktop: contact details first, then on into checkout', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession(browser, 'desktop', baseUrl);
    await session.context.addCookies([{ name: TEST_VERSION_COOKIE, value: 'v1', url: baseUrl }]);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('walks v1, creates the account, confirms the address and pays', async () => {
    await visit(session, '/design-profile/find-your-package');
    await walkToRecommendation(session, 'v1');
    await session.page.getByRole('heading', { level: 2, name: 'Back Yard' }).waitFor();
    await checkPage(session, 'funnel-v1-recommended-package');

    await clickButton(session, copyAt('v1', 'recommended-package').buttonText ?? '');
    await onStep(session, 'v1', 'create-account');
    await checkPage(session, 'funnel-v1-create-account');

    await checkOut(session, 'v1', {
      email: 'ana.v1@example.com',
      paths: {
        purchase: '/design-profile/purchase',
        confirmation: '/design-profile/payment-confirmed',
      },
    });
  });
});
