import { ACCOUNT_STEP_HEADINGS } from '@yardwise/domain/account/messages';
import { CONFIRMATION_TEXT } from '@yardwise/domain/checkout/messages';
import { STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { copyAt } from '@yardwise/domain/funnel/versions';
import { SIDEBAR_LABELS } from '@yardwise/domain/onboarding/messages';
import { PROMO_MESSAGES } from '@yardwise/domain/promo/messages';
import { PAYMENT_CONFIRMED_PATH } from '@yardwise/domain/routes/paths';
import { describe, expect, it } from 'vitest';
import { checkOut, walkToRecommendation } from '../browser/funnelSteps';
import { checkPage, clickButton, expectHeading, pathname, visit } from '../browser/pageChecks';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import { choosePackage, enterPropertyAddress, signUp } from '../browser/purchaseSteps';
import { adminDb, uidOf } from './stackBackend';
import { deliverSucceeded, openPaymentIntentOf } from './stripeDelivery';
import { useStackBrowser } from './stackSession';

// A visitor on a phone becomes a paying client on the product as deployed: the funnel to a
// recommendation, then checkout with a promo code and the stand-in gateway's test payment, whose
// event sets the account up through the same processing as Stripe's webhook.
const stack = useStackBrowser();
const EMAIL = 'ana.stack@example.com';

describe('a visitor on a phone, from the landing page to a paid, set-up account', () => {
  it('walks the funnel, pays with a promo code, and sees the account set up live', async () => {
    const session = await stack.open('phone');
    const { page } = session;
    // What the confirmation page shows, in order, however briefly.
    await page.addInitScript(
      ({ settingUp, dashboard }) => {
        const seen: string[] = [];
        (window as unknown as { seenStates: string[] }).seenStates = seen;
        new MutationObserver(() => {
          const text = document.body?.innerText ?? '';
          const state = text.includes(dashboard)
            ? 'dashboard'
            : text.includes(settingUp)
              ? 'setting up'
              : null;
          if (state && seen.at(-1) !== state) seen.push(state);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      },
      { settingUp: CONFIRMATION_TEXT.settingUp, dashboard: CONFIRMATION_TEXT.dashboardButton },
    );

    await visit(session, '/design-profile/find-your-package');
    await page.getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
    await walkToRecommendation(session, 'v10');
    await expectHeading(session, STEP_TITLES.recommendedPackage);
    // The answers the recommendation is based on survive a reload.
    await page.reload();
    await expectHeading(session, STEP_TITLES.recommendedPackage);
    await page.getByRole('heading', { level: 2, name: 'Back Yard' }).waitFor();
    await checkPage(session, 'funnel-v10-recommended-package');
    await clickButton(session, copyAt('v10', 'recommended-package').buttonText ?? '');
    await page.getByRole('heading', { name: ACCOUNT_STEP_HEADINGS.signup }).waitFor();
    await checkPage(session, 'checkout-v10-create-account');

    await checkOut(
      session,
      'v10',
      { email: EMAIL, paths: { purchase: '/purchase', confirmation: PAYMENT_CONFIRMED_PATH } },
      async () => {
        const promo = page.getByRole('textbox', {
          name: 'Enter referral or promo code (optional)',
        });
        await promo.fill('save250');
        await clickButton(session, 'Submit');
        await page.getByText(PROMO_MESSAGES.success).waitFor();
        await checkPage(session, 'checkout-v10-promo');
      },
    );
    // Set up live: the page waited ("setting up") until the order's status record arrived.
    expect(
      await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates),
    ).toEqual(['setting up', 'dashboard']);

    // The server charged the catalog price less the code, and fulfilled the order once.
    const uid = await uidOf(EMAIL);
    const db = adminDb();
    const orders = await db.collection('yzOrderEvents').where('userId', '==', uid).get();
    expect(orders.size).toBe(1);
    const intentId = orders.docs[0]?.data().paymentIntentId as string;
    const intent = (await db.collection('standInPaymentIntents').doc(intentId).get()).data();
    // Back Yard on a standard lot, $1,695.00, less SAVE250's $250.00.
    expect(intent).toMatchObject({ amount: 144_500, status: 'succeeded' });
    const profile = (await db.collection('profiles').doc(uid).get()).data();
    expect(profile?.package).toBe('back-yard');

    // A reload reads the same state back from Firestore.
    await page.reload();
    await expectHeading(session, CONFIRMATION_TEXT.title);
    const dashboard = page.getByRole('link', { name: CONFIRMATION_TEXT.dashboardButton });
    await dashboard.waitFor();
    await dashboard.click();
    await expectHeading(session, SIDEBAR_LABELS['my-yard']);
    expect(pathname(page)).toMatch(/^\/onboard/);
    await checkPage(session, 'checkout-v10-dashboard');
  });
});

describe('a buyer whose card the processor confirms: the return link, then its webhook', () => {
  it('waits on the confirmation page until the webhook sets the account up, live', async () => {
    const session = await stack.open('phone');
    const { page } = session;
    await choosePackage(session, 'Front Yard');
    await signUp(session, 'lee.webhook@example.com', { byProxy: false });
    await enterPropertyAddress(session, 'webhook');
    await clickButton(session, CHECKOUT_LABELS.next);
    await page.getByRole('button', { name: CHECKOUT_LABELS.confirmOrder, exact: true }).waitFor();
    const intentId = await openPaymentIntentOf(await uidOf('lee.webhook@example.com'));

    // The processor charged the card and sends the buyer back; its webhook has not arrived yet.
    await visit(session, `/confirm-payment?payment_intent=${intentId}&redirect_status=succeeded`);
    await expect.poll(() => pathname(page)).toBe(PAYMENT_CONFIRMED_PATH);
    await page.getByText(CONFIRMATION_TEXT.settingUp).waitFor();
    await checkPage(session, 'webhook-setting-up');

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    const delivery = await deliverSucceeded(intentId);
    expect(delivery.status).toBe(200);
    await page.getByRole('link', { name: CONFIRMATION_TEXT.dashboardButton }).waitFor();
    expect(navigations, 'no reload').toEqual([]);
    await checkPage(session, 'webhook-account-set-up');

    // Stripe delivers an event again when unsure: the order is fulfilled once.
    expect((await deliverSucceeded(intentId)).status).toBe(200);
    const events = await adminDb()
      .collection('yzOrderEvents')
      .where('paymentIntentId', '==', intentId)
      .get();
    expect(events.size).toBe(1);
  });
});
