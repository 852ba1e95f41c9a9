import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleData';
import { SAMPLE_PAYMENT_INTENT_ID, SAMPLE_PROJECT_ID } from '@yardwise/domain/seed/sampleClient';
import { CONFIRMATION_TEXT } from '@yardwise/domain/checkout/messages';
import {
  GOALS_PATH,
  LANDSCAPE_INSPIRATION_PATH,
  MY_YARD_PATH,
} from '@yardwise/domain/routes/paths';
import { describe, expect, it } from 'vitest';
import { checkPage, clickButton, expectHeading, pathname, visit } from '../browser/pageChecks';
import { emulatorUrl } from './stackEmulators';
import { adminAuth, adminDb } from './stackBackend';
import { signIn } from './signIn';
import { useStackBrowser } from './stackSession';

// The seeded client on the product as deployed: a change made on the server appears without a
// reload, another client's records stay closed to a second account, and a save that cannot reach
// the functions keeps the draft and saves once they answer again.
const stack = useStackBrowser();
const FIRST_CLIENT_DOCUMENTS = [
  `profiles/${SAMPLE_CLIENT.uid}`,
  `projects/${SAMPLE_PROJECT_ID}`,
  `onboardStates/onboard-state-${SAMPLE_CLIENT.uid}`,
  `newPackageOrderStatuses/order-status-${SAMPLE_CLIENT.uid}`,
];

/**
 * In the page: the HTTP status of a Firestore read of each document, authorised with the ID token
 * Firebase Auth keeps for the signed-in user in this browser.
 */
async function readAsSignedInUser({ firestore, paths }: { firestore: string; paths: string[] }) {
  const token = await new Promise<string>((resolve, reject) => {
    const open = indexedDB.open('firebaseLocalStorageDb');
    open.onerror = () => reject(new Error('no Firebase Auth storage'));
    open.onsuccess = () => {
      const request = open.result
        .transaction('firebaseLocalStorage')
        .objectStore('firebaseLocalStorage')
        .getAll();
      request.onsuccess = () => {
        const user = (
          request.result as { value?: { stsTokenManager?: { accessToken?: string } } }[]
        ).find((entry) => entry.value?.stsTokenManager?.accessToken);
        if (user?.value?.stsTokenManager?.accessToken)
          resolve(user.value.stsTokenManager.accessToken);
        else reject(new Error('nobody is signed in'));
      };
    };
  });
  const base = `${firestore}/v1/projects/demo-yardwise/databases/(default)/documents`;
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${base}/${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    }),
  );
}
const CLIENT_ID = SAMPLE_CLIENT.uid;

describe('the seeded client on a phone', () => {
  it('sees a change made on the server without reloading', async () => {
    const session = await stack.open('phone');
    const { page } = session;
    await signIn(session, SAMPLE_CLIENT.email, SAMPLE_CLIENT.password);
    await expect.poll(() => pathname(page)).toBe(MY_YARD_PATH);
    await expectHeading(session, /My Yard/);
    const title = page.getByText("Jordan's Yard");
    await title.first().waitFor();
    await checkPage(session, 'client-my-yard');

    // Staff correct the client's first name: the page follows its live read.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await adminDb().collection('profiles').doc(CLIENT_ID).update({ firstName: 'Jordyn' });
    await page.getByText("Jordyn's Yard").first().waitFor();
    expect(navigations, 'no reload').toEqual([]);
  });

  it('keeps a draft while the functions cannot be reached, and saves it once they can', async () => {
    const session = await stack.open('phone');
    const { page, context } = session;
    await signIn(session, SAMPLE_CLIENT.email, SAMPLE_CLIENT.password);
    await visit(session, GOALS_PATH);
    await page.getByRole('checkbox', { name: 'Low maintenance' }).check({ force: true });
    await page.getByRole('radio', { name: 'Within 3 months' }).check({ force: true });
    await page.getByRole('radio', { name: 'A contractor' }).check({ force: true });

    // The Functions emulator stops answering: every callable request fails at the network.
    const functions = `${emulatorUrl('functions')}/**`;
    await context.route(functions, (route) => route.abort('connectionrefused'));
    await clickButton(session, 'Save and continue');
    await page
      .getByRole('alert')
      .filter({ hasText: /try again/i })
      .first()
      .waitFor();
    expect(pathname(page)).toBe(GOALS_PATH);
    expect(await page.getByRole('checkbox', { name: 'Low maintenance' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'A contractor' }).isChecked()).toBe(true);
    // The browser's own report of the refused request is expected; the app's screen is checked.
    session.takeErrors();
    await checkPage(session, 'client-goals-save-failed');

    await context.unroute(functions);
    await clickButton(session, 'Save and continue');
    await expect.poll(() => pathname(page)).toBe(LANDSCAPE_INSPIRATION_PATH);
    // Read back after a reload: saved once, as answered.
    await visit(session, GOALS_PATH);
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Low maintenance' }).isChecked())
      .toBe(true);
    await checkPage(session, 'client-goals-saved');
  });
});

describe('a second client who opens the first client’s order', () => {
  it('is refused by the rules: the app says so, and shows none of the first client’s data', async () => {
    await adminAuth().createUser({
      uid: 'second-client',
      email: 'second.client@example.com',
      password: 'second-password',
      displayName: 'Casey Second',
    });
    const session = await stack.open('phone');
    const { page } = session;
    await signIn(session, 'second.client@example.com', 'second-password');

    // The card processor's return link of the first client's payment, opened by someone else.
    await visit(
      session,
      `/confirm-payment?payment_intent=${SAMPLE_PAYMENT_INTENT_ID}&redirect_status=succeeded`,
    );
    await expectHeading(session, CONFIRMATION_TEXT.title);
    // Their order's records are not this account's to read: no dashboard, the fallback instead.
    await page.getByText(/Watch out for an email from us/).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: CONFIRMATION_TEXT.dashboardButton }).count()).toBe(
      0,
    );
    const text = await page.locator('body').innerText();
    for (const secret of ['Jordan', 'Rivera', 'Cedar Hollow', 'YW-100245', SAMPLE_CLIENT.email]) {
      expect(text, `the first client's ${secret}`).not.toContain(secret);
    }
    await checkPage(session, 'second-client-other-order');

    // The same reads, asked for directly with this browser's own sign-in: the rules refuse them.
    const statuses = await page.evaluate(readAsSignedInUser, {
      firestore: emulatorUrl('firestore'),
      paths: FIRST_CLIENT_DOCUMENTS,
    });
    expect(statuses).toEqual(FIRST_CLIENT_DOCUMENTS.map(() => 403));
    // The browser reports each refused request; nothing else went wrong.
    expect(session.takeErrors().filter((error) => !error.includes('403 (Forbidden)'))).toEqual([]);

    // The first client's project pages show this account's own state (none), not theirs.
    await visit(session, MY_YARD_PATH);
    await page.locator('main#main h1').waitFor();
    const onboard = await page.locator('body').innerText();
    expect(onboard).not.toContain('Jordan');
    expect(onboard).not.toContain('Cedar Hollow');
    await checkPage(session, 'second-client-my-yard');
  });
});
